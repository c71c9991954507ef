import { earningsLedger, payoutBatches, payoutItems, payoutRuns, staffAuditLog } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { type PayPeriod, payPeriodAt, previousPayPeriod } from '@app/shared/rules/earnings';
import type { PayoutLine } from '@app/shared/schemas/payouts';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInAdvisor, signedInStaff } from '../helpers/advisors.ts';
import { useTestApp } from '../helpers/build-test-app.ts';
import { staffApi } from '../helpers/staff.ts';
import {
  earnAt,
  earningsState,
  giveProfile,
  insidePeriod,
  owedInPeriod,
  queuedMessages,
  setPayoutOutcome,
} from './payout-fixtures.ts';

const t = useTestApp();

/** The n-th pay period before the current one: each test confirms its own, oldest last, so runs never meet. */
function periodsBack(n: number): PayPeriod {
  let period = payPeriodAt(new Date());
  for (let i = 0; i < n; i += 1) period = previousPayPeriod(period);
  return period;
}

async function admin() {
  return staffApi(t, await signedInStaff(t.app, t.db, 'admin'));
}

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('payout runs', () => {
  it("a run's preview equals its confirmation; a second confirm creates and sends nothing and answers the same", async () => {
    const period = periodsBack(1);
    const at = insidePeriod(period);
    await earnAt(t.db, 1001, 4_000, at); // due, by PayPal
    await earnAt(t.db, 1002, 3_100, at); // due, by Interac
    await earnAt(t.db, 1003, 1_000, at); // below the $25 minimum: carried over
    await earnAt(t.db, 1004, 5_000, at); // no profile: held
    await earnAt(t.db, 1005, 6_000, at); // profile changed: held
    await earnAt(t.db, 1001, 700, new Date()); // after the period's end: not this run's
    await giveProfile(t.db, 1001);
    await giveProfile(t.db, 1002, { method: 'interac', destination: 'advisor-1002@example.com' });
    await giveProfile(t.db, 1003);
    await giveProfile(t.db, 1005, { holdUntil: later(60 * 24) });
    const staff = await admin();

    const preview = await staff.get(`/api/staff/payouts/runs/${period.id}/preview`);
    expect(preview.statusCode).toBe(200);
    const mine = (lines: PayoutLine[]) =>
      lines.filter((line) => line.agentId >= 1001 && line.agentId <= 1005);
    expect(mine(preview.json().lines)).toEqual([
      { agentId: 1001, amountCents: 4_000, status: 'due', method: 'paypal' },
      { agentId: 1002, amountCents: 3_100, status: 'due', method: 'interac' },
      { agentId: 1003, amountCents: 1_000, status: 'below-minimum', method: 'paypal' },
      { agentId: 1004, amountCents: 5_000, status: 'held', reason: 'no-payout-profile' },
      { agentId: 1005, amountCents: 6_000, status: 'held', reason: 'profile-changed', method: 'paypal' },
    ]);

    const confirmed = await staff.post(`/api/staff/payouts/runs/${period.id}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    const run = confirmed.json();
    expect(run).toMatchObject({ confirmed: true, created: true, minimumCents: 2_500 });
    const asConfirmed = { due: 'sent', 'below-minimum': 'carried-over', held: 'held' } as const;
    expect(mine(run.lines).map(({ batchId, ...line }) => line)).toEqual(
      mine(preview.json().lines).map((line) => ({
        ...line,
        status: asConfirmed[line.status as keyof typeof asConfirmed],
      })),
    );
    const sent = mine(run.lines).filter((line) => line.status === 'sent');
    expect(sent.every((line) => typeof line.batchId === 'string')).toBe(true);

    // Debited once, in the run's transaction; the batches went to their providers.
    expect(await earningsState(t.db, 1001)).toEqual({ balance: 700, sum: 700 });
    expect(await earningsState(t.db, 1002)).toEqual({ balance: 0, sum: 0 });
    expect(await earningsState(t.db, 1003)).toEqual({ balance: 1_000, sum: 1_000 });
    const batches = await t.db.select().from(payoutBatches).where(eq(payoutBatches.runKey, period.id));
    expect(batches.map((batch) => [batch.method, batch.status]).sort()).toEqual([
      ['interac', 'sent'],
      ['paypal', 'sent'],
    ]);
    expect(
      await t.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'payouts.confirm_run')),
    ).toHaveLength(1);

    const again = await staff.post(`/api/staff/payouts/runs/${period.id}/confirm`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ confirmed: true, created: false });
    expect(again.json().lines).toEqual(run.lines);
    expect(await t.db.select().from(payoutBatches).where(eq(payoutBatches.runKey, period.id))).toHaveLength(
      2,
    );
    expect(await earningsState(t.db, 1001)).toEqual({ balance: 700, sum: 700 });
    // The preview of a confirmed period shows what was confirmed.
    expect((await staff.get(`/api/staff/payouts/runs/${period.id}/preview`)).json().lines).toEqual(run.lines);

    // The advisors were told, each once, that their payout was sent.
    const notices = await queuedMessages(t.db, 'payout-sent:');
    expect(notices.filter((n) => n.channel === 'sms')).toHaveLength(sent.length);
  });

  it('the emulator pays one item, fails another, returns a third; the reconciliation settles each once', async () => {
    const period = periodsBack(2);
    const advisor = await signedInAdvisor(t.app, t.db, 1006);
    for (const agentId of [1006, 1007, 1008, 1009]) {
      await owedInPeriod(
        t.db,
        agentId,
        3_000 + agentId,
        period,
        agentId === 1009 ? { method: 'interac' } : {},
      );
    }
    const staff = await admin();
    const run = (await staff.post(`/api/staff/payouts/runs/${period.id}/confirm`)).json();
    expect(run.created).toBe(true);
    const items = await t.db
      .select()
      .from(payoutItems)
      .where(inArray(payoutItems.agentId, [1006, 1007, 1008, 1009]));
    expect(items.map((item) => item.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    const itemOf = (agentId: number) => items.find((item) => item.agentId === agentId)!;
    await setPayoutOutcome(t.app, 'paypal', itemOf(1006).id, 'success');
    await setPayoutOutcome(t.app, 'paypal', itemOf(1007).id, 'failed');
    await setPayoutOutcome(t.app, 'paypal', itemOf(1008).id, 'returned');
    await setPayoutOutcome(t.app, 'interac', itemOf(1009).id, 'failed');

    // The sending claimed the batches for two minutes: a pass before then asks nothing.
    const early = await t.app.reconciliation.run(new Date());
    expect(early.payouts).toMatchObject({ paid: 0, returned: 0 });
    const pass = await t.app.reconciliation.run(later(3));
    expect(pass.payouts).toMatchObject({ paid: 1, returned: 3, errors: 0 });
    const settled = await t.db
      .select()
      .from(payoutItems)
      .where(
        inArray(
          payoutItems.id,
          items.map((i) => i.id),
        ),
      );
    const statusOf = (agentId: number) => settled.find((item) => item.agentId === agentId)?.status;
    expect([statusOf(1006), statusOf(1007), statusOf(1008), statusOf(1009)]).toEqual([
      'paid',
      'failed',
      'returned',
      'failed',
    ]);
    expect(await earningsState(t.db, 1006)).toEqual({ balance: 0, sum: 0 });
    for (const agentId of [1007, 1008, 1009])
      expect(await earningsState(t.db, agentId)).toEqual({ balance: 3_000 + agentId, sum: 3_000 + agentId });
    const batches = await t.db.select().from(payoutBatches).where(eq(payoutBatches.runKey, period.id));
    expect(batches.every((batch) => batch.status === 'done')).toBe(true);

    // Once: another pass (even with the provider changing its mind) credits nothing more.
    await setPayoutOutcome(t.app, 'paypal', itemOf(1007).id, 'returned');
    await t.app.reconciliation.run(later(10));
    expect(await earningsState(t.db, 1007)).toEqual({ balance: 4_007, sum: 4_007 });
    const returns = await t.db
      .select()
      .from(earningsLedger)
      .where(
        and(eq(earningsLedger.kind, 'payout_return'), inArray(earningsLedger.agentId, [1007, 1008, 1009])),
      );
    expect(returns).toHaveLength(3);

    // The advisor heard that it landed (e-mail to their login, text to their phone), staff that some came back.
    const landed = await queuedMessages(t.db, `payout-landed:${itemOf(1006).id}`);
    expect(landed.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(landed.find((m) => m.channel === 'email')?.to).toBe(advisor.email);
    expect(landed.find((m) => m.channel === 'email')?.subject).toContain('landed');
    expect(await queuedMessages(t.db, `payout-returned:${itemOf(1007).id}`)).toHaveLength(1);
    expect(await queuedMessages(t.db, 'payout-alert:')).toHaveLength(3);

    const list = (await staff.get('/api/staff/payouts/runs')).json();
    const listed = list.runs.find((r: { runKey: string }) => r.runKey === period.id);
    expect(
      listed.batches.flatMap((b: { items: { status: string }[] }) => b.items.map((i) => i.status)).sort(),
    ).toEqual(['failed', 'failed', 'paid', 'returned']);
  });

  it('an item unclaimed 30 days after it was sent is cancelled and credited back', async () => {
    const period = periodsBack(3);
    await owedInPeriod(t.db, 1010, 2_600, period);
    const staff = await admin();
    expect((await staff.post(`/api/staff/payouts/runs/${period.id}/confirm`)).statusCode).toBe(200);
    const [item] = await t.db.select().from(payoutItems).where(eq(payoutItems.agentId, 1010));
    await setPayoutOutcome(t.app, 'paypal', item!.id, 'unclaimed');
    await t.app.reconciliation.run(later(60 * 24 * 29));
    expect((await t.db.select().from(payoutItems).where(eq(payoutItems.id, item!.id)))[0]?.status).toBe(
      'sent',
    );
    await t.app.reconciliation.run(later(60 * 24 * 31));
    expect((await t.db.select().from(payoutItems).where(eq(payoutItems.id, item!.id)))[0]?.status).toBe(
      'unclaimed',
    );
    expect(await earningsState(t.db, 1010)).toEqual({ balance: 2_600, sum: 2_600 });
  });

  it('a batch left created by a crash after the commit is sent by the reconciliation, and sending again pays once', async () => {
    const period = periodsBack(4);
    await earnAt(t.db, 1013, 2_900, insidePeriod(period));
    await giveProfile(t.db, 1013);
    const staff = await admin();
    expect((await staff.post(`/api/staff/payouts/runs/${period.id}/confirm`)).statusCode).toBe(200);
    const [batch] = await t.db.select().from(payoutBatches).where(eq(payoutBatches.runKey, period.id));
    const providerBatchId = batch?.providerBatchId;
    expect(providerBatchId).toBeTruthy();
    // As if the process had died between the commit and the provider's answer.
    await t.db
      .update(payoutBatches)
      .set({ status: 'created', providerBatchId: null, sentAt: null, reconcileAfter: null })
      .where(eq(payoutBatches.id, batch!.id));
    await t.db
      .update(payoutItems)
      .set({ status: 'created', sentAt: null })
      .where(eq(payoutItems.batchId, batch!.id));
    // Not before a minute has passed (the confirming instance may still be sending it).
    expect((await t.app.reconciliation.run(new Date())).payouts?.sent).toBe(0);
    expect((await t.app.reconciliation.run(later(2))).payouts?.sent).toBe(1);
    const [resent] = await t.db.select().from(payoutBatches).where(eq(payoutBatches.id, batch!.id));
    // PayPal refused the repeated sender_batch_id and pointed at the first batch: one payout, not two.
    expect(resent).toMatchObject({ status: 'sent', providerBatchId });
    const page = await t.app.inject({ method: 'GET', url: '/dev/paypal/payouts' });
    expect(page.statusCode).toBe(200);
    const [item] = await t.db.select().from(payoutItems).where(eq(payoutItems.batchId, batch!.id));
    expect(page.body.split(item!.id).length - 1).toBeGreaterThan(0);
    expect(await earningsState(t.db, 1013)).toEqual({ balance: 0, sum: 0 });
  });

  it("a provider's refusal of an item fails it at once and credits it back", async () => {
    const period = periodsBack(5);
    await earnAt(t.db, 1014, 2_700, insidePeriod(period));
    await giveProfile(t.db, 1014, { method: 'interac', destination: 'not-a-number' });
    const staff = await admin();
    const run = (await staff.post(`/api/staff/payouts/runs/${period.id}/confirm`)).json();
    expect(run.lines.find((line: PayoutLine) => line.agentId === 1014)).toMatchObject({ status: 'sent' });
    const [item] = await t.db.select().from(payoutItems).where(eq(payoutItems.agentId, 1014));
    expect(item).toMatchObject({ status: 'failed' });
    expect(item?.failureReason).toContain('Gigadat payout answered 400');
    expect(await earningsState(t.db, 1014)).toEqual({ balance: 2_700, sum: 2_700 });
    const [batch] = await t.db.select().from(payoutBatches).where(eq(payoutBatches.runKey, period.id));
    expect(batch?.status).toBe('done');
    expect(await queuedMessages(t.db, `payout-alert:${item?.id}`)).toHaveLength(1);
  });

  it('a running period can be previewed, not confirmed; a bad period is 400 naming it', async () => {
    const staff = await admin();
    const current = payPeriodAt(new Date());
    expect((await staff.get(`/api/staff/payouts/runs/${current.id}/preview`)).statusCode).toBe(200);
    const early = await staff.post(`/api/staff/payouts/runs/${current.id}/confirm`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('PAY_PERIOD_NOT_OVER');
    const bad = await staff.get('/api/staff/payouts/runs/2026-13-1/preview');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'INVALID_PAY_PERIOD' });
    expect(bad.json().error.message).toContain('2026-13-1');
    expect(await t.db.select().from(payoutRuns).where(eq(payoutRuns.runKey, current.id))).toHaveLength(0);
  });

  it('the minimum is a setting: admin sets it (audited), support reads it but cannot set it or confirm', async () => {
    const staff = await admin();
    const support = staffApi(t, await signedInStaff(t.app, t.db, 'support'));
    expect((await support.get('/api/staff/payouts/settings')).json()).toEqual({ minimumCents: 2_500 });
    const adminLogin = await signedInStaff(t.app, t.db, 'admin');
    const supportLogin = await signedInStaff(t.app, t.db, 'support');
    const putAs = (cookie: string, cents: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/staff/payouts/settings',
        headers: { origin: 'http://localhost:3000', cookie },
        payload: { minimumCents: cents },
      });
    expect((await putAs(supportLogin.cookie, 5_000)).statusCode).toBe(403);
    expect((await putAs(adminLogin.cookie, 'lots')).statusCode).toBe(400);
    const set = await putAs(adminLogin.cookie, 5_000);
    expect(set.statusCode).toBe(200);
    expect((await staff.get('/api/staff/payouts/settings')).json()).toEqual({ minimumCents: 5_000 });
    expect(
      await t.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'payouts.set_minimum')),
    ).toHaveLength(1);
    const supportConfirm = await support.post(`/api/staff/payouts/runs/${periodsBack(10).id}/confirm`);
    expect(supportConfirm.statusCode).toBe(403);
    expect((await support.get(`/api/staff/payouts/runs/${periodsBack(10).id}/preview`)).statusCode).toBe(200);
    expect((await support.get('/api/staff/payouts/runs')).statusCode).toBe(200);
    const advisor = await signedInAdvisor(t.app, t.db, 1011);
    expect((await staffApi(t, advisor).get('/api/staff/payouts/runs')).statusCode).toBe(403);
    expect((await putAs(adminLogin.cookie, 2_500)).statusCode).toBe(200);
  });
});

describe('instant payout', () => {
  const instant = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/advisor/payouts/instant',
      headers: { origin: 'http://localhost:3000', cookie },
    });

  it('pays the whole balance once a Toronto day, only above the minimum, with a profile not on hold; free', async () => {
    const advisor = await signedInAdvisor(t.app, t.db, 1012);
    await earnAt(t.db, 1012, 1_000, new Date());
    const low = await instant(advisor.cookie);
    expect(low.statusCode).toBe(409);
    expect(low.json().error.code).toBe('PAYOUT_BELOW_MINIMUM');
    await earnAt(t.db, 1012, 2_000, new Date());
    expect((await instant(advisor.cookie)).json().error.code).toBe('PAYOUT_PROFILE_MISSING');
    await giveProfile(t.db, 1012, { method: 'interac', destination: '+15145550123', holdUntil: later(60) });
    expect((await instant(advisor.cookie)).json().error.code).toBe('PAYOUT_HELD');
    await giveProfile(t.db, 1012, { method: 'interac', destination: '+15145550123', holdUntil: null });

    const [first, second] = await Promise.all([instant(advisor.cookie), instant(advisor.cookie)]);
    const answers = [first!, second!].sort((a, b) => a.statusCode - b.statusCode);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 409]);
    expect(answers[0]!.json()).toMatchObject({ amountCents: 3_000, created: true });
    expect(answers[1]!.json().error.code).toBe('PAYOUT_ALREADY_TODAY');
    expect(await earningsState(t.db, 1012)).toEqual({ balance: 0, sum: 0 });
    const [item] = await t.db.select().from(payoutItems).where(eq(payoutItems.agentId, 1012));
    expect(item).toMatchObject({ amountCents: 3_000, status: 'sent', method: 'interac' });

    await earnAt(t.db, 1012, 5_000, new Date());
    expect((await instant(advisor.cookie)).json().error.code).toBe('PAYOUT_ALREADY_TODAY');
    expect(await earningsState(t.db, 1012)).toEqual({ balance: 5_000, sum: 5_000 });
  });

  it('is for advisors only: a visitor is 401, staff and customers 403', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/advisor/payouts/instant',
          headers: { origin: 'http://localhost:3000' },
        })
      ).statusCode,
    ).toBe(401);
    const staff = await signedInStaff(t.app, t.db, 'admin');
    expect((await instant(staff.cookie)).statusCode).toBe(403);
  });
});

describe('message catalogue', () => {
  it('says the same things in both languages', () => {
    expect(Object.keys(fr.payouts)).toEqual(Object.keys(en.payouts));
  });
});
