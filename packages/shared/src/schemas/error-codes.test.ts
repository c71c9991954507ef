import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from './error-codes.ts';

describe('the error codes', () => {
  it('are listed once each, in upper snake case', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
  });

  it('tell a code of the API from any other text', () => {
    expect(isErrorCode('CALL_IN_PROGRESS')).toBe(true);
    expect(isErrorCode('COUPON_USAGE_LIMIT')).toBe(true);
    expect(isErrorCode('call_in_progress')).toBe(false);
    expect(isErrorCode('HTTP_ERROR')).toBe(false);
  });
});
