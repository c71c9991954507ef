import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './after-sign-in-path.ts';

describe('afterSignInPath', () => {
  it.each([
    [null, '/dashboard'],
    [{ from: { pathname: '/purchase', search: '?bundle=bundle-20' } }, '/purchase?bundle=bundle-20'],
    [{ from: { pathname: '/login' } }, '/dashboard'],
    [{ from: { pathname: '//evil.example' } }, '/dashboard'],
    [{ from: { pathname: 'https://evil.example' } }, '/dashboard'],
  ])('%o -> %s', (state, expected) => {
    expect(afterSignInPath(state)).toBe(expected);
  });
});
