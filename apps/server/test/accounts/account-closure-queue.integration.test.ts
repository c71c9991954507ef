import { randomUUID } from 'node:crypto';
import { callSessions, customers, purchases } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../helpers/advisors.ts';
import { useTestApp } from '../helpers/build-test-app.ts';
import { ORIGIN, type SignedInCustomer, signedInCustomer } from '../helpers/customers.ts';
import { balanceAndLedger, quebecTaxLines } from '../helpers/payments.ts';
import { grantMinutes, staffApi } from '../helpers/staff.ts';
import { useRefundsTestApp } from '../staff/refunds-test-app.ts';
import { auditOf, buy, closedEmailTo, closureClient, closureRowsOf } from './closure-test-app.ts';

// What closing cannot refund through a provider waits for staff, with its audit row; a live call's
// minutes block closing; staff read the queue and mark a refund paid back.
const { t, admin, asAdmin, flows, nextRefund, refundRowsOf } = useRefundsTestApp();
const { preview, close } = closureClient(t);
let asSupport: ReturnType<typeof staffApi>;
beforeAll(async () => {
  asSupport = staffApi(t, await signedInStaff(t.app, t.db, 'support'));
});

const queueOf = (api: ReturnType<typeof staffApi>, customerId: string) =>
  api.get(`/api/staff/closure-refunds?customerId=${encodeURIComponent(customerId)}`);

