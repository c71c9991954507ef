import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { advisorSlug } from '@app/shared/rules/slug';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.ts';
import { payThroughPayPalEmulator, signedInCustomer, verifyPhoneFromNotice } from './support/customers.ts';
import { devApi } from './support/dev-api.ts';
import { REPO_ROOT, type RunningServer, startServer } from './support/server.ts';
import { widthShots } from './support/shots.ts';
import { signInAsAdvisor } from './support/staff.ts';
import { twilio } from './support/twilio.ts';

/**
 * The call-back line (issue 41), on a server that bridges calls in a conference with the demo's Twilio
 * emulator: customer A calls an advisor; customer B joins the advisor's line from the profile and sees
 * place 1; the advisor's console shows the line; A's call ends; B's phone rings, B answers and talks for
 * 3 minutes, billed 3.
 */
let browser: Browser;
let server: RunningServer;
const shoot = widthShots(join(REPO_ROOT, '.tmp', 'call-back-line'));
const OUR_NUMBER = '+18885548999';

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer({ CALL_BRIDGE: 'conference' });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const { json, post, emulatorLog, legOf } = devApi(() => server.baseURL);

/** A signed-in customer with a verified phone and a bundle bought through PayPal. */
async function buyer(width = 1440) {
  const opened = await newPage(browser, server.baseURL, { width, height: 900 });
  await signedInCustomer(opened.page, server.baseURL);
  const phone = await verifyPhoneFromNotice(opened.page, server.baseURL);
  await opened.page.goto('/purchase?bundle=bundle-10');
  await payThroughPayPalEmulator(opened.page);
  return { ...opened, phone: `+1${phone}` };
}

describe('the call-back line', () => {
  it('calls back the customer who joined a busy advisor’s line when the call ends, and bills the call', async () => {
    const { baseURL } = server;
    const feed = await json<{ agentId: number; agentName: string; signedIn: string; onACall: string }[]>(
      '/.netlify/functions/fetch-psychicstatus-json',
    );
    const advisor = feed.find((a) => a.signedIn === 'Y' && a.onACall === 'N');
    if (!advisor) throw new Error('no advisor available');

    // A calls the advisor, who answers.
    const a = await buyer();
    const first = `CA${randomUUID().replaceAll('-', '')}`;
    await twilio(baseURL, '/api/telephony/voice', { CallSid: first, From: a.phone, To: OUR_NUMBER });
    await twilio(baseURL, '/api/telephony/extension', {
      CallSid: first,
      Digits: String(advisor.agentId),
      To: OUR_NUMBER,
    });
    const legA = await legOf(first);
    await post(`/dev/twilio/calls/${legA.callSid}/status`, { status: 'in-progress' });

    // B joins the line from the advisor's profile and sees place 1.
    const b = await buyer();
    const profile = `/psychic/${advisorSlug(advisor.agentName, advisor.agentId)}`;
    await b.page.goto(profile);
    await b.page.getByTestId('call-back-join').first().click();
    const place = b.page.getByTestId('call-back-place').first();
    await place.waitFor();
    expect(await place.textContent()).toMatch(/number 1 in line/);
    await shoot(b.page, 'profile-place-en');
    await b.page.goto(`/fr${profile}`);
    await b.page.getByTestId('call-back-place').first().waitFor();
    await shoot(b.page, 'profile-place-fr');

    // The advisor's console (on a phone) shows the line: one customer, first name only.
    const desk = await newPage(browser, baseURL, { width: 360, height: 780 });
    await signInAsAdvisor(desk.page, advisor.agentId);
    await desk.page.getByTestId('call-back-waiting-count').waitFor();
    expect(await desk.page.getByTestId('call-back-waiting').locator('li').count()).toBe(1);
    await shoot(desk.page, 'console-line-en');
    await desk.page.goto('/fr/advisor');
    await desk.page.getByTestId('call-back-waiting-count').waitFor();
    await shoot(desk.page, 'console-line-fr');

    // A's call ends: B's phone rings (the emulator places the call back).
    await post('/dev/twilio/advance', { seconds: 240 });
    await post(`/dev/twilio/calls/${legA.callSid}/status`, { status: 'completed' });
    const ringing = (await emulatorLog()).find((e) => e.op === 'call.create' && e.to === b.phone);
    if (!ringing) throw new Error('B was not called back');
    await desk.page.reload();
    await desk.page.getByTestId('call-back-calling').waitFor();
    await shoot(desk.page, 'console-calling-fr');

    // B answers and talks three minutes: billed 3 of the 12 minutes bought.
    const answered = await post<{ twiml: string }>(`/dev/twilio/calls/${ringing.callSid}/answer`, {
      answeredBy: 'human',
    });
    expect(answered.twiml).toContain('calling you back');
    const legB = await legOf(ringing.callSid);
    await post(`/dev/twilio/calls/${legB.callSid}/status`, { status: 'in-progress' });
    await post('/dev/twilio/advance', { seconds: 180 });
    await post(`/dev/twilio/calls/${legB.callSid}/status`, { status: 'completed' });
    await b.page.goto('/dashboard');
    await b.page.getByTestId('credit-balance').getByText('9').waitFor();
    expect(await b.page.getByTestId('call-back-card').count()).toBe(0);

    for (const opened of [a, b, desk]) {
      expect(opened.errors, opened.errors.join('\n')).toEqual([]);
      await opened.context.close();
    }
  }, 180_000);
});
