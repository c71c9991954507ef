import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { credentialsSchema } from '@app/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { loadMessages } from './messages/load.ts';
import { inPageLanguage, schemaMessage } from './schema-messages.ts';

beforeAll(async () => {
  await Promise.all([loadMessages('account', 'en'), loadMessages('account', 'fr')]);
  await loadMessages('console', 'fr');
});
afterAll(() => i18n.changeLanguage('en'));

describe("a shared schema's message on a page", () => {
  it('reads in the page language, with its values', async () => {
    await i18n.changeLanguage('en');
    expect(schemaMessage('validation.emailInvalid')).toBe(en.validation.emailInvalid);
    await i18n.changeLanguage('fr');
    expect(schemaMessage('validation.emailInvalid')).toBe(fr.validation.emailInvalid);
    expect(schemaMessage('advisorConsole.profile.presentation.tooShort?count=20')).toBe(
      'Écrivez au moins 20 caractères.',
    );
  });

  it("stays as it is when it is no key of the loaded catalogue (zod's own words, an API text)", async () => {
    await i18n.changeLanguage('fr');
    for (const text of ['Expected string, received number', 'No coupon with this id.', 'backOffice.nope']) {
      expect(schemaMessage(text)).toBe(text);
    }
  });

  it("gives a form's errors in the page language, nested fields included", async () => {
    await i18n.changeLanguage('fr');
    const resolver = inPageLanguage(zodResolver(credentialsSchema));
    const result = await resolver({ email: 'jane@', password: '1' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.email?.message).toBe(fr.validation.emailInvalid);
    expect(result.errors.password?.message).toBe(fr.validation.passwordMin6);
  });
});
