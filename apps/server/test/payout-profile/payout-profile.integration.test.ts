import { messageJobs, payoutProfileChanges } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { advisorPayoutProfileSchema } from '@app/shared/schemas/payout-profile';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../helpers/customers.ts';
import { auditRowsOf } from '../helpers/staff.ts';
import { BIRTH_DATE, errorOf, profileBody, SIN, usePayoutProfileApp } from './payout-profile-fixtures.ts';

describe("an advisor's payout profile", () => {
  const fixture = usePayoutProfileApp([1001, 1002, 1003, 1004, 1005]);
  const { t, admin, support, logins, expectNoSecretLeaked } = fixture;
  const { send, as, requestChange, confirm, codeSentTo } = fixture;
  const { forwardingNumber, storedProfile, changesOf } = fixture;

  it('shows an advisor with no payout details an empty profile', async () => {
    const res = await send('GET', '/api/advisor/payout-profile', as(1001));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json()).toEqual({ profile: null });
  });

  it('saves the profile only with the code texted to the forwarding number, holds payouts 48 h and says so', async () => {
    const phone = await forwardingNumber(1001);
    const change = await requestChange(1001);
    expect(change.sentTo).toBe(`•••-•••-${phone.slice(-4)}`);
    // Nothing is written before the code comes back, and the draft is sealed, never in clear.
    expect((await send('GET', '/api/advisor/payout-profile', as(1001))).json()).toEqual({ profile: null });
    const [pending] = await changesOf(1001);
    expect(pending?.sealedProfile.toString('latin1')).not.toContain(SIN);
    expect(pending?.sealedProfile.toString('latin1')).not.toContain('Rousseau');

    const before = Date.now();
    const res = await confirm(1001, change.changeId, await codeSentTo(1001));
    expect(res.statusCode, res.body).toBe(200);
    const { profile } = advisorPayoutProfileSchema.parse(res.json());
    expect(profile).toMatchObject({
      method: 'interac',
      destination: '+15145550199',
      legalName: 'Amélie Rousseau',
      addressLine2: null,
      postalCode: 'H2X 1Y4',
      province: 'QC',
      tinKind: 'sin',
      tinMasked: '•••-•••-544',
      hasBirthDate: true,
      gstHstNumber: null,
    });
    const holdMs = new Date(profile?.holdUntil ?? 0).getTime() - before;
    expect(holdMs).toBeGreaterThanOrEqual(48 * 3_600_000 - 1_000);
    expect(holdMs).toBeLessThanOrEqual(48 * 3_600_000 + 60_000);

    // At rest: the number and birth date sealed under the configured key, the last three digits for the mask.
    const row = await storedProfile(1001);
    expect(row).toMatchObject({ keyId: 'dev', tinLast3: '544' });
    expect(row?.tinCiphertext.toString('latin1')).not.toContain(SIN);
    expect(row?.birthDateCiphertext?.toString('latin1')).not.toContain(BIRTH_DATE);

    // The notices were queued with the change (the durable queue), by text and by e-mail.
    const notices = await t.db
      .select()
      .from(messageJobs)
      .where(like(messageJobs.key, `payout-profile-changed:${change.changeId}:%`));
    expect(notices.map((notice) => notice.channel).sort()).toEqual(['email', 'sms']);
    const outbox = await readOutbox(t.app);
    const text = outbox.find((entry) => entry.to === phone && entry.body.includes('were changed'));
    expect(text?.body).toMatch(/held until .+ at /);
    const email = outbox.find((entry) => entry.to === logins[1001]?.email);
    expect(email?.subject).toBe(en.payoutProfile.texts.changedSubject);
    expect(email?.body).toContain('held until');

    // A code is single use.
    const again = await confirm(1001, change.changeId, await codeSentTo(1001));
    expect(errorOf(again).code).toBe('PAYOUT_CHANGE_NOT_FOUND');
  });

  it('counts wrong codes: the fifth ends the change, and the right code then changes nothing', async () => {
    const change = await requestChange(1002);
    const code = await codeSentTo(1002);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const res = await confirm(1002, change.changeId, wrong);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual({
        code: 'PAYOUT_CODE_INVALID',
        message: en.payoutProfile.errors.codeInvalid,
      });
    }
    expect(errorOf(await confirm(1002, change.changeId, wrong)).code).toBe('PAYOUT_CODE_EXPIRED');
    const late = await confirm(1002, change.changeId, code);
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).code).toBe('PAYOUT_CODE_EXPIRED');
    expect(await storedProfile(1002)).toBeUndefined();
  });

  it('refuses a code after its 10 minutes, and a newer change ends the one before', async () => {
    const first = await requestChange(1003);
    const firstCode = await codeSentTo(1003);
    const second = await requestChange(1003, { city: 'Laval' });
    const secondCode = await codeSentTo(1003);
    expect(errorOf(await confirm(1003, first.changeId, firstCode)).code).toBe('PAYOUT_CODE_EXPIRED');
    // The superseded draft is emptied: a sealed copy is kept only while it may still be confirmed.
    const drafts = new Map((await changesOf(1003)).map((row) => [row.id, row.sealedProfile.length]));
    expect(drafts.get(first.changeId)).toBe(0);
    expect(drafts.get(second.changeId)).toBeGreaterThan(0);

    await t.db
      .update(payoutProfileChanges)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(payoutProfileChanges.id, second.changeId));
    const res = await confirm(1003, second.changeId, secondCode);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      code: 'PAYOUT_CODE_EXPIRED',
      message: en.payoutProfile.errors.codeExpired,
    });
    expect(await storedProfile(1003)).toBeUndefined();
  });

  it("never lets an advisor confirm another advisor's change", async () => {
    const change = await requestChange(1004);
    const res = await confirm(1005, change.changeId, await codeSentTo(1004));
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('PAYOUT_CHANGE_NOT_FOUND');
    expect(await storedProfile(1005)).toBeUndefined();
    expect(await storedProfile(1004)).toBeUndefined();
  });

  it('takes a business number without a birth date, keeping only its 9 digits, and PayPal by e-mail', async () => {
    const change = await requestChange(1004, {
      method: 'paypal',
      destination: ' Amelie@Example.COM ',
      tinKind: 'bn',
      tin: '123456782 RT 0001',
      birthDate: null,
      gstHstNumber: '123456782 rt 0001',
      qstNumber: '1234567890 TQ 0001',
    });
    const res = await confirm(1004, change.changeId, await codeSentTo(1004));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({
      method: 'paypal',
      destination: 'amelie@example.com',
      tinKind: 'bn',
      tinMasked: '•••-•••-782',
      hasBirthDate: false,
      gstHstNumber: '123456782RT0001',
      qstNumber: '1234567890TQ0001',
    });
  });

  describe('in the back office', () => {
    it('shows support and admin the profile masked, never the number or the birth date', async () => {
      for (const login of [support, admin]) {
        const res = await send('GET', '/api/staff/advisors/1001/payout-profile', login.cookie);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({
          agentId: 1001,
          profile: { tinMasked: '•••-•••-544', hasBirthDate: true, legalName: 'Amélie Rousseau' },
        });
      }
      const none = await send('GET', '/api/staff/advisors/1002/payout-profile', support.cookie);
      expect(none.json()).toEqual({ agentId: 1002, profile: null });
      expect((await send('GET', '/api/staff/advisors/999999/payout-profile', admin.cookie)).statusCode).toBe(
        404,
      );
    });

    it('gives staff no way to change a profile: the advisor routes refuse them', async () => {
      for (const login of [support, admin]) {
        const res = await send('POST', '/api/advisor/payout-profile/changes', login.cookie, profileBody());
        expect(res.statusCode).toBe(403);
        expect(errorOf(res).code).toBe('FORBIDDEN');
      }
      expect((await send('GET', '/api/advisor/payout-profile', support.cookie)).statusCode).toBe(403);
    });

    it('reveals the full number to an admin with a reason, and audits it without the number', async () => {
      const reveal = (cookie: string, payload: object, agentId = 1001) =>
        send('POST', `/api/staff/advisors/${agentId}/payout-profile/reveal`, cookie, payload);
      const refused = await reveal(support.cookie, { reason: 'tax slip' });
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).code).toBe('FORBIDDEN');
      expect((await reveal(admin.cookie, {})).statusCode).toBe(400);
      expect((await reveal(admin.cookie, { reason: '   ' })).statusCode).toBe(400);
      expect(errorOf(await reveal(admin.cookie, { reason: 'annual return' }, 1002)).code).toBe(
        'PAYOUT_PROFILE_NOT_FOUND',
      );
      expect(await auditRowsOf(t.db, 'advisor:1001')).toEqual([]);

      const res = await reveal(admin.cookie, { reason: 'T4A slip for the accountant' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ agentId: 1001, tinKind: 'sin', tin: SIN });
      const [audit, ...others] = await auditRowsOf(t.db, 'advisor:1001');
      expect(others).toEqual([]);
      expect(audit).toMatchObject({
        action: 'payouts.reveal_tin',
        actorEmail: admin.email,
        actorRole: 'admin',
        reason: 'T4A slip for the accountant',
      });
      expect(JSON.stringify(audit)).not.toContain(SIN);
    });
  });

  it('never puts the SIN or the birth date in an answer (but the reveal) or a log line', () => {
    expectNoSecretLeaked(20);
  });
});
