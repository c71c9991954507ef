import { randomUUID } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import { bundles } from '@app/db/schema';
import type { Language } from '@app/shared/rules/language';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type PayPalClient, PayPalError } from '../../adapters/paypal.ts';
import type { SavedAccountCharge } from '../../adapters/paypal-vault.ts';
import { AppError } from '../../app-error.ts';
import { type CreditHooks, creditAndNotify } from './credit-and-notify.ts';
import type { PaymentOrderRow } from './payment-order-repository.ts';
import type { PaymentOrders } from './payment-orders.ts';
import { paypalOrderWords, type ReconcileOutcome } from './paypal-service.ts';
import { quoteOrder } from './quotes.ts';
import type { TaxPolicy } from './tax-policy.ts';
import { createTopUpRepository, type TopUpRow } from './top-up-repository.ts';

/** What a top-up came to. `applied` is false for a replayed key: the first press charged, this one nothing. */
export type TopUpOutcome =
  | { kind: 'completed'; minutes: number; totalCents: number; applied: boolean }
  /** Another attempt with this key is under way, or PayPal's answer was lost: reconciliation settles it. */
  | { kind: 'pending' }
  /** PayPal declined the funding (INSTRUMENT_DECLINED). */
  | { kind: 'declined' }
  /** PayPal says the saved account can no longer be used: it is forgotten here too. */
  | { kind: 'unusable' }
  /** The customer's limits or break refuse it (the words, in the call's language). */
  | { kind: 'refused'; message: string }
  | { kind: 'no-method' }
  | { kind: 'failed' };

/** What a top-up would add now, for the words of the offer. */
export interface TopUpOffer {
  minutes: number;
  totalCents: number;
  autoTopUp: boolean;
}

/** PayPal keeps a request id this long: a lost charge is asked about again within it, then left for staff. */
const PAYPAL_REQUEST_ID_TTL_MS = 6 * 60 * 60_000;
/** A pending top-up older than this is reconciled (a charge normally answers within seconds). */
export const TOP_UP_STALE_MS = 2 * 60_000;

/**
 * Top-ups during a call (issue 40): the customer's saved PayPal account charged, buyer not present, for the
 * bundle they chose, through a payment order like any purchase (their province's taxes, the spending
 * limits and the per-call limit, under their row's lock), then credited by the same idempotent crediting
 * with its receipt. One top-up per key (`<callSid>:<round>`): a replayed or concurrent key-press finds the
 * first and charges nothing more; PayPal is given the top-up's id as PayPal-Request-Id, so a retry after a
 * lost answer gets the first order back. PayPal is never called inside a transaction.
 */
