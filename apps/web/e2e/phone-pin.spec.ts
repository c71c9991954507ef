import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { en } from '@app/shared/messages/en';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { signedInCustomer, verifyPhoneFromNotice } from './support/customers.ts';
import { REPO_ROOT, workerBaseURL } from './support/server.ts';
import { browserForSpec } from './support/spec-browser.ts';
import { twilio } from './support/twilio.ts';

const baseURL = workerBaseURL();
const openPage = browserForSpec(baseURL);

describe('the phone PIN', () => {
  it('a customer sets a PIN on /profile and reaches their account from another phone with it', async () => {
    const { page, errors, context } = await openPage({ width: 360, height: 780 });
    await signedInCustomer(page, baseURL);
    const phone = await verifyPhoneFromNotice(page, baseURL);

    await page.goto('/profile');
    await page.getByRole('heading', { name: en.phonePin.title }).waitFor();
    await page.getByTestId('phone-pin-status').getByText(en.phonePin.notSet).waitFor();
    const field = page.getByLabel(en.phonePin.label, { exact: true });
    await field.fill('1234');
    await page.getByRole('button', { name: en.phonePin.save }).click();
    await page.getByText(en.phonePin.checks.tooSimple).waitFor();
    await field.fill('2468');
    await page.getByRole('button', { name: en.phonePin.save }).click();
    await page.getByTestId('phone-pin-status').getByText(en.phonePin.isSet).waitFor();
    await expect(field.inputValue()).resolves.toBe('');
    expect(await seriousViolations(page)).toEqual([]);
    const shots = join(REPO_ROOT, '.tmp', 'phone-pin');
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: join(shots, 'profile-360.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: join(shots, 'profile-1440.png'), fullPage: true });

    // From a phone the account does not know: key 1, the account's number, the PIN.
    const callSid = `CA${randomBytes(16).toString('hex')}`;
    const stranger = '+15145550142';
    const greeting = await twilio(baseURL, '/api/telephony/voice', { CallSid: callSid, From: stranger });
    expect(greeting).toContain('press 1');
    const asked = await twilio(baseURL, '/api/telephony/language', { CallSid: callSid, Digits: '1' });
    expect(asked).toContain(en.calls.voice.enterAccountPhone);
    const pinAsked = await twilio(baseURL, '/api/telephony/pin-phone?try=1', {
      CallSid: callSid,
      From: stranger,
      Digits: `${phone}#`,
    });
    expect(pinAsked).toContain(en.calls.voice.enterPin);
    const welcomed = await twilio(baseURL, `/api/telephony/pin?try=1&phone=${phone}`, {
      CallSid: callSid,
      From: stranger,
      Digits: '2468#',
    });
    // Welcomed as the account's holder (a new account has no minutes yet: the balance message).
    expect(welcomed).toContain('Your balance is zero minutes');

    await page.getByRole('button', { name: en.phonePin.remove }).click();
    await page.getByTestId('phone-pin-status').getByText(en.phonePin.notSet).waitFor();
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 90_000);
});
