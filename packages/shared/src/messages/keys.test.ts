import { describe, expect, it } from 'vitest';
import { normalizeSchedule } from '../rules/advisor-console.ts';
import { updateProfileSchema } from '../schemas/accounts.ts';
import { advisorDescriptionBodySchema } from '../schemas/advisor-console.ts';
import { fetchAudioBodySchema, psychicPhotoQuerySchema } from '../schemas/advisors.ts';
import { credentialsSchema, otpSchema, resetPasswordSchema } from '../schemas/auth.ts';
import { createOrderBodySchema, validateCouponBodySchema } from '../schemas/payments.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { messageKey, readMessageKey } from './keys.ts';
import { messageTextIn } from './message-text.ts';
import { entryAt } from './reverse-lookup.ts';

describe('a message key', () => {
  it('is the key alone without values, and carries its values otherwise', () => {
    expect(messageKey('validation.emailInvalid')).toBe('validation.emailInvalid');
    const withValues = messageKey('advisorConsole.profile.presentation.tooShort', { count: 20 });
    expect(readMessageKey(withValues)).toEqual({
      key: 'advisorConsole.profile.presentation.tooShort',
      values: { count: '20' },
    });
    expect(messageTextIn(en, withValues)).toBe('Write at least 20 characters.');
    expect(messageTextIn(fr, withValues)).toBe('Écrivez au moins 20 caractères.');
  });

  it('keeps values that hold the separators', () => {
    const message = messageKey('backOffice.catalogue.checks.contrastTooLow', { ratio: '4.47:1 & ?=' });
    expect(readMessageKey(message).values).toEqual({ ratio: '4.47:1 & ?=' });
    // In French a decimal value, or a ratio to one, takes the decimal comma; nothing else changes.
    const ratio = messageKey('backOffice.catalogue.checks.contrastTooLow', { ratio: '4.47:1' });
    expect(readMessageKey(ratio, 'fr').values).toEqual({ ratio: '4,47:1' });
    expect(readMessageKey(ratio, 'en').values).toEqual({ ratio: '4.47:1' });
    const others = messageKey('backOffice.adjust.checks.minutesMax', { count: '10000' });
    expect(readMessageKey(others, 'fr').values).toEqual({ count: '10000' });
  });

  it('leaves any other text as it is', () => {
    for (const text of ['Is this right?', 'email: Please enter a valid email address', 'Expected string']) {
      expect(readMessageKey(text)).toEqual({ key: text, values: {} });
      expect(messageTextIn(en, text)).toBe(text);
    }
  });
});

/** Every message of a failed parse. */
function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe("the customer schemas' and the console's checks", () => {
  const messages = [
    ...messagesOf(credentialsSchema.safeParse({ email: '', password: '1' })),
    ...messagesOf(credentialsSchema.safeParse({ email: 'jane@', password: 'x'.repeat(80) })),
    ...messagesOf(resetPasswordSchema.safeParse({ password: '1234567', confirmPassword: 'x' })),
    ...messagesOf(resetPasswordSchema.safeParse({ password: '12345678', confirmPassword: 'x' })),
    ...messagesOf(otpSchema.safeParse({ phone: '514-55', code: '12a' })),
    ...messagesOf(updateProfileSchema.safeParse({})),
    ...messagesOf(updateProfileSchema.safeParse({ name: '', birthDate: '2020-01-01' })),
    ...messagesOf(createOrderBodySchema.safeParse({ bundle: '' })),
    ...messagesOf(validateCouponBodySchema.safeParse({ code: ' ', bundleId: '' })),
    ...messagesOf(fetchAudioBodySchema.safeParse({ extension: 'abc' })),
    ...messagesOf(psychicPhotoQuerySchema.safeParse({ agentId: '0' })),
    ...messagesOf(advisorDescriptionBodySchema.safeParse({ description: 'short', descriptionFr: 'court' })),
  ];
  const schedule = normalizeSchedule({
    monday: [{ from: '9:00 AM', to: '8:00 AM' }],
    tuesday: [
      { from: '9:00 AM', to: '5:00 PM' },
      { from: '4:00 PM', to: '6:00 PM' },
    ],
    wednesday: [{ from: 'noon', to: '5:00 PM' }],
    thursday: [],
    friday: [],
    saturday: [],
    sunday: [],
  });
  const problems = schedule.ok ? [] : schedule.problems.map((problem) => problem.message);

  it('are keys of both catalogues, every placeholder given', () => {
    expect(messages.length).toBeGreaterThan(15);
    expect(problems).toHaveLength(3);
    for (const message of [...messages, ...problems]) {
      const { key } = readMessageKey(message);
      expect(entryAt(en, key), message).toBeTypeOf('string');
      expect(entryAt(fr, key), message).toBeTypeOf('string');
      expect(messageTextIn(en, message), message).not.toMatch(/\{\{/);
      expect(messageTextIn(fr, message), message).not.toMatch(/\{\{/);
    }
  });
});
