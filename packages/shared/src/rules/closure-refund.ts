/**
 * What closing an account gives back: the unused paid minutes, refunded purchase by purchase through the
 * provider that took the money. Minutes that were never paid for (gift, coupon bonus, cashback, staff's
 * and satisfaction credits) count as spent first, in the customer's favour, so the balance is paid
 * minutes for as long as there are paid minutes left to refund. Those paid minutes are the newest
 * purchases' (the oldest were spent first); each refunds at its own price per paid minute, never more
 * than what is left to refund of it.
 */

export type ClosureProvider = 'paypal' | 'interac';

/** A purchase as the plan reads it: what was paid, for how many paid minutes, and what was refunded. */
export interface ClosurePurchase {
  purchaseId: string;
  provider: ClosureProvider;
  /** When it was bought: the newest are refunded first. */
  purchaseDate: Date;
  /** Minutes paid for (the bundle's), without the gift and coupon bonus minutes that came with it. */
  paidMinutes: number;
  /** What the customer paid, tax included, in cents. */
  amountCents: number;
  /** What pending and completed refunds already give back of it (a failed refund gave nothing). */
  refundedCents: number;
  /** Minutes those refunds take back. */
  refundedMinutes: number;
}

export interface ClosureRefundLine {
  purchaseId: string;
  provider: ClosureProvider;
  minutes: number;
  amountCents: number;
}

export interface ClosurePlan {
  /** One line per purchase refunded, newest purchase first. */
  lines: ClosureRefundLine[];
  /** Paid minutes refunded, and what they refund in all. */
  paidMinutes: number;
  amountCents: number;
  /** What of the balance is not refunded (gift, bonus, coupon and other free minutes): lost on closing. */
  lostMinutes: number;
}

const whole = (n: number) => (Number.isSafeInteger(n) && n > 0 ? n : 0);

/** `minutes` of a purchase at its own price per paid minute, rounded half up, in integers. */
export function paidMinutesCents(
  purchase: Pick<ClosurePurchase, 'paidMinutes' | 'amountCents'>,
  minutes: number,
) {
  const paid = whole(purchase.paidMinutes);
  if (paid === 0) return 0;
  return Math.floor((2 * whole(minutes) * whole(purchase.amountCents) + paid) / (2 * paid));
}

/**
 * Plans the refunds of closing an account. `balance` is the minutes the customer holds, less those that
 * pending refunds will take back already. Purchases may come in any order; the newest is refunded first
 * (ties broken by id, so two plans of the same rows agree).
 */
export function planClosureRefund(balance: number, purchases: readonly ClosurePurchase[]): ClosurePlan {
  const held = whole(balance);
  const newestFirst = [...purchases].sort(
    (a, b) =>
      b.purchaseDate.getTime() - a.purchaseDate.getTime() ||
      (a.purchaseId < b.purchaseId ? 1 : a.purchaseId > b.purchaseId ? -1 : 0),
  );
  const lines: ClosureRefundLine[] = [];
  let left = held;
  for (const purchase of newestFirst) {
    if (left === 0) break;
    const remainingCents = whole(purchase.amountCents) - whole(purchase.refundedCents);
    const remainingMinutes = whole(purchase.paidMinutes) - whole(purchase.refundedMinutes);
    // A purchase with no money left to give back holds no refundable minutes: its minutes count as spent.
    if (remainingCents <= 0 || remainingMinutes <= 0) continue;
    const minutes = Math.min(left, remainingMinutes);
    const amountCents = Math.min(remainingCents, paidMinutesCents(purchase, minutes));
    if (amountCents === 0) continue;
    lines.push({ purchaseId: purchase.purchaseId, provider: purchase.provider, minutes, amountCents });
    left -= minutes;
  }
  const paidMinutes = lines.reduce((sum, line) => sum + line.minutes, 0);
  return {
    lines,
    paidMinutes,
    amountCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
    lostMinutes: held - paidMinutes,
  };
}

/** The plan's refunds per provider (the dialog says where the money goes): PayPal first, then Interac. */
export function closureRefundsByProvider(plan: {
  lines: readonly Pick<ClosureRefundLine, 'provider' | 'minutes' | 'amountCents'>[];
}) {
  return (['paypal', 'interac'] as const).flatMap((provider) => {
    const mine = plan.lines.filter((line) => line.provider === provider);
    if (mine.length === 0) return [];
    return [
      {
        provider,
        minutes: mine.reduce((sum, line) => sum + line.minutes, 0),
        amountCents: mine.reduce((sum, line) => sum + line.amountCents, 0),
      },
    ];
  });
}
