import { en } from '@app/shared/messages/en';
import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-errors.ts';

const fallback = en.auth.signIn.errors.unavailable;

describe('authErrorMessage', () => {
  it('uses the server text on a 4xx', () => {
    expect(
      authErrorMessage({ status: 403, message: en.auth.signIn.errors.emailNotConfirmed }, fallback),
    ).toBe(en.auth.signIn.errors.emailNotConfirmed);
  });
  it.each([
    [{ status: 500, message: 'Internal' }],
    [{ status: 0, message: 'Failed to fetch' }],
    [{ status: 401 }],
    [null],
  ])('falls back for %o', (error) => {
    expect(authErrorMessage(error, fallback)).toBe(fallback);
  });
});
