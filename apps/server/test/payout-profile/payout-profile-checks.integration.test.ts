import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { payoutProfileChangeSchema } from '@app/shared/schemas/payout-profile';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../helpers/customers.ts';
import { errorOf, profileBody, usePayoutProfileApp } from './payout-profile-fixtures.ts';

describe("an advisor's payout profile: what the form's checks refuse, and the page's language", () => {
  const { t, send, as, forwardingNumber, storedProfile, changesOf, confirm, expectNoSecretLeaked } =
    usePayoutProfileApp([1005]);

  const checks = en.payoutProfile.checks;
  const sixteen = `${new Date().getUTCFullYear() - 16}-01-15`;
  it.each([
    ['a SIN failing its check digit', { tin: '130 692 545' }, 'tin', checks.sinInvalid],
    ['a SIN without a birth date', { birthDate: '' }, 'birthDate', checks.birthDateRequired],
    [
      'someone under 18',
      { birthDate: sixteen },
      'birthDate',
      'You must be at least 18 years old to be paid.',
    ],
    ['a date that does not exist', { birthDate: '1990-02-30' }, 'birthDate', checks.birthDateInvalid],
    ['a business number of 8 digits', { tinKind: 'bn', tin: '12345678' }, 'tin', checks.bnInvalid],
    ['a postal code that is not Canadian', { postalCode: '90210' }, 'postalCode', checks.postalCodeInvalid],
    ['an unknown province', { province: 'XX' }, 'province', checks.provinceRequired],
    [
      'PayPal to a phone number',
      { method: 'paypal', destination: '5145550199' },
      'destination',
      checks.emailInvalid,
    ],
    ['Interac to neither', { destination: 'call me' }, 'destination', checks.interacDestinationInvalid],
    ['no legal name', { legalName: '  ' }, 'legalName', checks.legalNameRequired],
    ['a GST/HST number without RT', { gstHstNumber: '123456789' }, 'gstHstNumber', checks.gstHstInvalid],
    ['a QST number of the wrong form', { qstNumber: '123456789 RT 0001' }, 'qstNumber', checks.qstInvalid],
  ])('refuses %s, naming the field, and changes nothing', async (_case, overrides, field, message) => {
    const before = (await changesOf(1005)).length;
    const res = await send('POST', '/api/advisor/payout-profile/changes', as(1005), profileBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    expect(errorOf(res).message).toContain(`${field}: ${message}`);
    expect((await changesOf(1005)).length).toBe(before);
  });

  it('refuses an Interac mobile number outside Canada, and says so in French on a French page', async () => {
    const res = await send(
      'POST',
      '/api/advisor/payout-profile/changes',
      as(1005),
      profileBody({ destination: '212 555 0199' }),
      'fr',
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      code: 'PAYOUT_DESTINATION_INVALID',
      message: fr.payoutProfile.checks.mobileNotCanadian,
    });
    const french = await send(
      'POST',
      '/api/advisor/payout-profile/changes',
      as(1005),
      profileBody({ tin: '1' }),
      'fr',
    );
    expect(errorOf(french).message).toContain(`tin: ${fr.payoutProfile.checks.sinInvalid}`);
    expect(await changesOf(1005)).toEqual([]);
  });

  it('texts the code in the language of the page that asked, and remembers it for the payout notices', async () => {
    const res = await send('POST', '/api/advisor/payout-profile/changes', as(1005), profileBody(), 'fr');
    expect(res.statusCode, res.body).toBe(200);
    const phone = await forwardingNumber(1005);
    const text = (await readOutbox(t.app)).find((entry) => entry.to === phone);
    expect(text?.body).toContain('est votre code');
    const code = text?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
    const { changeId } = payoutProfileChangeSchema.parse(res.json());
    expect((await confirm(1005, changeId, code)).statusCode).toBe(200);
    expect((await storedProfile(1005))?.language).toBe('fr');
  });

  it('never puts the SIN or the birth date in an answer or a log line', () => {
    expectNoSecretLeaked(10);
  });
});
