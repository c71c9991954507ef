import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './after-sign-in-path.ts';

describe('afterSignInPath', () => {
  it.each([
    [null, '/dashboard'],
    [{ from: { pathname: '/purchase', search: '?bundle=bundle-20' } }, '/purchase?bundle=bundle-20'],
    [{ from: { pathname: '/login' } }, '/dashboard'],
    [{ from: { pathname: '//evil.example' } }, '/dashboard'],
    [{ from: { pathname: 'https://evil.example' } }, '/dashboard'],
    [{ from: { pathname: '/advisor' } }, '/dashboard'],
  ])('a customer: %o -> %s', (state, expected) => {
    expect(afterSignInPath(state, 'customer')).toBe(expected);
  });

  it('sends an advisor to the console and staff to the back office, whatever page sent them', () => {
    expect(afterSignInPath(null, 'advisor')).toBe('/advisor');
    expect(afterSignInPath({ from: { pathname: '/dashboard' } }, 'advisor')).toBe('/advisor');
    expect(afterSignInPath({ from: { pathname: '/advisor/history', search: '?m=1' } }, 'advisor')).toBe(
      '/advisor/history?m=1',
    );
    expect(afterSignInPath({ from: { pathname: '/purchase' } }, 'support')).toBe('/admin');
    expect(afterSignInPath({ from: { pathname: '/admin' } }, 'admin')).toBe('/admin');
    expect(afterSignInPath({ from: { pathname: '/admin' } }, 'advisor')).toBe('/advisor');
  });
});
