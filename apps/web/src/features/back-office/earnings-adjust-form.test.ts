import { en } from '@app/shared/messages/en';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../lib/messages/load.ts';
import {
  checkEarningsAdjust,
  dollarsToCents,
  EARNINGS_ADJUST_DEFAULTS,
  type EarningsAdjustMessages,
  goesBelowZero,
  signedCents,
} from './earnings-adjust-form.ts';

// The shared schema's messages are catalogue keys, read in the page's language.
beforeAll(() => loadMessages('backOffice', 'en'));

const REQUEST = '0b6f5a3e-8d1c-4c1e-9f7a-2d4e6b8a0c12';
const messages: EarningsAdjustMessages = {
  amountInvalid: 'amount invalid',
  reasonRequired: 'reason required',
};
const filled = {
  direction: 'add',
  amount: '25.50',
  reason: 'bonus',
  note: '  Great month  ',
  overrideNegative: false,
} as const;
const checks = en.backOfficeEarnings.adjust.checks;

describe('dollarsToCents', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['25.50', 2550],
    ['25,50', 2550],
    ['$25.50', 2550],
    ['25,50 $', 2550],
    ['25,50\u00a0$', 2550],
    [' 0.07 ', 7],
    ['10000.00', 1_000_000],
  ])('reads %j as %i cents', (typed, cents) => {
    expect(dollarsToCents(typed)).toBe(cents);
  });

  it.each(['', 'abc', '12.345', '-5', '1,234.50', '12.5.0'])('refuses %j', (typed) => {
    expect(dollarsToCents(typed)).toBeNull();
  });
});

describe('the adjust-earnings form', () => {
  it('sends integer cents, signed by the direction, with the trimmed note and the opening’s request id', () => {
    expect(checkEarningsAdjust(filled, REQUEST, false, messages)).toEqual({
      ok: true,
      body: { amountCents: 2550, reason: 'bonus', note: 'Great month', requestId: REQUEST },
    });
    const take = checkEarningsAdjust(
      { ...filled, direction: 'take', amount: '19,99', reason: 'clawback' },
      REQUEST,
      false,
      messages,
    );
    expect(take.ok && take.body.amountCents).toBe(-1999);
  });

  it('sends the override only when the form offers it and it is ticked', () => {
    const ticked = { ...filled, direction: 'take', overrideNegative: true } as const;
    const offered = checkEarningsAdjust(ticked, REQUEST, true, messages);
    expect(offered.ok && offered.body.overrideNegative).toBe(true);
    const hidden = checkEarningsAdjust(ticked, REQUEST, false, messages);
    expect(hidden.ok && 'overrideNegative' in hidden.body).toBe(false);
  });

  it('puts each problem on its field, in the catalogue’s words', () => {
    expect(checkEarningsAdjust(EARNINGS_ADJUST_DEFAULTS, REQUEST, false, messages)).toEqual({
      ok: false,
      errors: { amount: 'amount invalid', reason: 'reason required', note: 'Write a short note.' },
    });
    expect(checkEarningsAdjust({ ...filled, amount: '0.00' }, REQUEST, false, messages)).toEqual({
      ok: false,
      errors: { amount: checks.amountNotZero },
    });
    expect(checkEarningsAdjust({ ...filled, amount: '10000.01' }, REQUEST, false, messages)).toEqual({
      ok: false,
      errors: { amount: checks.amountMax },
    });
  });
});

describe('the preview’s arithmetic', () => {
  it('signs the typed amount, and knows when a take goes below zero', () => {
    expect(signedCents({ direction: 'add', amount: '5' })).toBe(500);
    expect(signedCents({ direction: 'take', amount: '5' })).toBe(-500);
    expect(signedCents({ direction: 'take', amount: '0' })).toBeNull();
    expect(signedCents({ direction: 'take', amount: 'x' })).toBeNull();
    expect(goesBelowZero(1000, -1000)).toBe(false);
    expect(goesBelowZero(1000, -1001)).toBe(true);
    expect(goesBelowZero(-200, 100)).toBe(false);
    expect(goesBelowZero(1000, null)).toBe(false);
  });
});