describe('a refund the provider refuses', () => {
  it('closes the account, queues the refund for staff with its audit row, and says so in the e-mail', async () => {
    const who = await signedInCustomer(t.app);
    const purchase = await buy(flows, t.db, who, 'paypal');
    await nextRefund('paypal', 'refuse');
    const res = await close(who);
    expect(res.statusCode, res.body).toBe(200);
    const [refund] = await refundRowsOf(purchase.id);
    expect(refund).toMatchObject({ status: 'failed', minutesTaken: null });
    const [row] = await closureRowsOf(t.db, who.id);
    expect(row).toMatchObject({ status: 'queued', queueReason: 'provider_refused', refundId: refund?.id });
    const [queued] = await auditOf(t.db, who.id, 'refund.closure_queued');
    expect(queued).toMatchObject({
      actorRole: 'customer',
      actorUserId: who.id,
      reason: refund?.failureReason,
    });
    expect(queued?.after).toMatchObject({ purchaseId: purchase.id, amountCents: 2874, minutes: 10 });
    // Nothing taken: the minutes stay on the closed account until staff pay them back.
    expect(await balanceAndLedger(t.db, who.id)).toEqual({ credits: 12, ledger: 12 });
    expect((await closedEmailTo(t, who.email)).body).toContain(
      'CA$28.74 could not be refunded automatically: our team will pay it back to you',
    );

    // Staff see it; support reads, only an admin marks it paid back, once, with a note.
    const listed = await queueOf(asSupport, who.id);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items).toEqual([
      expect.objectContaining({
        id: row?.id,
        customerEmail: who.email,
        status: 'queued',
        refundStatus: 'failed',
        queueReason: 'provider_refused',
        amountCents: 2874,
      }),
    ]);
    expect((await asAdmin.get('/api/staff/closure-refunds')).json().items).toContainEqual(
      expect.objectContaining({ id: row?.id }),
    );
    const path = `/api/staff/closure-refunds/${row?.id}/resolve`;
    expect((await asSupport.post(path, { note: 'Cheque sent' })).statusCode).toBe(403);
    expect((await asAdmin.post(path, { note: '   ' })).statusCode).toBe(400);
    const resolved = await asAdmin.post(path, { note: 'Cheque 1042 sent' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      status: 'resolved',
      resolutionNote: 'Cheque 1042 sent',
      resolvedByEmail: admin.email,
    });
    const again = await asAdmin.post(path, { note: 'Cheque 1042 sent' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'ALREADY_DECIDED',
      message: en.backOffice.closureRefunds.errors.notQueued,
    });
    const [done] = await auditOf(t.db, who.id, 'refund.closure_resolved');
    expect(done).toMatchObject({ actorRole: 'admin', reason: 'Cheque 1042 sent' });
    expect((await queueOf(asAdmin, who.id)).json().items).toEqual([]);
  });

  it('queues a purchase PayPal has no capture for (an older order kept without one)', async () => {
    const who = await signedInCustomer(t.app);
    await grantMinutes(t.db, who.id, 12);
    const [legacy] = await t.db
      .insert(purchases)
      .values({
        customerId: who.id,
        bundleId: 'bundle-10',
        bundleName: 'Basic Package',
        minutes: 12,
        amountCents: 2874,
        taxCents: 374,
        taxLines: quebecTaxLines(2500, 374),
        provider: 'paypal',
        orderId: `LEGACY-${randomUUID()}`,
      })
      .returning();
    expect((await close(who)).statusCode).toBe(200);
    const [row] = await closureRowsOf(t.db, who.id);
    expect(row).toMatchObject({ purchaseId: legacy?.id, status: 'queued', queueReason: 'provider_refused' });
    expect(await auditOf(t.db, who.id, 'refund.closure_queued')).toHaveLength(1);
  });

  it('answers bad staff input with a 4xx naming the problem, changing nothing', async () => {
    expect((await asAdmin.get('/api/staff/closure-refunds?status=everything')).statusCode).toBe(400);
    expect(
      (await asAdmin.post('/api/staff/closure-refunds/not-a-uuid/resolve', { note: 'x' })).statusCode,
    ).toBe(400);
    const missing = await asAdmin.post(`/api/staff/closure-refunds/${randomUUID()}/resolve`, { note: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(en.backOffice.closureRefunds.errors.notFound);
  });
});

describe('a call in progress', () => {
  it('refuses to close while a call holds minutes, in the page’s language, and changes nothing', async () => {
    const who = await signedInCustomer(t.app);
    await buy(flows, t.db, who, 'paypal');
    await t.db.insert(callSessions).values({
      callSid: `CA${randomUUID().replaceAll('-', '')}`,
      customerId: who.id,
      fromNumber: '+15145550123',
      status: 'dialing',
      reservedMinutes: 5,
      dialStartedAt: new Date(),
    });
    expect((await preview(who)).json().closure.callInProgress).toBe(true);
    const refused = await close(who, 'fr-CA');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'CALL_IN_PROGRESS',
      message: fr.deletion.closure.callInProgress,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [customer] = await t.db.select().from(customers).where(eq(customers.id, who.id));
    expect(customer?.deletedAt).toBeNull();
    expect(await closureRowsOf(t.db, who.id)).toEqual([]);
  });
});

describe('who may read what closing would refund', () => {
  const get = (id: string, who?: SignedInCustomer) =>
    t.app.inject({
      method: 'GET',
      url: `/api/customers/${id}/closure`,
      headers: { origin: ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    });

  it('answers the customer only: another customer 403, a visitor 401, staff 401 (no customer)', async () => {
    const owner = await signedInCustomer(t.app);
    const other = await signedInCustomer(t.app);
    expect((await get(owner.id, owner)).statusCode).toBe(200);
    expect((await get(owner.id, other)).statusCode).toBe(403);
    expect((await get(owner.id)).statusCode).toBe(401);
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${owner.id}/closure`,
      headers: { origin: ORIGIN, cookie: admin.cookie },
    });
    expect(staff.statusCode).toBe(401);
  });
});

describe('no Interac provider on this server', () => {
  const bare = useTestApp({ gigadat: undefined });

  it('queues an Interac purchase for staff instead of sending it anywhere', async () => {
    const who = await signedInCustomer(bare.app);
    await grantMinutes(bare.db, who.id, 12);
    const [purchase] = await bare.db
      .insert(purchases)
      .values({
        customerId: who.id,
        bundleId: 'bundle-10',
        bundleName: 'Basic Package',
        minutes: 12,
        amountCents: 2874,
        taxCents: 374,
        taxLines: quebecTaxLines(2500, 374),
        provider: 'interac',
        orderId: `GD-${randomUUID()}`,
      })
      .returning();
    const res = await closureClient(bare).close(who);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await closureRowsOf(bare.db, who.id);
    expect(row).toMatchObject({
      purchaseId: purchase?.id,
      status: 'queued',
      queueReason: 'provider_not_configured',
      refundId: null,
    });
    const [queued] = await auditOf(bare.db, who.id, 'refund.closure_queued');
    expect(queued).toMatchObject({ actorRole: 'customer', reason: null });
  });
});
