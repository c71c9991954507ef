import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
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
 * Keeping the call going (issue 40), on a server that bridges calls in a conference with the demo's
 * Twilio and PayPal emulators: a customer buys minutes, saves PayPal from the offer after the purchase,
 * calls; at the warning they hear the offer, press star (the advisor's console says they are adding
 * minutes, on a phone, in English and in French) and 1, and the call goes on with 12 more minutes.
 */
let browser: Browser;
let server: RunningServer;
const shoot = widthShots(join(REPO_ROOT, '.tmp', 'top-up-call'));
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

describe('a call kept going by a top-up', () => {
  it('offers the top-up at the warning, holds the advisor while the caller pays, and goes on with the minutes added', async () => {
    const { baseURL } = server;
    const { page, errors, context } = await newPage(browser, baseURL);
    await signedInCustomer(page, baseURL);
    const phone = await verifyPhoneFromNotice(page, baseURL);
    const from = `+1${phone}`;

    // A purchase, then the offer to save PayPal for top-ups (never during the checkout itself).
    await page.goto('/purchase');
    await page.getByRole('button', { name: en.purchase.select }).first().click();
    await payThroughPayPalEmulator(page);
    const offer = page.getByTestId('saved-paypal-offer');
    await offer.getByRole('button', { name: en.savedPaypal.afterPurchase.action }).click();
    await page.waitForURL(/\/dev\/paypal\/vault\/approve\//);
    await page.getByRole('button', { name: 'Agree and save' }).click();
    await page.getByTestId('saved-paypal-email').waitFor();

    const feed = await json<{ agentId: number; signedIn: string; onACall: string }[]>(
      '/.netlify/functions/fetch-psychicstatus-json',
    );
    const advisor = feed.find((a) => a.signedIn === 'Y' && a.onACall === 'N');
    if (!advisor) throw new Error('no advisor available');
    const callSid = `CA${randomUUID().replaceAll('-', '')}`;
    await twilio(baseURL, '/api/telephony/voice', { CallSid: callSid, From: from, To: OUR_NUMBER });
    const dialed = await twilio(baseURL, '/api/telephony/extension', {
      CallSid: callSid,
      Digits: String(advisor.agentId),
      To: OUR_NUMBER,
    });
    expect(dialed).toContain('hangupOnStar="true"');
    const leg = await legOf(callSid);
    await post(`/dev/twilio/calls/${leg.callSid}/status`, { status: 'in-progress' });

    await post('/api/dev/call-timers', { callSid, moment: 'warning' });
    const warning = (await emulatorLog()).find(
      (e) => e.op === 'participant.announce' && e.callSid === callSid,
    );
    expect(warning?.twiml).toContain('press star, then 1.');

    // Star: the caller hears the menu, the advisor waits on hold and their console says why.
    const menu = await twilio(baseURL, '/api/telephony/dial-complete', {
      CallSid: callSid,
      DialCallStatus: 'completed',
      DialCallDuration: '0',
      CallStatus: 'in-progress',
    });
    expect(menu).toContain('/api/telephony/top-up?round=0');
    const advisorSide = await newPage(browser, baseURL, { width: 360, height: 780 });
    await signInAsAdvisor(advisorSide.page, advisor.agentId);
    await advisorSide.page.getByText(en.advisorConsole.status.toppingUp).waitFor();
    await shoot(advisorSide.page, 'console-topping-up-en');
    await advisorSide.page.goto('/fr/advisor');
    await advisorSide.page.getByText(fr.advisorConsole.status.toppingUp).waitFor();
    await shoot(advisorSide.page, 'console-topping-up-fr');

    // 1: charged through the saved account, and back in the call with the minutes added.
    const back = await twilio(baseURL, '/api/telephony/top-up?round=0', { CallSid: callSid, Digits: '1' });
    expect(back).toContain('more minutes.');
    expect(back).toContain(`>call-${callSid}</Conference>`);
    await advisorSide.page.reload();
    await advisorSide.page.getByText(fr.advisorConsole.status.onACall).waitFor();
    expect(await advisorSide.page.getByText(fr.advisorConsole.status.toppingUp).count()).toBe(0);

    await post('/dev/twilio/advance', { seconds: 90 });
    await post(`/dev/twilio/calls/${leg.callSid}/status`, { status: 'completed' });
    await page.goto('/dashboard');
    await page.getByTestId('credit-balance').waitFor();
    expect(advisorSide.errors, advisorSide.errors.join('\n')).toEqual([]);
    expect(errors, errors.join('\n')).toEqual([]);
    await advisorSide.context.close();
    await context.close();
  }, 180_000);
});
