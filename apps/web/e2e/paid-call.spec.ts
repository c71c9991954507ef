import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND } from '@app/shared/brand';
import { advisorConsole } from '@app/shared/messages/advisor-console';
import { en } from '@app/shared/messages/en';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.ts';
import { payThroughPayPalEmulator, signedInCustomer, verifyPhoneFromNotice } from './support/customers.ts';
import { devApi } from './support/dev-api.ts';
import { linkIn } from './support/outbox.ts';
import { REPO_ROOT, type RunningServer, startServer } from './support/server.ts';
import { ADMIN, signInAsAdvisor } from './support/staff.ts';
import { twilio } from './support/twilio.ts';

/**
 * The paid call's journey, on a server that bridges calls in a conference (CALL_BRIDGE=conference) with the
 * demo's Twilio emulator: a customer with 2 minutes calls, hears the warning a minute before the cap, is
 * cut at the cap with a goodbye, buys minutes from the texted link, calls back within the 2 minutes of
 * the hold and reaches the same advisor directly.
 */
let browser: Browser;
let server: RunningServer;
const SHOTS = join(REPO_ROOT, '.tmp', 'paid-call');
const OUR_NUMBER = '+18885548999';

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  server = await startServer({ CALL_BRIDGE: 'conference' });
}, 120_000);
const { json, post, emulatorLog, legOf } = devApi(() => server.baseURL);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Two minutes on the customer's balance, given by the admin through the back office's API. */
async function giveTwoMinutes(page: Page): Promise<void> {
  const session = await page.evaluate(async () => (await fetch('/api/auth/get-session')).json());
  const signIn = await fetch(`${server.baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseURL },
    body: JSON.stringify(ADMIN),
  });
  const cookie = (signIn.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  const adjusted = await fetch(`${server.baseURL}/api/staff/customers/${session.user.id}/adjustments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseURL, cookie },
    body: JSON.stringify({
      delta: 2,
      reason: 'goodwill',
      note: 'e2e: a two-minute call',
      requestId: randomUUID(),
    }),
  });
  expect(adjusted.status).toBe(200);
}

describe('the paid call', () => {
  it('warns a minute before the cap, says goodbye at it, and a call back after buying reaches the same advisor', async () => {
    const { baseURL } = server;
    const { page, errors, context } = await newPage(browser, baseURL);
    await signedInCustomer(page, baseURL);
    const phone = await verifyPhoneFromNotice(page, baseURL);
    const from = `+1${phone}`;
    await giveTwoMinutes(page);

    // Receipts by text, chosen on /profile (looked at on a phone and a laptop).
    await page.goto('/profile');
    const receipts = page.getByRole('group', { name: en.profile.callReceipts });
    await receipts.getByLabel(en.profile.callReceiptOptions.sms).check();
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await receipts.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, `profile-receipts-${width}.png`), fullPage: true });
    }
    await page.getByRole('button', { name: en.profile.save }).click();
    await page.getByText(en.profile.saved).waitFor();

    // The call: the caller waits in a conference while the emulator rings the advisor.
    const feed = await json<{ agentId: number; signedIn: string; onACall: string }[]>(
      '/.netlify/functions/fetch-psychicstatus-json',
    );
    const advisor = feed.find((a) => a.signedIn === 'Y' && a.onACall === 'N');
    if (!advisor) throw new Error('no advisor available');
    const callSid = `CA${randomUUID().replaceAll('-', '')}`;
    expect(
      await twilio(baseURL, '/api/telephony/voice', { CallSid: callSid, From: from, To: OUR_NUMBER }),
    ).toContain('2 minutes available');
    const dialed = await twilio(baseURL, '/api/telephony/extension', {
      CallSid: callSid,
      Digits: String(advisor.agentId),
      To: OUR_NUMBER,
    });
    expect(dialed).toContain(`>call-${callSid}</Conference>`);
    const leg = await legOf(callSid);
    await post(`/dev/twilio/calls/${leg.callSid}/status`, { status: 'in-progress' });

    // One minute before the cap: the caller hears the warning, the advisor a tone.
    await post('/api/dev/call-timers', { callSid, moment: 'warning' });
    const warned = (await emulatorLog()).filter((entry) => entry.op === 'participant.announce');
    expect(warned.find((entry) => entry.callSid === callSid)?.twiml).toContain(
      `>${en.calls.voice.oneMinuteLeft}</Say>`,
    );
    expect(warned.find((entry) => entry.callSid === leg.callSid)?.twiml).toContain('<Play digits="9"/>');

    // At the cap: the goodbye, then the call ends; 2 minutes billed, the advisor held for this customer.
    await post('/dev/twilio/advance', { seconds: 120 });
    await post('/api/dev/call-timers', { callSid, moment: 'cap' });
    const goodbye = (await emulatorLog()).find(
      (entry) => entry.op === 'call.redirect' && entry.callSid === callSid,
    );
    expect(goodbye?.twiml).toContain(
      `${en.calls.voice.timeUp.replace('{{product}}', BRAND.productName)}</Say><Hangup/>`,
    );
    await twilio(baseURL, '/api/telephony/dial-complete', {
      CallSid: callSid,
      DialCallStatus: 'completed',
      DialCallDuration: '150',
    });
    const held = await json<{ agentId: number; onACall: string }[]>(
      '/.netlify/functions/fetch-psychicstatus-json',
    );
    expect(held.find((a) => a.agentId === advisor.agentId)?.onACall).toBe('Y');
    // Two texts (the hold and the receipt, as chosen), sent by the message queue a moment later.
    const textsTo = async (words: string) => {
      for (let tries = 0; tries < 50; tries++) {
        const outbox = await json<{ to: string; channel: string; body: string }[]>('/api/dev/outbox');
        const found = outbox.find((m) => m.to === from && m.channel === 'sms' && m.body.includes(words));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`no text to ${from} saying "${words}"`);
    };
    const hold = await textsTo('is held for you until');
    await textsTo('Minutes billed: 2. Balance left: 0 minutes.');

    // The held advisor's console says why they are still busy (a phone first, then a laptop).
    const advisorSide = await newPage(browser, baseURL, { width: 360, height: 780 });
    await signInAsAdvisor(advisorSide.page, advisor.agentId);
    await advisorSide.page.getByText(advisorConsole.status.held).waitFor();
    for (const width of [360, 1440]) {
      await advisorSide.page.setViewportSize({ width, height: 900 });
      await advisorSide.page.screenshot({ path: join(SHOTS, `console-held-${width}.png`), fullPage: true });
    }
    expect(advisorSide.errors, advisorSide.errors.join('\n')).toEqual([]);
    await advisorSide.context.close();

    // The texted link: buy minutes through PayPal.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(linkIn(hold.body, '/purchase'));
    await page.getByRole('button', { name: en.purchase.select }).first().click();
    await payThroughPayPalEmulator(page);

    // Called back within the 2 minutes: straight to the same advisor, no extension asked.
    const again = `CA${randomUUID().replaceAll('-', '')}`;
    const back = await twilio(baseURL, '/api/telephony/voice', {
      CallSid: again,
      From: from,
      To: OUR_NUMBER,
    });
    expect(back).toContain('Welcome back');
    expect(back).toContain(`>call-${again}</Conference>`);
    expect(back).not.toContain('<Gather');
    expect((await legOf(again)).to).toBe(leg.to);

    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 120_000);
});
