/**
 * What is left to refund of a purchase, and how many minutes a partial refund takes back.
 * Refunds pending or completed count; a failed one gave its amount back.
 */
export interface RefundSoFar {
  amountCents: number;
  minutes: number;
  status: 'pending' | 'completed' | 'failed';
}

export interface Refundable {
  refundedCents: number;
  refundedMinutes: number;
  remainingCents: number;
  remainingMinutes: number;
}

export function refundableOf(
  purchase: { paidCents: number; minutes: number },
  refunds: readonly RefundSoFar[],
): Refundable {
  let refundedCents = 0;
  let refundedMinutes = 0;
  for (const refund of refunds) {
    if (refund.status === 'failed') continue;
    refundedCents += refund.amountCents;
    refundedMinutes += refund.minutes;
  }
  return {
    refundedCents,
    refundedMinutes,
    remainingCents: Math.max(0, purchase.paidCents - refundedCents),
    remainingMinutes: Math.max(0, purchase.minutes - refundedMinutes),
  };
}

/**
 * The minutes to take back for refunding `amountCents`: proportional to the money (minutes × amount /
 * paid, rounded half up in integers), never more than what remains; refunding all that remains of the
 * money takes all that remains of the minutes, so a run of partial refunds ends with every minute back.
 */
export function proposeRefundMinutes(
  purchase: { paidCents: number; minutes: number },
  refunds: readonly RefundSoFar[],
  amountCents: number,
): number {
  const left = refundableOf(purchase, refunds);
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || purchase.paidCents <= 0) return 0;
  if (amountCents >= left.remainingCents) return left.remainingMinutes;
  const scaled = purchase.minutes * amountCents;
  const proportional = Math.floor((2 * scaled + purchase.paidCents) / (2 * purchase.paidCents));
  return Math.min(proportional, left.remainingMinutes);
}

/**
 * An amount typed in dollars ("12", "12.5", "12.50", "$12.50", "12,50") as cents; null when it is not
 * one (the refund form's amount field).
 */
export function parseCadInput(text: string): number | null {
  const match = /^(?:CA)?\$?\s*(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the amount field shows them: "12.50" (no currency sign; the label names CAD). */
export function centsToInput(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
