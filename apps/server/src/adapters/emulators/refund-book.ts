import { randomBytes } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import type { FastifyInstance } from 'fastify';
import { createEmulatorStore } from './emulator-store.ts';

/**
 * The refunds an emulated provider has made (development and tests only), shared by the PayPal and
 * Gigadat emulators: idempotent by the merchant's key (the same key answers the same refund), never
 * more than what was paid, a log tests can read, and a switch that makes the next refund refused or
 * its answer lost (the refund is made, the merchant hears nothing). Kept in the database with the
 * provider's other records, so every server instance sees the same refunds.
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

interface RefundKinds {
  refund: EmulatedRefund;
  /** What has been refunded of one payment so far; its row is also the lock refunds of it take. */
  refunded: { cents: number };
  /** The test switch, while set. */
  switch: { mode: RefundSwitch };
}

const SWITCH_ID = 'next';

export function createRefundBook(db: AppDb, provider: string) {
  const store = createEmulatorStore<RefundKinds>(db, provider);

  return {
    /** Every refund made, oldest first. */
    log: () => store.list('refund'),
    /** Test hook: the next new refund is refused, or made with its answer lost. */
    async setNext(mode: RefundSwitch | undefined): Promise<void> {
      if (mode) await store.put('switch', SWITCH_ID, { mode });
      else await store.take('switch', SWITCH_ID);
    },
    refund(input: {
      key: string;
      paymentId: string;
      paidCents: number;
      amountCents: number;
    }): Promise<RefundAnswer> {
      // Refunds of one payment are made one at a time across instances: two with the same key make one
      // refund, two with different keys cannot together go over what was paid.
      return store.transaction(async (tx) => {
        await tx.add('refunded', input.paymentId, { cents: 0 });
        const refunded = (await tx.lock('refunded', input.paymentId))?.cents ?? 0;
        const previous = await tx.get('refund', input.key);
        if (previous) {
          if (previous.paymentId !== input.paymentId || previous.amountCents !== input.amountCents)
            return { kind: 'refused', reason: 'reused' };
          return { kind: 'made', refund: previous, replay: true };
        }
        const mode = (await tx.take('switch', SWITCH_ID))?.mode;
        if (mode === 'refuse') return { kind: 'refused', reason: 'switch' };
        if (input.amountCents <= 0 || refunded + input.amountCents > input.paidCents)
          return { kind: 'refused', reason: 'over' };
        const refund: EmulatedRefund = {
          id: randomBytes(8).toString('hex').toUpperCase(),
          key: input.key,
          paymentId: input.paymentId,
          amountCents: input.amountCents,
          at: new Date().toISOString(),
        };
        // The same key used at once for another payment (under another lock): that one made it first.
        if (!(await tx.add('refund', input.key, refund))) return { kind: 'refused', reason: 'reused' };
        await tx.put('refunded', input.paymentId, { cents: refunded + input.amountCents });
        return mode === 'lose' ? { kind: 'lost', refund } : { kind: 'made', refund, replay: false };
      });
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
  app.get('/refunds', { schema: { hide: true } }, async () => ({ refunds: await book.log() }));
  app.post('/refunds/next', { schema: { hide: true } }, async (request) => {
    const { mode } = (request.body ?? {}) as { mode?: RefundSwitch };
    await book.setNext(mode === 'refuse' || mode === 'lose' ? mode : undefined);
    return { ok: true };
  });
}