export function createTopUps(
  deps: CreditHooks & {
    db: AppDb;
    orders: PaymentOrders;
    taxPolicy: TaxPolicy;
    paypal: Pick<PayPalClient, 'chargeSavedAccount'> | undefined;
    log: FastifyBaseLogger;
    now?: () => Date;
  },
) {
  const { db, orders, paypal, log } = deps;
  const now = deps.now ?? (() => new Date());
  const rows = createTopUpRepository(db);

  const finish = (topUp: TopUpRow, outcome: Parameters<typeof rows.finish>[1]) =>
    rows.finish(topUp.id, outcome, now());

  /** A key already used: what its first attempt came to. */
  function replayOf(topUp: TopUpRow): TopUpOutcome {
    switch (topUp.status) {
      case 'completed':
        return { kind: 'completed', minutes: topUp.minutes, totalCents: topUp.totalCents, applied: false };
      case 'pending':
        return { kind: 'pending' };
      case 'declined':
        return { kind: topUp.reason === 'PAYMENT_SOURCE_CANNOT_BE_USED' ? 'unusable' : 'declined' };
      case 'refused':
        return { kind: 'refused', message: topUp.reason ?? '' };
      default:
        return { kind: 'failed' };
    }
  }

  /** Asks PayPal once more on a transport failure (same request id: never a second charge). */
  async function chargeAtPayPal(
    client: NonNullable<typeof paypal>,
    input: Parameters<typeof client.chargeSavedAccount>[0],
  ): Promise<SavedAccountCharge> {
    try {
      return await client.chargeSavedAccount(input);
    } catch (error) {
      if (error instanceof PayPalError && error.status < 500) throw error;
      return client.chargeSavedAccount(input);
    }
  }

  /** Charges the top-up's order at PayPal and credits it; PayPal's refusals end the top-up. */
  async function chargeOrder(
    topUp: TopUpRow,
    order: PaymentOrderRow,
    vaultId: string,
    language: Language,
  ): Promise<TopUpOutcome> {
    if (!paypal) return { kind: 'no-method' };
    const [bundle] = await db.select().from(bundles).where(eq(bundles.id, order.bundleId)).limit(1);
    const minutes = order.bundleMinutes + order.giftMinutes + order.bonusMinutes;
    const words = paypalOrderWords(
      bundle ?? { name: order.bundleId, nameFr: order.bundleId, features: [], featuresFr: [] },
      minutes,
      language,
    );
    let charge: SavedAccountCharge;
    try {
      charge = await chargeAtPayPal(paypal, {
        customId: order.id,
        ...words,
        priceCents: order.priceCents,
        discountCents: order.discountCents,
        taxCents: order.taxCents,
        totalCents: order.totalCents,
        vaultId,
        usagePattern: topUp.kind === 'auto' ? 'THRESHOLD_PREPAID' : 'UNSCHEDULED_PREPAID',
        requestId: topUp.id,
      });
    } catch (error) {
      if (!(error instanceof PayPalError) || error.status >= 500) {
        log.error({ err: error, topUpId: topUp.id }, 'top-up charge unanswered; reconciliation asks again');
        return { kind: 'pending' };
      }
      await orders.markFailed(order);
      if (error.issue === 'PAYMENT_SOURCE_CANNOT_BE_USED') {
        await rows.forgetAccount(vaultId);
        await finish(topUp, { status: 'declined', reason: error.issue });
        return { kind: 'unusable' };
      }
      const declined = error.issue === 'INSTRUMENT_DECLINED';
      if (!declined) log.error({ err: error, topUpId: topUp.id }, 'PayPal refused a top-up charge');
      await finish(topUp, {
        status: declined ? 'declined' : 'failed',
        reason: error.issue ?? String(error.status),
      });
      return { kind: declined ? 'declined' : 'failed' };
    }
    await orders.setProviderOrderId(order.id, charge.orderId);
    if (charge.captureStatus !== 'COMPLETED' || !charge.captureId) {
      await orders.markFailed(order);
      await finish(topUp, { status: 'declined', reason: `capture ${charge.captureStatus ?? 'missing'}` });
      return { kind: 'declined' };
    }
    if (charge.amountCents !== order.totalCents || charge.currency !== order.currency) {
      // Money taken, but not what we priced: never credited blindly; left open for staff.
      log.error(
        {
          topUpId: topUp.id,
          paymentOrderId: order.id,
          expected: order.totalCents,
          captured: charge.amountCents,
        },
        'PayPal charged a saved account an amount that differs from the top-up: needs review',
      );
      await finish(topUp, { status: 'failed', reason: 'amount mismatch' });
      return { kind: 'failed' };
    }
    await orders.setCaptureId(order.id, charge.captureId);
    const credited = await creditAndNotify(db, order.id, log, deps);
    await finish(topUp, { status: 'completed', minutes: credited.minutes, totalCents: order.totalCents });
    return { kind: 'completed', minutes: credited.minutes, totalCents: order.totalCents, applied: true };
  }

  return {
    /** The bundle a top-up would add now, priced for the customer's province; undefined without a saved account. */
    async offer(customerId: string): Promise<TopUpOffer | undefined> {
      if (!paypal) return undefined;
      const account = await rows.chargeableAccount(customerId);
      if (!account) return undefined;
      const priced = await quoteOrder(db, deps.taxPolicy, {
        customerId,
        bundleId: account.bundleId,
        at: now(),
      });
      return {
        minutes: priced.summary.totalMinutes,
        totalCents: priced.summary.totalCents,
        autoTopUp: account.autoTopUp,
      };
    },

    /** One top-up of a call, once per `round` whoever asks and however often. */
    async charge(input: {
      callSid: string;
      customerId: string;
      round: number;
      kind: 'key' | 'auto';
      language: Language;
    }): Promise<TopUpOutcome> {
      if (!paypal) return { kind: 'no-method' };
      const account = await rows.chargeableAccount(input.customerId);
      if (!account) return { kind: 'no-method' };
      const key = `${input.callSid}:${input.round}`;
      const topUp = await rows.claim({
        key,
        customerId: input.customerId,
        callSid: input.callSid,
        kind: input.kind,
        bundleId: account.bundleId,
      });
      if (!topUp) {
        const first = await rows.findByKey(key);
        return first ? replayOf(first) : { kind: 'pending' };
      }
      let order: PaymentOrderRow;
      try {
        ({ order } = await orders.create({
          id: randomUUID(),
          provider: 'paypal',
          providerOrderId: `pending-${topUp.id}`,
          customerId: input.customerId,
          bundleId: topUp.bundleId,
          language: input.language,
          topUp: {
            callSid: input.callSid,
            link: (tx, created) => createTopUpRepository(tx).link(topUp.id, created.id),
          },
        }));
      } catch (error) {
        if (error instanceof AppError && error.code === 'SPENDING_LIMIT') {
          await finish(topUp, { status: 'refused', reason: error.message });
          return { kind: 'refused', message: error.message };
        }
        log.error({ err: error, topUpId: topUp.id }, 'top-up order not created');
        await finish(topUp, { status: 'failed', reason: 'order not created' });
        return { kind: 'failed' };
      }
      return chargeOrder(topUp, order, account.paymentTokenId, input.language);
    },

    /** Whether a payment order is a top-up's (the PayPal reconciliation leaves those to `reconcile`). */
    async owns(paymentOrderId: string): Promise<boolean> {
      return (await rows.findByOrder(paymentOrderId)) !== undefined;
    },

    /**
     * Settles top-ups left pending: PayPal is asked again with the same request id, which answers the
     * first order if there was one (credited now, minutes to the balance) and charges once otherwise.
     * Past PayPal's keeping of request ids, the top-up is failed and left for staff to look at.
     */
    async reconcile(at: Date): Promise<Record<ReconcileOutcome, number>> {
      const outcome: Record<ReconcileOutcome, number> = { credited: 0, failed: 0, pending: 0 };
      const stale = await rows.pendingSince(new Date(at.getTime() - TOP_UP_STALE_MS), 20);
      for (const topUp of stale) {
        const order = topUp.paymentOrderId ? await orders.findById(topUp.paymentOrderId) : undefined;
        const account = await rows.chargeableAccount(topUp.customerId);
        const tooOld = at.getTime() - topUp.createdAt.getTime() > PAYPAL_REQUEST_ID_TTL_MS;
        if (!order || order.status === 'failed' || tooOld || !account) {
          if (order && tooOld) log.error({ topUpId: topUp.id }, 'top-up never answered by PayPal: review');
          if (order) await orders.markFailed(order);
          await finish(topUp, { status: 'failed', reason: 'unanswered' });
          outcome.failed += 1;
          continue;
        }
        const result =
          order.status === 'completed'
            ? await finish(topUp, {
                status: 'completed',
                minutes: order.bundleMinutes + order.giftMinutes + order.bonusMinutes,
                totalCents: order.totalCents,
              }).then(() => ({ kind: 'completed' }) as const)
            : await chargeOrder(topUp, order, account.paymentTokenId, 'en');
        const key: ReconcileOutcome =
          result.kind === 'completed' ? 'credited' : result.kind === 'pending' ? 'pending' : 'failed';
        outcome[key] += 1;
      }
      return outcome;
    },
  };
}

export type TopUps = ReturnType<typeof createTopUps>;
