import { advisors, creditUsage, savedPaypalAccounts } from '@app/db/schema';
import { BRAND } from '@app/shared/brand';
import { en } from '@app/shared/messages/en';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { runCli } from '../helpers/cli.ts';
import { ORIGIN, signedInCustomer } from '../helpers/customers.ts';
import { giveVerifiedLine } from '../helpers/payments.ts';
import { grantMinutes, insertCustomer } from '../helpers/staff.ts';
import { saveAccount } from '../helpers/top-ups.ts';

/** npm run call:simulate, with only the environment a developer would have set for their server. */
function simulate(env: Record<string, string>, args: string[]) {
  return runCli('apps/server/src/modules/calls/simulate-cli.ts', args, { env, timeout: 30_000 });
}

/**
 * What points the script at a test server on `port`: the test server signs for PUBLIC_URL
 * http://localhost:3000 while it listens there.
 */
const serverAt = (port: number) => ({ PORT: String(port), PUBLIC_URL: 'http://localhost:3000' });

async function listenOnFreePort(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

describe('npm run call:simulate', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp();
    port = await listenOnFreePort(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds a server started on another PORT, as the server reads it', async () => {
    const result = await simulate(serverAt(port), ['--from', '5145550000', '--ext', '1001']);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('← 200');
    expect(result.code).toBe(0);
  }, 40_000);

  it("plays an advisor's menu with --advisor: 1 takes calls", async () => {
    const result = await simulate(serverAt(port), ['--advisor', '--from', '+15145550102', '--press', '1']);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('/api/telephony/advisor-menu');
    expect(result.stdout).toContain('You are now taking calls.');
    expect(result.code).toBe(0);
    const customerLine = await simulate(serverAt(port), ['--advisor', '--from', '+15145550199']);
    expect(customerLine.code).toBe(1);
    expect(customerLine.stderr).toContain("is not an advisor's forwarding number");
  }, 60_000);

  it('plays a call from another phone with the account’s number and PIN', async () => {
    const c = await signedInCustomer(t.app);
    await grantMinutes(t.database.db, c.id, 4);
    const account = (await giveVerifiedLine(t.database.db, c.id)).slice(-10);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/me/phone-pin',
      headers: { origin: ORIGIN, cookie: c.cookie },
      payload: { pin: '2580' },
    });
    expect(set.statusCode).toBe(200);
    const env = serverAt(port);
    const stranger = ['--from', '+14385550000', '--account', account, '--ext', '1001'];
    const result = await simulate(env, [...stranger, '--pin', '2580']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('/api/telephony/pin-phone');
    expect(result.stdout).toContain('You have 4 minutes available.');
    expect(result.stdout).toContain('/api/telephony/dial-complete');
    const wrong = await simulate(env, [...stranger, '--pin', '1357']);
    expect(wrong.code).toBe(0);
    expect(wrong.stdout).toContain(en.calls.voice.pinMismatch);
    expect(wrong.stdout).not.toContain('/api/telephony/extension');
    const half = await simulate(env, ['--from', '+14385550000', '--pin', '2580', '--ext', '1001']);
    expect(half.code).toBe(2);
    expect(half.stderr).toContain('--account and --pin go together');
  }, 90_000);

  it("plays a French customer's call in French to its end, following each step's URL with its ?lang=fr", async () => {
    const customerId = await insertCustomer(t.database.db, { name: 'Élise Caron', language: 'fr' });
    await grantMinutes(t.database.db, customerId, 6);
    const from = await giveVerifiedLine(t.database.db, customerId);
    await t.database.db
      .update(advisors)
      .set({ signedIn: true, onACall: false })
      .where(eq(advisors.agentId, 1003));
    const env = serverAt(port);
    const result = await simulate(env, ['--from', from, '--ext', '1003', '--seconds', '90']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('→ POST /api/telephony/extension?lang=fr ');
    expect(result.stdout).toContain('→ POST /api/telephony/dial-complete?lang=fr ');
    // The goodbye after the call: French words in the French voice, not the English thanks.
    const afterCall = result.stdout.slice(result.stdout.indexOf('/api/telephony/dial-complete'));
    expect(afterCall).toContain('language="fr-CA"');
    expect(afterCall).not.toContain('language="en-US"');
  }, 60_000);

  it('says what to do when nothing answers', async () => {
    const result = await simulate({ PORT: '1' }, ['--from', '5145550000', '--ext', '1001']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Nothing answers at http://localhost:1');
    expect(result.stderr).toContain('npm start');
  }, 40_000);
});

