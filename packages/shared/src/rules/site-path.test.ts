import { describe, expect, it } from 'vitest';
import { isSitePath } from './site-path.ts';

describe('isSitePath', () => {
  it('takes a path of the site, with its query and fragment', () => {
    for (const link of ['/', '/pricing', '/fr/purchase?coupon=WELCOME25', '/horoscope#aries']) {
      expect(isSitePath(link), link).toBe(true);
    }
  });
  it('refuses whatever a browser would send to another site, or is no path', () => {
    for (const link of [
      '//evil.example',
      '/\\evil.example/phish',
      '/a\\b',
      '/ evil',
      '/\u0000x',
      'pricing',
      'https://example.com',
    ]) {
      expect(isSitePath(link), link).toBe(false);
    }
  });
});
