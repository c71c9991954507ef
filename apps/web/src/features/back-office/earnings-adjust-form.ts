import { EARNINGS_ADJUSTMENT_REASONS, type EarningsAdjustmentReason } from '@app/shared/rules/earnings';
import { parseCadInput } from '@app/shared/rules/refund';
import {
  type StaffEarningsAdjustBody,
  staffEarningsAdjustBodySchema,
} from '@app/shared/schemas/earnings-staff';
import { schemaMessage } from '../../lib/schema-messages.ts';
import type { FormCheck } from './check-resolver.ts';

/** What the 'Adjust earnings' form holds: a direction and a positive amount, rather than a signed one. */
export interface EarningsAdjustFormValues {
  direction: 'add' | 'take';
  /** Dollars and cents as typed ('25', '25.00', '25,00 $'). */
  amount: string;
  reason: EarningsAdjustmentReason | '';
  note: string;
  /** Only sent when the form offers it: taking more than the balance. */
  overrideNegative: boolean;
}

export const EARNINGS_ADJUST_DEFAULTS: EarningsAdjustFormValues = {
  direction: 'add',
  amount: '',
  reason: '',
  note: '',
  overrideNegative: false,
};

/** The form's own words, for what the shared schema cannot say about a field as typed. */
export interface EarningsAdjustMessages {
  amountInvalid: string;
  reasonRequired: string;
}

export type EarningsAdjustCheck = FormCheck<EarningsAdjustFormValues, StaffEarningsAdjustBody>;

const isReason = (value: string): value is EarningsAdjustmentReason =>
  (EARNINGS_ADJUSTMENT_REASONS as readonly string[]).includes(value);

/**
 * Dollars as typed, in either language's way ('1234.50', '$1234.50', '1234,50 $', '25'), as integer
 * cents; null when it is not an amount. No thousands separators: '1,234' would be read both ways.
 */
export function dollarsToCents(typed: string): number | null {
  const bare = typed.replace(/[\s\u00a0\u202f]+/g, '').replace(/\$$/, '');
  if (bare === '') return null;
  return parseCadInput(bare);
}

/** The cents the form would add (> 0) or take (< 0), or null while the amount is not one. */
export function signedCents(values: Pick<EarningsAdjustFormValues, 'direction' | 'amount'>): number | null {
  const cents = dollarsToCents(values.amount);
  if (cents === null || cents === 0) return null;
  return values.direction === 'take' ? -cents : cents;
}

/** True when the change would leave the balance below zero: only then does the form offer the override. */
export function goesBelowZero(balanceCents: number, delta: number | null): boolean {
  return delta !== null && delta < 0 && balanceCents + delta < 0;
}

/**
 * The form's values as the API's body, checked by the shared staffEarningsAdjustBodySchema (its words,
 * on the field they concern, in the page's language). `requestId` is the dialog opening's, so a second
 * click sends the same. The override goes only with a change that needs it (`offerOverride`), so an
 * unticked box hidden after the amount changed can never send one.
 */
export function checkEarningsAdjust(
  values: EarningsAdjustFormValues,
  requestId: string,
  offerOverride: boolean,
  messages: EarningsAdjustMessages,
): EarningsAdjustCheck {
  const errors: Partial<Record<keyof EarningsAdjustFormValues, string>> = {};
  const cents = dollarsToCents(values.amount);
  if (cents === null) errors.amount = messages.amountInvalid;
  if (!isReason(values.reason)) errors.reason = messages.reasonRequired;

  const amountCents = cents === null ? 0 : values.direction === 'take' ? -cents : cents;
  const parsed = staffEarningsAdjustBodySchema.safeParse({
    amountCents,
    reason: values.reason,
    note: values.note,
    requestId,
    ...(offerOverride && values.overrideNegative ? { overrideNegative: true } : {}),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'amountCents' ? 'amount' : issue.path[0];
      if ((field === 'amount' || field === 'note') && !errors[field])
        errors[field] = schemaMessage(issue.message);
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
