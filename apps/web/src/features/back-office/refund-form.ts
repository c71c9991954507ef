import { parseCadInput, type Refundable } from '@app/shared/rules/refund';
import { type StaffRefundBody, staffRefundBodySchema } from '@app/shared/schemas/staff-refunds';
import { schemaMessage } from '../../lib/schema-messages.ts';
import type { FormCheck } from './check-resolver.ts';

/** What the refund form holds, as typed. */
export interface RefundFormValues {
  amount: string;
  minutes: string;
  note: string;
}

/** The form's own words (the catalogue's, through i18next). */
export interface RefundMessages {
  amountInvalid: string;
  amountZero: string;
  amountOver: string;
  minutesInvalid: string;
  minutesOver: string;
}

export type RefundCheck = FormCheck<RefundFormValues, StaffRefundBody>;

/**
 * The form's values as the API's body, checked against what remains refundable (the server checks again
 * under its lock) and by the shared schema. `requestId` is the dialog's, so a second click sends the same.
 */
export function checkRefund(
  values: RefundFormValues,
  left: Pick<Refundable, 'remainingCents' | 'remainingMinutes'>,
  requestId: string,
  messages: RefundMessages,
): RefundCheck {
  const errors: Partial<Record<keyof RefundFormValues, string>> = {};
  const amountCents = parseCadInput(values.amount);
  if (amountCents === null) errors.amount = messages.amountInvalid;
  else if (amountCents <= 0) errors.amount = messages.amountZero;
  else if (amountCents > left.remainingCents) errors.amount = messages.amountOver;
  const typed = values.minutes.trim();
  const minutes = /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
  if (!Number.isSafeInteger(minutes)) errors.minutes = messages.minutesInvalid;
  else if (minutes > left.remainingMinutes) errors.minutes = messages.minutesOver;
  const parsed = staffRefundBodySchema.safeParse({ requestId, amountCents, minutes, note: values.note });
  // The note's words are the shared schema's (empty, too long), in the page's language.
  const noteIssue = parsed.success
    ? undefined
    : parsed.error.issues.find((issue) => issue.path[0] === 'note');
  if (noteIssue) errors.note = schemaMessage(noteIssue.message);
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
