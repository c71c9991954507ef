import { describe, expect, it } from 'vitest';
import { resolveTheme } from './theme.ts';

describe('resolveTheme', () => {
  it("prefers the server's theme written on the page", () => {
    expect(resolveTheme('christmas', 'blackfriday')).toBe('christmas');
  });

  it('falls back to the build setting, then to halloween, ignoring unknown values', () => {
    expect(resolveTheme(undefined, 'blackfriday')).toBe('blackfriday');
    expect(resolveTheme('easter', 'summer')).toBe('halloween');
    expect(resolveTheme(undefined, undefined)).toBe('halloween');
  });
});