describe('npm run call:simulate on a call bridged in a conference', () => {
  let t: TestApp;
  let port: number;
  let from: string;
  let customerId: string;
  beforeAll(async () => {
    t = await buildTestApp({ callBridge: 'conference' });
    port = await listenOnFreePort(t);
    customerId = await insertCustomer(t.database.db, { name: 'Chloé Bouchard' });
    from = await giveVerifiedLine(t.database.db, customerId);
    await t.database.db.update(advisors).set({ signedIn: true, onACall: false });
  });
  afterAll(async () => {
    await t?.close();
  });
  const env = () => serverAt(port);

  it('plays a call to its cap: the warning, the goodbye, the text; a call back reaches the same advisor', async () => {
    await grantMinutes(t.database.db, customerId, 2);
    const capped = await simulate(env(), ['--from', from, '--ext', '1002', '--until-cap']);
    expect(capped.stderr).toBe('');
    expect(capped.code).toBe(0);
    expect(capped.stdout).toContain('the advisor answers');
    expect(capped.stdout).toContain(`⇢ Twilio participant.announce`);
    expect(capped.stdout).toContain(en.calls.voice.oneMinuteLeft);
    expect(capped.stdout).toContain('⇢ Twilio call.redirect');
    expect(capped.stdout).toContain('Your minutes have run out.');
    expect(capped.stdout).toMatch(/✉ SMS to \+1\d{10}: .+ is held for you until/);

    await grantMinutes(t.database.db, customerId, 5);
    const back = await simulate(env(), ['--from', from, '--ext', '1002', '--seconds', '61']);
    expect(back.code).toBe(0);
    expect(back.stdout).toContain('Welcome back Chloé Bouchard. You have 5 minutes available.');
    expect(back.stdout).not.toContain('/api/telephony/extension');
    expect(back.stdout).toContain('/api/telephony/dial-complete');
    expect(back.stdout).toContain(en.calls.voice.thanks.replace('{{product}}', BRAND.productName));
  }, 90_000);

  it('plays a top-up by star then 1 with --top-up, and the automatic one with --auto-top-up', async () => {
    const db = t.database.db;
    const saver = await insertCustomer(db, { name: 'Inès Roy' });
    const saverLine = await giveVerifiedLine(db, saver);
    await grantMinutes(db, saver, 3);
    await saveAccount(t.app, db, saver);
    const keyed = await simulate(env(), [
      '--from',
      saverLine,
      '--ext',
      '1004',
      '--top-up',
      '--seconds',
      '30',
    ]);
    expect(keyed.stderr).toBe('');
    expect(keyed.code).toBe(0);
    expect(keyed.stdout).toContain('To add 12 minutes for $28.74, press star, then 1.');
    expect(keyed.stdout).toContain('→ POST /api/telephony/top-up?round=0 ');
    expect(keyed.stdout).toContain('You have 12 more minutes.');
    expect(keyed.stdout).toContain('⇢ Twilio participant.unhold');

    await db
      .update(savedPaypalAccounts)
      .set({ autoTopUp: true })
      .where(eq(savedPaypalAccounts.customerId, saver));
    const auto = await simulate(env(), [
      '--from',
      saverLine,
      '--ext',
      '1005',
      '--auto-top-up',
      '--seconds',
      '30',
    ]);
    expect(auto.stderr).toBe('');
    expect(auto.code).toBe(0);
    expect(auto.stdout).toMatch(
      /⇢ Twilio call\.redirect CA\w+ http:\/\/localhost:3000\/api\/telephony\/rejoin\?added=12/,
    );
    expect(auto.stdout).toContain('You have 12 more minutes.');
    expect(auto.stdout).not.toContain(en.calls.voice.oneMinuteLeft);

    const none = await simulate(env(), ['--from', from, '--ext', '1006', '--top-up']);
    expect(none.code).toBe(0);
    expect(none.stdout).toContain('No top-up on offer');
  }, 120_000);

  it('plays the call-back line with --call-back: a second caller joins, is called back and talks', async () => {
    const db = t.database.db;
    await grantMinutes(db, customerId, 5);
    const second = await insertCustomer(db, { name: 'Rosalie Gagnon' });
    const secondLine = await giveVerifiedLine(db, second);
    await grantMinutes(db, second, 10);
    const played = await simulate(env(), [
      '--from',
      from,
      '--ext',
      '1007',
      '--call-back',
      '--line-from',
      secondLine,
      '--seconds',
      '120',
    ]);
    expect(played.stderr).toBe('');
    expect(played.code).toBe(0);
    expect(played.stdout).toContain('You are number 1 in line for');
    expect(played.stdout).toContain('⇢ Twilio call.create');
    expect(played.stdout).toContain('Hello Rosalie Gagnon, this is Lumière Psychics calling you back');
    expect(played.stdout).toMatch(/→ POST \/api\/telephony\/dial-complete/);
    const [usage] = await db.select().from(creditUsage).where(eq(creditUsage.customerId, second));
    expect(usage?.minutesUsed).toBe(2);
  }, 120_000);

  it('an advisor who does not answer: the caller is told they were not charged', async () => {
    await grantMinutes(t.database.db, customerId, 3);
    const result = await simulate(env(), ['--from', from, '--ext', '1003', '--status', 'no-answer']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('⇢ Twilio call.redirect');
    expect(result.stdout).toContain('you were not charged');
  }, 60_000);
});
