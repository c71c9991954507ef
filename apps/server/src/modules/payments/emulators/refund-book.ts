import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The refunds an emulated provider has made (development and tests only), shared by the PayPal and
 * Gigadat emulators: idempotent by the merchant's key (the same key answers the same refund), never
 * more than what was paid, a log tests can read, and a switch that makes the next refund refused or
 * its answer lost (the refund is made, the merchant hears nothing).
 */
export interface EmulatedRefund {
  id: string;
  key: string;
  paymentId: string;
  amountCents: number;
  at: string;
}

export type RefundSwitch = 'refuse' | 'lose';

export type RefundAnswer =
  | { kind: 'made'; refund: EmulatedRefund; replay: boolean }
  | { kind: 'lost'; refund: EmulatedRefund }
  | { kind: 'refused'; reason: 'switch' | 'over' | 'reused' };

export function createRefundBook() {
  const byKey = new Map<string, EmulatedRefund>();
  const log: EmulatedRefund[] = [];
  let next: RefundSwitch | undefined;

  return {
    log,
    /** Test hook: the next new refund is refused, or made with its answer lost. */
    setNext(mode: RefundSwitch | undefined) {
      next = mode;
    },
    refund(input: { key: string; paymentId: string; paidCents: number; amountCents: number }): RefundAnswer {
      const previous = byKey.get(input.key);
      if (previous) {
        if (previous.paymentId !== input.paymentId || previous.amountCents !== input.amountCents)
          return { kind: 'refused', reason: 'reused' };
        return { kind: 'made', refund: previous, replay: true };
      }
      const mode = next;
      next = undefined;
      if (mode === 'refuse') return { kind: 'refused', reason: 'switch' };
      const refunded = log
        .filter((refund) => refund.paymentId === input.paymentId)
        .reduce((sum, refund) => sum + refund.amountCents, 0);
      if (input.amountCents <= 0 || refunded + input.amountCents > input.paidCents)
        return { kind: 'refused', reason: 'over' };
      const refund: EmulatedRefund = {
        id: randomBytes(8).toString('hex').toUpperCase(),
        key: input.key,
        paymentId: input.paymentId,
        amountCents: input.amountCents,
        at: new Date().toISOString(),
      };
      byKey.set(input.key, refund);
      log.push(refund);
      return mode === 'lose' ? { kind: 'lost', refund } : { kind: 'made', refund, replay: false };
    },
  };
}

/** "12.34" (or 12.34) → 1234; anything else → NaN. */
export function centsOfAmount(value: unknown): number {
  const text = typeof value === 'number' ? value.toFixed(2) : String(value ?? '');
  return /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
}

/**
 * The test hooks of an emulator's refunds: `GET /refunds` lists them, oldest first; `POST /refunds/next`
 * with { mode: 'refuse' | 'lose' } makes the next one refused or its answer lost.
 */
export function registerRefundHooks(app: FastifyInstance, book: ReturnType<typeof createRefundBook>): void {
  app.get('/refunds', { schema: { hide: true } }, async () => ({ refunds: book.log }));
  app.post('/refunds/next', { schema: { hide: true } }, async (request) => {
    const { mode } = (request.body ?? {}) as { mode?: RefundSwitch };
    book.setNext(mode === 'refuse' || mode === 'lose' ? mode : undefined);
    return { ok: true };
  });
}
