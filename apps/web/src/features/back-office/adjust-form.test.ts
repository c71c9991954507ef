import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../lib/messages/load.ts';
import { ADJUST_FORM_DEFAULTS, type AdjustMessages, checkAdjust } from './adjust-form.ts';

// The shared schema's messages are catalogue keys, which the form reads in the page's language.
beforeAll(() => loadMessages('backOffice', 'en'));

const REQUEST = '6f1c1f8e-3b9a-4d55-9a43-0e8f1f1b2c3d';
const messages: AdjustMessages = {
  minutesRequired: 'minutes required',
  reasonRequired: 'reason required',
  overCap: (cap) => `over ${cap}`,
};
const filled = { direction: 'add', minutes: '15', reason: 'goodwill', note: '  Dropped call  ' } as const;

describe('the adjust-minutes form', () => {
  it('turns a direction and a count into the API body, checked by the shared schema', () => {
    expect(checkAdjust(filled, REQUEST, true, messages)).toEqual({
      ok: true,
      body: { delta: 15, reason: 'goodwill', note: 'Dropped call', requestId: REQUEST },
    });
    const take = checkAdjust({ ...filled, direction: 'take', minutes: '5' }, REQUEST, true, messages);
    expect(take.ok && take.body.delta).toBe(-5);
  });

  it('puts each problem on its field: the count, the reason, the note', () => {
    expect(checkAdjust(ADJUST_FORM_DEFAULTS, REQUEST, true, messages)).toEqual({
      ok: false,
      errors: { minutes: 'minutes required', reason: 'reason required', note: 'Write a short note.' },
    });
    expect(checkAdjust({ ...filled, minutes: '0' }, REQUEST, true, messages)).toEqual({
      ok: false,
      errors: { minutes: 'Enter a number of minutes other than 0.' },
    });
    expect(checkAdjust({ ...filled, minutes: '2.5' }, REQUEST, true, messages)).toEqual({
      ok: false,
      errors: { minutes: 'Minutes are whole numbers.' },
    });
    expect(checkAdjust({ ...filled, minutes: '10001' }, REQUEST, true, messages)).toEqual({
      ok: false,
      errors: { minutes: 'At most 10000 minutes at once.' },
    });
    expect(checkAdjust({ ...filled, minutes: '-3' }, REQUEST, true, messages)).toMatchObject({
      ok: false,
      errors: { minutes: 'minutes required' },
    });
  });

  it('holds support to the cap, in both directions, and lets an admin past it', () => {
    expect(checkAdjust({ ...filled, minutes: '30' }, REQUEST, false, messages).ok).toBe(true);
    expect(checkAdjust({ ...filled, minutes: '31' }, REQUEST, false, messages)).toEqual({
      ok: false,
      errors: { minutes: 'over 30' },
    });
    expect(checkAdjust({ ...filled, direction: 'take', minutes: '31' }, REQUEST, false, messages).ok).toBe(
      false,
    );
    expect(checkAdjust({ ...filled, minutes: '31' }, REQUEST, true, messages).ok).toBe(true);
  });
});
