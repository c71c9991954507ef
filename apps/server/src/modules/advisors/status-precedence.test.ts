import { describe, expect, it } from 'vitest';
import { statusUpdateFor } from './simulator.ts';
import { type AdvisorLine, statusUpdateToApply } from './status-precedence.ts';

const idle: AdvisorLine = { onOurCall: false, held: false, inConsole: false };
const available = statusUpdateFor('available');
const offline = statusUpdateFor('offline');

describe('statusUpdateToApply', () => {
  it('applies a push in full to an advisor our line does not hold', () => {
    expect(statusUpdateToApply(available, idle, 'push')).toEqual(available);
    expect(statusUpdateToApply(available, { ...idle, inConsole: true }, 'push')).toEqual(available);
  });

  it.each([
    ['on a call of ours', { ...idle, onOurCall: true }],
    ['held for a customer', { ...idle, held: true }],
  ])('keeps the call fields of an advisor %s: a push may only sign them in or out', (_, line) => {
    expect(statusUpdateToApply(available, line, 'push')).toEqual({ signedIn: true });
    expect(statusUpdateToApply(offline, line, 'push')).toEqual({ signedIn: false });
    expect(statusUpdateToApply({ availTime: 0, onACall: false }, line, 'push')).toEqual({});
  });

  it.each([
    ['on a call of ours', { ...idle, onOurCall: true }],
    ['held for a customer', { ...idle, held: true }],
    ['signed in to the console', { ...idle, inConsole: true }],
  ])('lets the simulator write nothing for an advisor %s', (_, line) => {
    expect(statusUpdateToApply(offline, line, 'simulator')).toBeUndefined();
  });

  it('lets the simulator move an idle advisor', () => {
    expect(statusUpdateToApply(offline, idle, 'simulator')).toEqual(offline);
  });
});
