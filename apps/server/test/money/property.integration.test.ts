import { advisors, coupons, couponUses, creditLedger, paymentOrders, purchases } from '@app/db/schema';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundPaymentOrder } from '../../src/modules/payments/crediting.ts';
import { type SignedInCustomer, signedInCustomer } from '../helpers/customers.ts';
import {
  balanceAndLedger,
  giveVerifiedLine,
  newCallSid,
  paymentOrderOf,
  usePaymentsTestApp,
} from '../helpers/payments.ts';

// Random concurrent mixes of everything that moves one customer's minutes: PayPal captures (some with a
// two-use coupon, some replayed), Interac payments with their postback and a poll, calls that connect
// and end, and refunds. On PostgreSQL (CI) the operations of a batch really run at the same time.
const { t, flows, phone } = usePaymentsTestApp();

type Op =
  | { kind: 'paypal'; bundle: 'bundle-10' | 'bundle-20'; coupon: boolean; replay: boolean }
  | { kind: 'interac' }
  | { kind: 'call'; agent: number; seconds: number }
  | { kind: 'refund'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('paypal' as const),
    bundle: fc.constantFrom('bundle-10' as const, 'bundle-20' as const),
    coupon: fc.boolean(),
    replay: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('interac' as const) }),
  fc.record({
    kind: fc.constant('call' as const),
    agent: fc.integer({ min: 1006, max: 1014 }),
    seconds: fc.integer({ min: 0, max: 900 }),
  }),
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }),
);

interface RunState {
  who: SignedInCustomer;
  from: string;
  couponId: string;
  /** PayPal orders whose capture answered 200: each must be credited exactly once. */
  captured: Set<string>;
}

async function perform(state: RunState, step: Op): Promise<number[]> {
  const { who } = state;
  switch (step.kind) {
    case 'paypal': {
      const created = await flows.fn('create-paypal-order', who, {
        bundle: step.bundle,
        ...(step.coupon ? { couponId: state.couponId } : {}),
      });
      if (created.statusCode !== 200) return [created.statusCode];
      const id = created.json().id as string;
      await flows.approve(id);
      const answers = await Promise.all((step.replay ? [1, 2] : [1]).map(() => flows.capture(who, id)));
      if (answers.some((a) => a.statusCode === 200)) state.captured.add(id);
      return [created.statusCode, ...answers.map((a) => a.statusCode)];
    }
    case 'interac': {
      const order = await flows.interacOrder(who);
      const [paid, polled] = await Promise.all([
        flows.webflow(order.paymentUrl, 'pay'),
        flows.pollInterac(who, order.transactionId),
      ]);
      return [paid.statusCode, polled.statusCode];
    }
    case 'call': {
      const callSid = newCallSid();
      const dial = await phone.dial(state.from, callSid, step.agent);
      if (!dial.body.includes('<Dial')) return [dial.statusCode];
      const done = await phone.dialComplete(callSid, step.seconds);
      return [dial.statusCode, done.statusCode];
    }
    case 'refund': {
      const orders = await t.database.db
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(and(eq(paymentOrders.customerId, who.id), eq(paymentOrders.status, 'completed')));
      const chosen = orders[step.pick % Math.max(1, orders.length)];
      if (chosen) await refundPaymentOrder(t.database.db, chosen.id, 'property test refund');
      return [200];
    }
  }
}

async function checkInvariants(state: RunState) {
  const db = t.database.db;
  const { credits, ledger } = await balanceAndLedger(db, state.who.id);
  expect(credits).toBeGreaterThanOrEqual(0);
  expect(credits).toBe(ledger);

  // Every order PayPal captured is credited exactly once (a refund keeps its purchase).
  if (state.captured.size > 0) {
    const orders = await db
      .select({ id: paymentOrders.id, status: paymentOrders.status })
      .from(paymentOrders)
      .where(inArray(paymentOrders.providerOrderId, [...state.captured]));
    expect(orders).toHaveLength(state.captured.size);
    for (const order of orders) expect(['completed', 'refunded']).toContain(order.status);
  }
  const bought = await db.select().from(purchases).where(eq(purchases.customerId, state.who.id));
  const perOrder = new Map<string, number>();
  for (const p of bought)
    perOrder.set(p.paymentOrderId ?? '', (perOrder.get(p.paymentOrderId ?? '') ?? 0) + 1);
  for (const count of perOrder.values()) expect(count).toBe(1);
  const purchaseRows = await db
    .select({ reference: creditLedger.reference })
    .from(creditLedger)
    .where(and(eq(creditLedger.customerId, state.who.id), eq(creditLedger.kind, 'purchase')));
  expect(purchaseRows).toHaveLength(bought.length);

  // The coupon within its limits: never more live uses than max_uses.
  const live = await db
    .select()
    .from(couponUses)
    .where(and(eq(couponUses.couponId, state.couponId), isNull(couponUses.releasedAt)));
  expect(live.length).toBeLessThanOrEqual(2);
}

let run = 0;
describe('money under random concurrent mixes', () => {
  it('property: credits = ledger sum >= 0, each captured order credited once, coupons within limits', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 4 }),
        async (batches) => {
          run += 1;
          const db = t.database.db;
          await db.update(advisors).set({ signedIn: true, onACall: false });
          const who = await signedInCustomer(t.app);
          const from = await giveVerifiedLine(db, who.id);
          const [coupon] = await db
            .insert(coupons)
            .values({ code: `PROP${Date.now()}X${run}`, type: 'bonus_minutes', value: 5, maxUses: 2 })
            .returning();
          if (!coupon) throw new Error('no coupon');
          const state: RunState = { who, from, couponId: coupon.id, captured: new Set() };
          for (const batch of batches) {
            const statuses = (await Promise.all(batch.map((step) => perform(state, step)))).flat();
            for (const status of statuses) expect(status).toBeLessThan(500);
            await checkInvariants(state);
          }
          // A paid order left in the batch is never lost: each captured id is a real order.
          for (const id of state.captured) expect((await paymentOrderOf(db, 'paypal', id)).id).toBeTruthy();
        },
      ),
      { numRuns: 12 },
    );
  }, 300_000);
});
