import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../lib/messages/load.ts';
import { changesAnyLimit, checkStaffLimits } from './staff-limits-form.ts';

// The note's messages are the shared schema's catalogue keys, read in the page's language.
beforeAll(() => loadMessages('backOffice', 'en'));

const current = { daily: null, weekly: 20_000, monthly: 50_000 };

describe('checkStaffLimits', () => {
  it('sends only the windows that change, in cents, with the trimmed reason', () => {
    const check = checkStaffLimits(
      { daily: '75', weekly: '200', monthly: '', note: '  asked by phone ' },
      current,
      'invalid',
    );
    expect(check).toEqual({
      ok: true,
      body: { dailyCents: 7_500, monthlyCents: null, note: 'asked by phone' },
    });
    expect(check.ok && changesAnyLimit(check.body)).toBe(true);
  });

  it('names a bad amount and a missing reason, field by field', () => {
    const check = checkStaffLimits(
      { daily: '12.345', weekly: '200', monthly: '500', note: ' ' },
      current,
      'invalid',
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.daily).toBe('invalid');
    expect(check.errors.weekly).toBeUndefined();
    expect(check.errors.note).toBe('Write a short note.');
  });

  it('says when nothing would change', () => {
    const check = checkStaffLimits(
      { daily: '', weekly: '200.00', monthly: '500', note: 'x' },
      current,
      'invalid',
    );
    expect(check).toEqual({ ok: true, body: { note: 'x' } });
    expect(check.ok && changesAnyLimit(check.body)).toBe(false);
  });
});
