import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { en } from '../messages/en.ts';
import { fr } from '../messages/fr.ts';
import { messageTextIn } from '../messages/message-text.ts';
import {
  credentialsSchema,
  deleteConfirmSchema,
  emailSchema,
  loginPasswordSchema,
  otpSchema,
  phoneFormSchema,
  resetPasswordSchema,
} from './auth.ts';

/** Messages of a failed parse, keyed by field path. */
function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    byPath[key] = [...(byPath[key] ?? []), messageTextIn(en, issue.message)];
  }
  return byPath;
}

describe('emailSchema', () => {
  it('takes an address of 254 characters and refuses 255 with the spec message', () => {
    const at = (length: number) => `${'a'.repeat(64)}@${'b'.repeat(length - 64 - 1 - 4)}.com`;
    expect(emailSchema.safeParse(at(254)).success).toBe(true);
    const refused = emailSchema.safeParse(at(255));
    expect(refused.success).toBe(false);
    expect(messageTextIn(en, refused.error?.issues[0]?.message ?? '')).toBe(
      'Please enter a valid email address',
    );
  });

  it('trims and lower-cases a valid address', () => {
    expect(emailSchema.parse('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });

  it.each(['', '   '])('%j -> only "Email is required"', (input) => {
    expect(messages(emailSchema, input)).toEqual({ '': ['Email is required'] });
  });

  it.each(['jane', 'jane@', 'jane@example', '@example.com', 'ja ne@example.com'])(
    '%j -> "Please enter a valid email address"',
    (input) => {
      expect(messages(emailSchema, input)).toEqual({ '': ['Please enter a valid email address'] });
    },
  );
});

describe('loginPasswordSchema', () => {
  it.each([
    ['12345', ['Password must be at least 6 characters']],
    ['', ['Password must be at least 6 characters']],
    ['x'.repeat(73), ['Password must not exceed 72 characters']],
  ])('%j -> %j', (input, expected) => {
    expect(messages(loginPasswordSchema, input)).toEqual({ '': expected });
  });

  it.each(['123456', 'x'.repeat(72)])('accepts a password of length %#', (input) => {
    expect(loginPasswordSchema.parse(input)).toBe(input);
  });
});

describe('credentialsSchema', () => {
  it('parses and normalises', () => {
    expect(credentialsSchema.parse({ email: ' A@B.CO ', password: 'secret' })).toEqual({
      email: 'a@b.co',
      password: 'secret',
    });
  });

  it('reports each field', () => {
    expect(messages(credentialsSchema, { email: '', password: '1' })).toEqual({
      email: ['Email is required'],
      password: ['Password must be at least 6 characters'],
    });
  });
});

describe('resetPasswordSchema', () => {
  it('accepts matching passwords of 8 to 72 characters', () => {
    const input = { password: 'abcdefgh', confirmPassword: 'abcdefgh' };
    expect(resetPasswordSchema.parse(input)).toEqual(input);
    expect(
      resetPasswordSchema.safeParse({ password: 'x'.repeat(72), confirmPassword: 'x'.repeat(72) }).success,
    ).toBe(true);
  });

  it.each([
    [
      { password: '1234567', confirmPassword: '1234567' },
      { password: ['Password must be at least 8 characters'] },
    ],
    [
      { password: 'x'.repeat(73), confirmPassword: 'x'.repeat(73) },
      { password: ['Password must not exceed 72 characters'] },
    ],
    [{ password: 'abcdefgh', confirmPassword: 'abcdefgH' }, { confirmPassword: ["Passwords don't match"] }],
  ])('%j -> %j', (input, expected) => {
    expect(messages(resetPasswordSchema, input)).toEqual(expected);
  });
});

describe('phoneFormSchema', () => {
  it('accepts 10 or more digits', () => {
    expect(phoneFormSchema.parse({ phone: ' 5145551234 ' })).toEqual({ phone: '5145551234' });
    expect(phoneFormSchema.parse({ phone: '15145551234' })).toEqual({ phone: '15145551234' });
  });

  it.each([
    ['514555123', ['Phone number must be at least 10 digits.']],
    ['514-555-1234', ['Phone number must contain only digits']],
    ['514-55', ['Phone number must be at least 10 digits.', 'Phone number must contain only digits']],
  ])('%j -> %j', (phone, expected) => {
    expect(messages(phoneFormSchema, { phone })).toEqual({ phone: expected });
  });
});

describe('otpSchema', () => {
  it('accepts a 6-digit code', () => {
    expect(otpSchema.parse({ phone: '5145551234', code: '012345' })).toEqual({
      phone: '5145551234',
      code: '012345',
    });
  });

  it.each([
    ['12345', ['OTP must be 6 digits']],
    ['1234567', ['OTP must be 6 digits']],
    ['12a456', ['OTP must contain only digits']],
  ])('%j -> %j', (code, expected) => {
    expect(messages(otpSchema, { phone: '5145551234', code })).toEqual({ code: expected });
  });

  it('validates the phone too', () => {
    expect(messages(otpSchema, { phone: '123', code: '123456' })).toEqual({
      phone: ['Phone number must be at least 10 digits.'],
    });
  });
});

describe('deleteConfirmSchema', () => {
  it('accepts DELETE exactly on English pages', () => {
    expect(deleteConfirmSchema('en').parse({ confirm: 'DELETE' })).toEqual({ confirm: 'DELETE' });
  });

  it.each(['delete', 'DELETE ', '', 'DEL', 'SUPPRIMER'])(
    '%j -> "Please type DELETE to confirm"',
    (confirm) => {
      expect(messages(deleteConfirmSchema('en'), { confirm })).toEqual({
        confirm: ['Please type DELETE to confirm'],
      });
    },
  );

  it('accepts SUPPRIMER exactly on French pages, and refuses DELETE there in French', () => {
    expect(deleteConfirmSchema('fr').parse({ confirm: 'SUPPRIMER' })).toEqual({ confirm: 'SUPPRIMER' });
    for (const confirm of ['DELETE', 'supprimer', 'SUPPRIMER ', '']) {
      const result = deleteConfirmSchema('fr').safeParse({ confirm });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => messageTextIn(fr, issue.message))).toEqual([
        'Veuillez saisir SUPPRIMER pour confirmer',
      ]);
    }
  });
});
