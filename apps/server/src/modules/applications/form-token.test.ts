import { describe, expect, it } from 'vitest';
import { checkFormToken, FORM_MAX_AGE_MS, FORM_MIN_AGE_MS, signFormToken } from './form-token.ts';

const SECRET = 'a-secret-of-the-tests-long-enough';
const ISSUED = new Date('2026-03-02T15:00:00Z');
const after = (ms: number) => new Date(ISSUED.getTime() + ms);

describe('the form token', () => {
  const token = signFormToken(SECRET, ISSUED);

  it('is accepted between the minimum age and a day', () => {
    expect(checkFormToken(SECRET, token, after(FORM_MIN_AGE_MS))).toBe('ok');
    expect(checkFormToken(SECRET, token, after(FORM_MAX_AGE_MS))).toBe('ok');
  });

  it('is refused too soon for a submission, but not for a code (no minimum age)', () => {
    expect(checkFormToken(SECRET, token, after(FORM_MIN_AGE_MS - 1))).toBe('too-soon');
    expect(checkFormToken(SECRET, token, after(0), 0)).toBe('ok');
  });

  it('expires after a day', () => {
    expect(checkFormToken(SECRET, token, after(FORM_MAX_AGE_MS + 1))).toBe('expired');
  });

  it('is refused when forged, altered, signed with another secret or dated in the future', () => {
    const [issued, mac] = token.split('.') as [string, string];
    expect(checkFormToken('another-secret', token, after(10_000))).toBe('invalid');
    expect(
      checkFormToken(SECRET, `${(Number.parseInt(issued, 36) - 60_000).toString(36)}.${mac}`, after(10_000)),
    ).toBe('invalid');
    const altered = `${mac.slice(0, 5)}${mac[5] === 'A' ? 'B' : 'A'}${mac.slice(6)}`;
    expect(checkFormToken(SECRET, `${issued}.${altered}`, after(10_000))).toBe('invalid');
    expect(checkFormToken(SECRET, 'not a token', after(10_000))).toBe('invalid');
    expect(checkFormToken(SECRET, '', after(10_000))).toBe('invalid');
    const future = signFormToken(SECRET, after(60_000));
    expect(checkFormToken(SECRET, future, ISSUED)).toBe('invalid');
  });
});
