import {
  STAFF_ADJUST_REASONS,
  STAFF_SUPPORT_ADJUST_CAP,
  type StaffAdjustReason,
  staffAdjustBodySchema,
} from '@app/shared/schemas/staff';
import type { z } from 'zod';
import { schemaMessage } from '../../lib/schema-messages.ts';

/** What the 'Adjust minutes' form holds: a direction and a positive count, rather than a signed number. */
export interface AdjustFormValues {
  direction: 'add' | 'take';
  /** As typed (a number input's text). */
  minutes: string;
  reason: StaffAdjustReason | '';
  note: string;
}

export type AdjustBody = z.infer<typeof staffAdjustBodySchema>;

export const ADJUST_FORM_DEFAULTS: AdjustFormValues = { direction: 'add', minutes: '', reason: '', note: '' };

/** The form's own words for what the shared schema cannot say about a form field. */
export interface AdjustMessages {
  minutesRequired: string;
  reasonRequired: string;
  overCap: (cap: number) => string;
}

export type AdjustCheck =
  | { ok: true; body: AdjustBody }
  | { ok: false; errors: Partial<Record<keyof AdjustFormValues, string>> };

export const isAdjustReason = (value: string): value is StaffAdjustReason =>
  (STAFF_ADJUST_REASONS as readonly string[]).includes(value);

/**
 * The form's values as the API's body, checked by the shared staffAdjustBodySchema (its messages, on the
 * field they concern, in the page's language), plus support's cap when `unlimited` is false: the server
 * refuses beyond it (403 ADJUST_CAP), the form says so first. `requestId` is the form opening's, so a
 * second click sends the same.
 */
export function checkAdjust(
  values: AdjustFormValues,
  requestId: string,
  unlimited: boolean,
  messages: AdjustMessages,
): AdjustCheck {
  const errors: Partial<Record<keyof AdjustFormValues, string>> = {};
  const typed = values.minutes.trim();
  const minutes = typed === '' ? Number.NaN : Number(typed);
  if (!Number.isFinite(minutes) || minutes < 0) errors.minutes = messages.minutesRequired;
  if (!isAdjustReason(values.reason)) errors.reason = messages.reasonRequired;

  const delta = values.direction === 'take' ? -minutes : minutes;
  const parsed = staffAdjustBodySchema.safeParse({
    delta: Number.isFinite(delta) ? delta : 0,
    reason: values.reason,
    note: values.note,
    requestId,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'delta' ? 'minutes' : issue.path[0];
      if ((field === 'minutes' || field === 'note') && !errors[field])
        errors[field] = schemaMessage(issue.message);
    }
  }
  if (!errors.minutes && !unlimited && Math.abs(minutes) > STAFF_SUPPORT_ADJUST_CAP) {
    errors.minutes = messages.overCap(STAFF_SUPPORT_ADJUST_CAP);
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
