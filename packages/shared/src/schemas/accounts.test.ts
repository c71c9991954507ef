import { describe, expect, it } from 'vitest';
import { en } from '../messages/en.ts';
import { messageTextIn } from '../messages/message-text.ts';
import {
  ageOn,
  firstNameSchema,
  isCalendarDate,
  profileFormSchema,
  updateProfileSchema,
} from './accounts.ts';

describe('profile rules', () => {
  it.each([
    ['2000-02-29', true],
    ['2001-02-29', false],
    ['2000-13-01', false],
    ['20-01-01', false],
  ])('isCalendarDate(%s) = %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it('counts whole years, the birthday included', () => {
    expect(ageOn('2008-11-23', '2026-11-23')).toBe(18);
    expect(ageOn('2008-11-24', '2026-11-23')).toBe(17);
  });

  it('takes an empty first name as none, refuses a bad one and a minor', () => {
    const form = { birthDate: '', emailnotifications: false, callReceipts: 'email' } as const;
    expect(profileFormSchema.parse({ ...form, name: '' }).name).toBeUndefined();
    expect(profileFormSchema.parse({ ...form, name: ' Marie-Ève ' }).name).toBe('Marie-Ève');
    const result = profileFormSchema.safeParse({ ...form, name: 'M4rie', birthDate: '2020-01-01' });
    const messages = result.error?.issues.map((issue) => messageTextIn(en, issue.message));
    expect(messages).toEqual([en.profile.errors.firstNameInvalid, en.profile.errors.tooYoung]);
  });

  it.each([
    ['  ', en.profile.errors.firstNameRequired],
    ['a'.repeat(51), 'Your first name must not exceed 50 characters.'],
    ['Ma\u200brie', en.profile.errors.firstNameInvalid],
    ['\u202eeiraM', en.profile.errors.firstNameInvalid],
  ])('refuses the first name %j with %j', (name, message) => {
    const result = firstNameSchema.safeParse(name);
    expect(result.error?.issues.map((issue) => messageTextIn(en, issue.message))).toEqual([message]);
  });

  it('takes null as "no first name" in a profile update', () => {
    expect(updateProfileSchema.parse({ name: null })).toEqual({ name: null });
  });

  it('takes the call receipts as e-mail, SMS or none', () => {
    for (const callReceipts of ['email', 'sms', 'none']) {
      expect(updateProfileSchema.safeParse({ callReceipts }).success).toBe(true);
    }
    expect(updateProfileSchema.safeParse({ callReceipts: 'fax' }).success).toBe(false);
  });

  it('needs at least one field and refuses unknown ones (no email change through the profile)', () => {
    expect(messageTextIn(en, updateProfileSchema.safeParse({}).error?.issues[0]?.message ?? '')).toBe(
      en.profile.errors.nothingToUpdate,
    );
    expect(updateProfileSchema.safeParse({ email: 'x@example.com' }).success).toBe(false);
    expect(updateProfileSchema.parse({ name: ' Luna ' })).toEqual({ name: 'Luna' });
  });
});
