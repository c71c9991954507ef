import { advisors } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { buyerWithALine, newCallSid, twilioWebhooks } from '../helpers/payments.ts';

const menu = en.calls.advisorMenu;
const AGENT = 1001;

/** The XML-escaped text a <Say> carries. */
const said = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&apos;');

describe("the advisor's phone menu (signed Twilio webhooks)", () => {
  let testApp: TestApp;
  let advisorPhone: string;
  let name: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const [row] = await testApp.database.db
      .select({ phone: advisors.phoneNumber, name: advisors.name })
      .from(advisors)
      .where(eq(advisors.agentId, AGENT));
    advisorPhone = row?.phone ?? '';
    name = row?.name ?? '';
    await testApp.database.db.update(advisors).set({ signedIn: false }).where(eq(advisors.agentId, AGENT));
  });
  afterAll(() => testApp.close());

  const feedSignedIn = async () => {
    const res = await testApp.app.inject({
      method: 'GET',
      url: '/.netlify/functions/fetch-psychicstatus-json',
    });
    return (res.json() as { agentId: number; signedIn: string }[]).find((row) => row.agentId === AGENT)
      ?.signedIn;
  };

  it('recognises the advisor before the customer menu: status, minutes today, 1 or 2', async () => {
    const phone = twilioWebhooks(testApp.app);
    const res = await phone.post('/api/telephony/voice', { CallSid: newCallSid(), From: advisorPhone });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      said(`Hello ${name}. You are offline. Today you have taken 0 calls for 0 billed minutes.`),
    );
    expect(res.body).toMatch(/<Gather [^>]*action="\/api\/telephony\/advisor-menu"[^>]*numDigits="1"/);
    expect(res.body).toContain(menu.choose);
    expect(res.body).not.toContain('extension');
  });

  it('1 takes calls and 2 goes offline, through the status service: the feed shows it at once', async () => {
    const phone = twilioWebhooks(testApp.app);
    const on = await phone.post('/api/telephony/advisor-menu', {
      CallSid: newCallSid(),
      From: advisorPhone,
      Digits: '1',
    });
    expect(on.body).toContain(menu.nowTakingCalls);
    expect(await feedSignedIn()).toBe('Y');
    const off = await phone.post('/api/telephony/advisor-menu', {
      CallSid: newCallSid(),
      From: advisorPhone,
      Digits: '2',
    });
    expect(off.body).toContain(menu.nowOffline);
    expect(await feedSignedIn()).toBe('N');
  });

  it("a platform event stamped ahead of our clock does not keep the advisor's keypad from switching", async () => {
    await testApp.database.db
      .update(advisors)
      .set({ statusEventAt: new Date(Date.now() + 4 * 60_000) })
      .where(eq(advisors.agentId, AGENT));
    const phone = twilioWebhooks(testApp.app);
    const press = (Digits: string) =>
      phone.post('/api/telephony/advisor-menu', { CallSid: newCallSid(), From: advisorPhone, Digits });
    expect((await press('1')).body).toContain(menu.nowTakingCalls);
    expect(await feedSignedIn()).toBe('Y');
    expect((await press('2')).body).toContain(menu.nowOffline);
    expect(await feedSignedIn()).toBe('N');
  });

  it('repeats the menu on another key and changes nothing', async () => {
    const phone = twilioWebhooks(testApp.app);
    const res = await phone.post('/api/telephony/advisor-menu', {
      CallSid: newCallSid(),
      From: advisorPhone,
      Digits: '7',
    });
    expect(res.body).toContain(menu.notAnOption);
    expect(res.body).toContain(menu.choose);
    expect(await feedSignedIn()).toBe('N');
  });

  it('counts the day: a billed call shows in the minutes the advisor hears', async () => {
    await testApp.database.db.update(advisors).set({ signedIn: true }).where(eq(advisors.agentId, AGENT));
    const { from } = await buyerWithALine(testApp.app, testApp.database.db);
    const phone = twilioWebhooks(testApp.app);
    const callSid = newCallSid();
    await phone.dial(from, callSid, AGENT);
    await phone.dialComplete(callSid, 125);
    const res = await phone.post('/api/telephony/voice', { CallSid: newCallSid(), From: advisorPhone });
    // One call, in the singular.
    expect(res.body).toContain(
      said(`Hello ${name}. You are taking calls. Today you have taken 1 call for 3 billed minutes.`),
    );
  });

  it('refuses a menu choice from a number that is no advisor, and an unsigned one', async () => {
    const phone = twilioWebhooks(testApp.app);
    const stranger = await phone.post('/api/telephony/advisor-menu', {
      CallSid: newCallSid(),
      From: '+15145550199',
      Digits: '1',
    });
    expect(stranger.body).toContain(en.calls.voice.sessionLost);
    const unsigned = await testApp.app.inject({
      method: 'POST',
      url: '/api/telephony/advisor-menu',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ CallSid: newCallSid(), From: advisorPhone, Digits: '1' }).toString(),
    });
    expect([401, 403]).toContain(unsigned.statusCode);
    expect(await feedSignedIn()).toBe('Y');
  });
});
