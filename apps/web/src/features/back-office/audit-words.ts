import { AUDIT_ID_FIELDS, auditFieldReference, auditReferenceKey } from '@app/shared/rules/audit-references';
import type { StaffAdjustReason } from '@app/shared/schemas/staff';
import { formatMoney } from '../../lib/formats.ts';
import { isAdjustReason } from './adjust-form.ts';
import { formatDateTime } from './format.ts';

/** The page's words the audit log needs, in its language (the component passes the catalogue's). */
export interface AuditWords {
  /** A field's name as staff read it, or undefined when the catalogue has none. */
  field(name: string): string | undefined;
  yes: string;
  no: string;
  adjustReason(reason: StaffAdjustReason): string;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const lastSegment = (path: string) => path.slice(path.lastIndexOf('.') + 1);

/** A diff path in staff's words, part by part ('schedule.monday' → 'Hours › monday'). */
export function auditFieldLabel(path: string, words: AuditWords): string {
  return path
    .split('.')
    .map((segment) => words.field(segment) ?? segment)
    .join(' › ');
}

/**
 * A recorded value as staff read it: an id as what it names (the row's `names`), yes or no, cents as
 * money, an instant on the business clock, an adjustment's reason by its label; anything else as is.
 */
export function auditValueText(
  path: string,
  value: string,
  names: Readonly<Record<string, string>>,
  words: AuditWords,
): string {
  const field = lastSegment(path);
  const reference = AUDIT_ID_FIELDS[field] ? auditFieldReference(field, value) : null;
  if (reference) return names[auditReferenceKey(reference)] ?? value;
  if (value === 'true') return words.yes;
  if (value === 'false') return words.no;
  if (field.endsWith('Cents') && /^-?\d+$/.test(value)) return formatMoney(Number(value));
  if (field === 'payoutCentsPerMinute' && /^\d+$/.test(value)) return formatMoney(Number(value));
  if (ISO_INSTANT.test(value)) return formatDateTime(value) || value;
  if (field === 'reason' && isAdjustReason(value)) return words.adjustReason(value);
  return value;
}
