import { declineSatisfactionBodySchema, restoreReviewBodySchema } from '@app/shared/schemas/trust';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { loadMessages } from '../../lib/messages/load.ts';
import { checkGrant, checkHide, checkNote, grantDefaults } from './trust-forms.ts';

// The schemas' messages are catalogue keys, read in the page's language from the back office's words.
beforeAll(() => loadMessages('backOffice', 'en'));

describe('the hide form', () => {
  it('sends a reason and the trimmed note', () => {
    expect(checkHide({ reason: 'spam', note: '  link to a casino ' })).toEqual({
      ok: true,
      body: { reason: 'spam', note: 'link to a casino' },
    });
  });

  it('asks for a reason and a note, in words', () => {
    expect(checkHide({ reason: '', note: ' ' })).toEqual({
      ok: false,
      errors: { reason: 'Choose why the review is hidden.', note: 'Write a short note.' },
    });
    expect(checkHide({ reason: 'insult', note: 'x'.repeat(501) })).toEqual({
      ok: false,
      errors: { note: 'Keep it under 500 characters.' },
    });
  });

  it('takes no reason the schema does not know (a low rating is none)', () => {
    const values = { reason: 'low_rating', note: 'one star' } as unknown as Parameters<typeof checkHide>[0];
    expect(checkHide(values)).toEqual({ ok: false, errors: { reason: 'Choose why the review is hidden.' } });
  });
});

describe('the note-only forms (restore, decline)', () => {
  it.each([restoreReviewBodySchema, declineSatisfactionBodySchema])('need a note', (schema) => {
    expect(checkNote({ note: ' checked again ' }, schema)).toEqual({
      ok: true,
      body: { note: 'checked again' },
    });
    expect(checkNote({ note: '' }, schema)).toEqual({ ok: false, errors: { note: 'Write a short note.' } });
  });
});

describe('the grant form', () => {
  const over = 'at most 7';

  it('opens on every billed minute of the call', () => {
    expect(grantDefaults({ minutesBilled: 7 })).toEqual({ minutes: '7', note: '' });
  });

  it('sends whole minutes up to the billed ones', () => {
    expect(checkGrant({ minutes: ' 7 ', note: ' sorry ' }, 7, over)).toEqual({
      ok: true,
      body: { minutes: 7, note: 'sorry' },
    });
    expect(checkGrant({ minutes: '1', note: 'x' }, 7, over)).toEqual({
      ok: true,
      body: { minutes: 1, note: 'x' },
    });
  });

  it.each([
    [{ minutes: '8' }, { minutes: over }],
    [{ minutes: '0' }, { minutes: 'Enter a whole number of minutes, at least 1.' }],
    [{ minutes: '-2' }, { minutes: 'Enter a whole number of minutes, at least 1.' }],
    [{ minutes: '2.5' }, { minutes: 'Enter a whole number of minutes, at least 1.' }],
    [{ minutes: '' }, { minutes: 'Enter a whole number of minutes, at least 1.' }],
    [{ minutes: 'ten' }, { minutes: 'Enter a whole number of minutes, at least 1.' }],
    [{ note: '  ' }, { note: 'Write a short note.' }],
    [
      { minutes: '9', note: '' },
      { minutes: over, note: 'Write a short note.' },
    ],
  ])('refuses %j with %j', (change, errors) => {
    expect(checkGrant({ minutes: '3', note: 'x', ...change }, 7, over)).toEqual({ ok: false, errors });
  });

  it('reads its messages in French on a French page', async () => {
    await loadMessages('backOffice', 'fr');
    await i18n.changeLanguage('fr');
    try {
      const result = checkGrant({ minutes: '0', note: '' }, 7, over);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.errors.minutes).toMatch(/minutes/);
        expect(result.errors.minutes).not.toBe('Enter a whole number of minutes, at least 1.');
        expect(result.errors.note).not.toBe('Write a short note.');
      }
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
