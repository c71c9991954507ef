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
import { PHONE, widthShots } from './support/shots.ts';
import { signInAsAdvisor } from './support/staff.ts';
import { twilio } from './support/twilio.ts';

/**
 * The real sky and a chart of one's own (issue 42): the horoscope modal's facts; a customer adds a birth
 * date, then a birth time and place, and sees their Ascendant and the wheel; they share the chart, call an
 * advisor (the demo's Twilio emulator), and the advisor's console shows it during the call.
 */
let browser: Browser;
let server: RunningServer;
const shoot = widthShots(join(REPO_ROOT, '.tmp', 'my-chart'));
const OUR_NUMBER = '+18885548999';

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer({ CALL_BRIDGE: 'conference' });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const { json, post, legOf } = devApi(() => server.baseURL);

describe("the day's sky in the horoscope modal", () => {
  it("shows the Moon's sign and phase beside the reading, in both languages", async () => {
    const { page, context, errors } = await newPage(browser, server.baseURL, PHONE);
    await page.goto('/horoscope');
    await page.getByRole('button', { name: /Cancer/ }).click();
    const sky = page.getByRole('dialog').getByTestId('horoscope-sky');
    await sky.waitFor();
    expect(await sky.textContent()).toMatch(
      /Moon (in|enters) (Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces)/,
    );
    expect(await sky.textContent()).toMatch(/% lit/);
    await shoot(page, 'modal-en');
    await page.goto('/fr/horoscope');
    await page.getByRole('button', { name: /Cancer/ }).click();
    await page
      .getByRole('dialog')
      .getByTestId('horoscope-sky')
      .getByText(/^(La Lune entre en|Lune en) /)
      .waitFor();
    await shoot(page, 'modal-fr');
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('a chart of one’s own', () => {
  it('from a birth date, then a birth time and place; shared with advisors and seen in the console during a call', async () => {
    const { baseURL } = server;
    const me = await newPage(browser, baseURL, { width: 1440, height: 900 });
    const { page } = me;
    await signedInCustomer(page, baseURL);
    const phone = `+1${await verifyPhoneFromNotice(page, baseURL)}`;

    // Without a birth date: the dashboard says how to get a chart.
    await page.goto('/dashboard');
    await page.getByTestId('my-sky-card').getByText(en.myChart.noBirthDate).waitFor();

    // The birth date on the profile: the dashboard shows today's sky for that chart.
    await page.goto('/profile');
    await page.getByLabel(en.profile.birthDate).fill('1990-05-14');
    await page.getByRole('button', { name: en.profile.save }).click();
    await page.getByText(en.profile.saved).waitFor();
    await page.goto('/dashboard');
    const card = page.getByTestId('my-sky-card');
    await card.getByText('Sun in Taurus').waitFor();
    await card.getByText(/^Your Sun is in Taurus/).waitFor();
    await shoot(page, 'dashboard-en');

    // /horoscope: the chart from the date alone (no Ascendant), then the birth time and place.
    await page.goto('/horoscope');
    const section = page.locator('#my-chart');
    await section.getByTestId('chart-headline').getByText('Sun in Taurus').waitFor();
    expect(await section.getByText(/^Ascendant in /).count()).toBe(0);
    await section.getByRole('button', { name: en.myChart.birthDetails.add }).click();
    await section.getByLabel(en.myChart.birthDetails.time, { exact: true }).fill('08:30');
    await section.getByRole('combobox', { name: en.myChart.birthDetails.place }).fill('montre');
    await section.getByRole('option', { name: /^Montréal, Québec, Canada/ }).click();
    await section.getByRole('button', { name: en.myChart.birthDetails.save, exact: true }).click();
    await section.getByTestId('chart-headline').getByText('Ascendant in Cancer').waitFor();
    const wheel = section.getByRole('img', { name: /chart/i });
    await wheel.waitFor();
    expect(await wheel.evaluate((node) => node.tagName.toLowerCase())).toBe('svg');
    expect(await section.getByTestId('birth-details').textContent()).not.toMatch(/08:30|Montr/);
    await section.getByRole('button', { name: en.myChart.birthDetails.show }).click();
    await section
      .getByTestId('birth-details')
      .getByText(/Born at 08:30 in Montréal/)
      .waitFor();
    await section.getByRole('button', { name: en.myChart.birthDetails.hide }).click();

    // Shared with every advisor.
    await section.getByRole('checkbox', { name: en.myChart.sharing.all }).check();
    await section.getByRole('button', { name: en.myChart.sharing.save }).click();
    await page.getByText(en.myChart.sharing.saved).waitFor();
    await shoot(page, 'horoscope-en');
    await page.goto('/fr/horoscope');
    await page.locator('#my-chart').getByText('Ascendant Cancer').waitFor();
    await shoot(page, 'horoscope-fr');
    await page.goto('/fr/dashboard');
    await page
      .getByTestId('my-sky-card')
      .getByText(/^Votre Soleil est en Taureau/)
      .waitFor();
    await shoot(page, 'dashboard-fr');

    // A call to an advisor, who answers: their console (on a phone) shows the chart, never the birth place.
    await page.goto('/purchase?bundle=bundle-10');
    await payThroughPayPalEmulator(page);
    const feed = await json<{ agentId: number; signedIn: string; onACall: string }[]>(
      '/.netlify/functions/fetch-psychicstatus-json',
    );
    const advisor = feed.find((a) => a.signedIn === 'Y' && a.onACall === 'N');
    if (!advisor) throw new Error('no advisor available');
    const callSid = `CA${randomUUID().replaceAll('-', '')}`;
    await twilio(baseURL, '/api/telephony/voice', { CallSid: callSid, From: phone, To: OUR_NUMBER });
    await twilio(baseURL, '/api/telephony/extension', {
      CallSid: callSid,
      Digits: String(advisor.agentId),
      To: OUR_NUMBER,
    });
    const leg = await legOf(callSid);
    await post(`/dev/twilio/calls/${leg.callSid}/status`, { status: 'in-progress' });

    const desk = await newPage(browser, baseURL, PHONE);
    await signInAsAdvisor(desk.page, advisor.agentId);
    const shared = desk.page.getByTestId('shared-chart');
    await shared.getByText(en.myChart.console.live).waitFor();
    await shared.getByText('Ascendant in Cancer').waitFor();
    await shared.getByRole('img', { name: /chart/i }).waitFor();
    expect(await shared.textContent()).not.toMatch(/Montr|08:30|1990/);
    await shoot(desk.page, 'console-en');
    await desk.page.goto('/fr/advisor');
    await desk.page.getByTestId('shared-chart').getByText(fr.myChart.console.live).waitFor();
    await shoot(desk.page, 'console-fr');

    // Revoked: the console no longer shows it.
    await page.goto('/horoscope');
    await page.locator('#my-chart').getByRole('checkbox', { name: en.myChart.sharing.all }).uncheck();
    await page.locator('#my-chart').getByRole('button', { name: en.myChart.sharing.save }).click();
    await page.getByText(en.myChart.sharing.saved).waitFor();
    await desk.page.reload();
    await desk.page.getByRole('heading', { level: 1 }).first().waitFor();
    await desk.page.getByTestId('shared-chart').waitFor({ state: 'detached' });
    await post(`/dev/twilio/calls/${leg.callSid}/status`, { status: 'completed' });

    for (const opened of [me, desk]) {
      expect(opened.errors, opened.errors.join('\n')).toEqual([]);
      await opened.context.close();
    }
  }, 240_000);
});
