import { describe, expect, it } from 'vitest';
import { redactUrl } from './request-log.ts';

describe('redactUrl', () => {
  it.each([
    [
      '/api/auth/reset-password/abcDEF123456?callbackURL=/reset-password',
      '/api/auth/reset-password/[redacted]?callbackURL=/reset-password',
    ],
    [
      '/api/auth/verify-email?token=eyJhbGci.x.y&callbackURL=/login',
      '/api/auth/verify-email?token=[redacted]&callbackURL=/login',
    ],
    ['/reset-password?token=abc', '/reset-password?token=[redacted]'],
    ['/api/customers/1?code=123456', '/api/customers/1?code=[redacted]'],
    [
      '/fr/profile?saved_paypal=return&approval_token_id=5C991763VB',
      '/fr/profile?saved_paypal=return&approval_token_id=[redacted]',
    ],
    ['/psychic/luna?tab=1', '/psychic/luna?tab=1'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
