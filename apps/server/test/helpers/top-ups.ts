import { randomUUID } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import { paymentOrders, savedPaypalAccounts, spendingLimits, topUps } from '@app/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { injectFetch } from '../../src/adapters/inject-fetch.ts';
import { createPayPalClient } from '../../src/adapters/paypal.ts';

const PUBLIC_URL = 'http://localhost:3000';

/** Our PayPal client against the app's emulator at /dev/paypal, as the demo reaches it. */
export const emulatedPayPal = (app: FastifyInstance) =>
  createPayPalClient(
    { baseUrl: `${PUBLIC_URL}/dev/paypal`, clientId: 'emulator-client', clientSecret: 'emulator-secret' },
    injectFetch(app, PUBLIC_URL),
  );

/**
 * Saves a PayPal account for `customerId` through the emulated vault (setup token, the buyer's approval,
 * payment token) and stores it as the product does; answers the payment token's id.
 */
export async function saveAccount(
  app: FastifyInstance,
  db: AppDb,
  customerId: string,
  options: { autoTopUp?: boolean; bundleId?: string } = {},
): Promise<string> {
  const paypal = emulatedPayPal(app);
  const setup = await paypal.createSetupToken({
    customerId,
    returnUrl: '/profile',
    cancelUrl: '/profile',
    requestId: randomUUID(),
  });
  const approved = await app.inject({
    method: 'POST',
    url: `${setup.approveUrl}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(approved.statusCode).toBe(303);
  const token = await paypal.createPaymentToken(setup.id, randomUUID());
  await db.insert(savedPaypalAccounts).values({
    customerId,
    status: 'active',
    setupTokenId: setup.id,
    paymentTokenId: token.id,
    paypalCustomerId: token.paypalCustomerId,
    emailMasked: 's•••@e•••.com',
    topUpBundleId: options.bundleId ?? 'bundle-10',
    autoTopUp: options.autoTopUp ?? false,
  });
  return token.id;
}

/** The emulator's test hooks on a saved account: its charges declined (or not), or no longer usable. */
export async function vaultHook(
  app: FastifyInstance,
  tokenId: string,
  hook: 'decline' | 'allow' | 'invalidate',
) {
  const res = await app.inject({
    method: 'POST',
    url: `/dev/paypal/vault/payment-tokens/${tokenId}/${hook === 'invalidate' ? 'invalidate' : 'decline'}`,
    payload: { declines: hook === 'decline' },
  });
  expect(res.statusCode).toBe(200);
}

/** A customer's own per-call top-up limit (and optionally a monthly one), as the profile would store it. */
export async function limitTopUps(
  db: AppDb,
  customerId: string,
  perCallTopUpCents: number | null,
  monthlyCents?: number,
) {
  await db
    .insert(spendingLimits)
    .values({ customerId, perCallTopUpCents, monthlyCents: monthlyCents ?? null })
    .onConflictDoUpdate({
      target: spendingLimits.customerId,
      set: { perCallTopUpCents, monthlyCents: monthlyCents ?? null },
    });
}

/** The top-ups of a call with their orders' statuses. */
export async function topUpsOf(db: AppDb, callSid: string) {
  return db
    .select({
      key: topUps.key,
      kind: topUps.kind,
      status: topUps.status,
      reason: topUps.reason,
      minutes: topUps.minutes,
      totalCents: topUps.totalCents,
      orderStatus: paymentOrders.status,
    })
    .from(topUps)
    .leftJoin(paymentOrders, eq(paymentOrders.id, topUps.paymentOrderId))
    .where(eq(topUps.callSid, callSid))
    .orderBy(topUps.createdAt);
}
