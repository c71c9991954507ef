import { LIMIT_FIELDS, LIMIT_WINDOWS, type LimitWindow } from '@app/shared/rules/spending-limits';
import type { SpendingLimits } from '@app/shared/schemas/spending-limits';
import { staffReasonBodySchema } from '@app/shared/schemas/staff';
import { limitChanges } from '../../lib/limit-amount.ts';
import { schemaMessage } from '../../lib/schema-messages.ts';
import type { FormCheck } from './check-resolver.ts';

/** What the staff limits form holds, as typed: dollars per window ('' for none) and the reason. */
export type StaffLimitsValues = Record<LimitWindow, string> & { note: string };

/** PUT /api/staff/customers/:customerId/limits: the limits that change (null lifts one) and the reason. */
export interface StaffLimitsBody {
  dailyCents?: number | null;
  weeklyCents?: number | null;
  monthlyCents?: number | null;
  note: string;
}

export type StaffLimitsCheck = FormCheck<StaffLimitsValues, StaffLimitsBody>;

/** Staff's limits now in force on the customer, by window. */
export function staffLimitsOf(limits: SpendingLimits): Record<LimitWindow, number | null> {
  return {
    daily: limits.staff.dailyCents,
    weekly: limits.staff.weeklyCents,
    monthly: limits.staff.monthlyCents,
  };
}

/**
 * The form's values as the API's body: only the windows whose amount differs from staff's limit in force,
 * in cents; an amount that is none (or over $100,000) and a missing or too long note are named per field.
 */
export function checkStaffLimits(
  values: StaffLimitsValues,
  current: Record<LimitWindow, number | null>,
  amountInvalid: string,
): StaffLimitsCheck {
  const errors: Partial<Record<keyof StaffLimitsValues, string>> = {};
  const typed = { daily: values.daily, weekly: values.weekly, monthly: values.monthly };
  const { changes, invalid } = limitChanges(typed, current);
  for (const window of invalid) errors[window] = amountInvalid;
  const note = staffReasonBodySchema.shape.note.safeParse(values.note);
  // The note's words are the shared schema's (empty, too long), in the page's language.
  if (!note.success) errors.note = schemaMessage(note.error.issues[0]?.message ?? '');
  if (Object.keys(errors).length > 0 || !note.success) return { ok: false, errors };
  const body: StaffLimitsBody = { note: note.data };
  for (const window of LIMIT_WINDOWS) {
    const cents = changes[window];
    if (cents !== undefined) body[LIMIT_FIELDS[window]] = cents;
  }
  return { ok: true, body };
}

/** Whether a checked body changes any limit (a reason alone is not sent). */
export function changesAnyLimit(body: StaffLimitsBody): boolean {
  return LIMIT_WINDOWS.some((window) => body[LIMIT_FIELDS[window]] !== undefined);
}
