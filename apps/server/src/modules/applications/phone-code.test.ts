import { describe, expect, it } from 'vitest';
import { newPhoneCode, phoneCodeHash, phoneCodeMatches } from './phone-code.ts';

describe('the applicant phone code', () => {
  it('is six digits', () => {
    for (let i = 0; i < 50; i++) expect(newPhoneCode()).toMatch(/^\d{6}$/);
  });

  it('is stored as a hash that holds neither the code nor the number', () => {
    const hash = phoneCodeHash('secret', '+15145550123', '012345');
    expect(hash).not.toContain('012345');
    expect(hash).not.toContain('5145550123');
    expect(phoneCodeMatches('secret', '+15145550123', '012345', hash)).toBe(true);
  });

  it('matches only the same code, for the same number, under the same secret', () => {
    const hash = phoneCodeHash('secret', '+15145550123', '012345');
    expect(phoneCodeMatches('secret', '+15145550123', '012346', hash)).toBe(false);
    expect(phoneCodeMatches('secret', '+15145550124', '012345', hash)).toBe(false);
    expect(phoneCodeMatches('other', '+15145550123', '012345', hash)).toBe(false);
    expect(phoneCodeMatches('secret', '+15145550123', '012345', 'short')).toBe(false);
  });
});
