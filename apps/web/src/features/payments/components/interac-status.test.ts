import { describe, expect, it } from 'vitest';
import { interacStep } from './interac-status.ts';

describe('interacStep', () => {
  it.each([
    ['STATUS_SUCCESS', { kind: 'success' }],
    ['STATUS_INITED', { kind: 'waiting' }],
    ['initiated', { kind: 'waiting' }],
    ['STATUS_FAILED', { kind: 'failed' }],
    ['STATUS_PENDING', { kind: 'warning', status: 'status_pending' }],
    ['STATUS_EXPIRED', { kind: 'warning', status: 'status_expired' }],
    ['', { kind: 'unavailable' }],
    [undefined, { kind: 'unavailable' }],
    ['whatever', { kind: 'unavailable' }],
  ])('%s', (status, expected) => {
    expect(interacStep(status)).toEqual(expected);
  });
});
