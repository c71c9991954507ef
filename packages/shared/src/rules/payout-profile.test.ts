import { describe, expect, it } from 'vitest';
import {
  isAtLeastYearsOld,
  isCalendarDate,
  normalizeBusinessNumber,
  normalizeGstHstNumber,
  normalizePostalCode,
  normalizeQstNumber,
  normalizeSin,
  passesLuhn,
} from './payout-profile.ts';

describe('payout profile checks', () => {
  it('takes a SIN of 9 digits that passes the Luhn check, typed with spaces or hyphens', () => {
    expect(passesLuhn('046454286')).toBe(true);
    expect(normalizeSin('130 692 544')).toBe('130692544');
    expect(normalizeSin('130-692-544')).toBe('130692544');
    expect(normalizeSin('130692545')).toBeNull(); // Luhn fails
    expect(normalizeSin('13069254')).toBeNull(); // 8 digits
    expect(normalizeSin('046454286')).toBeNull(); // starts with 0: never issued
    expect(normalizeSin('812345676')).toBeNull(); // starts with 8: business numbers
    expect(normalizeSin('13069254a')).toBeNull();
  });

  it('takes a business number of 9 digits, dropping a program account typed after it', () => {
    expect(normalizeBusinessNumber('123456789')).toBe('123456789');
    expect(normalizeBusinessNumber('123456789 RT 0001')).toBe('123456789');
    expect(normalizeBusinessNumber('123456789rt0001')).toBe('123456789');
    expect(normalizeBusinessNumber('12345678')).toBeNull();
    expect(normalizeBusinessNumber('123456789 RT 001')).toBeNull();
  });

  it('takes GST/HST and QST registration numbers in their forms', () => {
    expect(normalizeGstHstNumber('123456789 RT 0001')).toBe('123456789RT0001');
    expect(normalizeGstHstNumber('123456789RT001')).toBeNull();
    expect(normalizeGstHstNumber('1234567890 TQ 0001')).toBeNull();
    expect(normalizeQstNumber('1234567890 tq 0001')).toBe('1234567890TQ0001');
    expect(normalizeQstNumber('123456789 TQ 0001')).toBeNull();
  });

  it('takes a Canadian postal code and writes it A1A 1A1', () => {
    expect(normalizePostalCode('h2x1y4')).toBe('H2X 1Y4');
    expect(normalizePostalCode('K1A 0B1')).toBe('K1A 0B1');
    expect(normalizePostalCode('D2X 1Y4')).toBeNull(); // D is never used
    expect(normalizePostalCode('W2X 1Y4')).toBeNull(); // W never first
    expect(normalizePostalCode('90210')).toBeNull();
  });

  it('counts an age from the birthday, 29 February turning a year older on 1 March', () => {
    expect(isCalendarDate('2001-02-29')).toBe(false);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isAtLeastYearsOld('2008-11-28', '2026-11-28')).toBe(true);
    expect(isAtLeastYearsOld('2008-11-29', '2026-11-28')).toBe(false);
    expect(isAtLeastYearsOld('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAtLeastYearsOld('2008-02-29', '2026-03-01')).toBe(true);
    expect(isAtLeastYearsOld('not-a-date', '2026-03-01')).toBe(false);
  });
});
