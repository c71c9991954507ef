import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../lib/messages/load.ts';
import { checkRefund, type RefundMessages } from './refund-form.ts';

// The note's messages are the shared schema's catalogue keys, read in the page's language.
beforeAll(() => loadMessages('backOffice', 'en'));

const messages: RefundMessages = {
  amountInvalid: 'invalid',
  amountZero: 'zero',
  amountOver: 'over',
  minutesInvalid: 'minutes invalid',
  minutesOver: 'minutes over',
};
const left = { remainingCents: 1495, remainingMinutes: 12 };
const requestId = randomUUID();

describe('checkRefund', () => {
  it('turns the typed values into the API body', () => {
    expect(checkRefund({ amount: '7.50', minutes: '6', note: ' why ' }, left, requestId, messages)).toEqual({
      ok: true,
      body: { requestId, amountCents: 750, minutes: 6, note: 'why' },
    });
  });

  it('allows exactly what remains, and 0 minutes', () => {
    expect(checkRefund({ amount: '14.95', minutes: '12', note: 'x' }, left, requestId, messages).ok).toBe(
      true,
    );
    expect(checkRefund({ amount: '1', minutes: '0', note: 'x' }, left, requestId, messages).ok).toBe(true);
  });

  it.each([
    [{ amount: 'abc' }, { amount: 'invalid' }],
    [{ amount: '0' }, { amount: 'zero' }],
    [{ amount: '14.96' }, { amount: 'over' }],
    [{ minutes: '-1' }, { minutes: 'minutes invalid' }],
    [{ minutes: '1.5' }, { minutes: 'minutes invalid' }],
    [{ minutes: '' }, { minutes: 'minutes invalid' }],
    [{ minutes: '13' }, { minutes: 'minutes over' }],
    [{ note: '   ' }, { note: 'Write a short note.' }],
    [{ note: 'x'.repeat(501) }, { note: 'Keep it under 500 characters.' }],
  ])('refuses %j with %j', (change, errors) => {
    const values = { amount: '5', minutes: '4', note: 'x', ...change };
    expect(checkRefund(values, left, requestId, messages)).toEqual({ ok: false, errors });
  });
});
