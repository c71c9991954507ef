import { describe, expect, it } from 'vitest';
import { alertMayFire, businessDay, isQuietHour, maskContactDetails, roundedAverage } from './trust.ts';

describe('businessDay', () => {
  it('is the Montréal date, not the UTC one', () => {
    // 03:30 UTC on 26 Nov is 22:30 on 25 Nov in Montréal (UTC−5).
    expect(businessDay(new Date('2026-11-26T03:30:00Z'))).toBe('2026-11-25');
    expect(businessDay(new Date('2026-11-26T05:00:00Z'))).toBe('2026-11-26');
    // Daylight time (UTC−4) in July.
    expect(businessDay(new Date('2026-07-02T03:59:00Z'))).toBe('2026-07-01');
    expect(businessDay(new Date('2026-07-02T04:00:00Z'))).toBe('2026-07-02');
  });
});

describe('quiet hours', () => {
  it('runs from 22:00 to 08:00 Montréal time', () => {
    expect(isQuietHour(new Date('2026-11-26T02:59:00Z'))).toBe(false); // 21:59
    expect(isQuietHour(new Date('2026-11-26T03:00:00Z'))).toBe(true); // 22:00
    expect(isQuietHour(new Date('2026-11-26T12:59:00Z'))).toBe(true); // 07:59
    expect(isQuietHour(new Date('2026-11-26T13:00:00Z'))).toBe(false); // 08:00
  });
});

describe('alertMayFire', () => {
  const day = new Date('2026-11-26T15:00:00Z'); // 10:00
  const night = new Date('2026-11-26T04:00:00Z'); // 23:00
  it('fires by day, and at night only when accepted', () => {
    expect(alertMayFire({ now: day, lastNoticeAt: null, nightOk: false })).toBe(true);
    expect(alertMayFire({ now: night, lastNoticeAt: null, nightOk: false })).toBe(false);
    expect(alertMayFire({ now: night, lastNoticeAt: null, nightOk: true })).toBe(true);
  });
  it('waits 6 hours after the last notice about the same advisor', () => {
    const at = (hoursBefore: number) => new Date(day.getTime() - hoursBefore * 3_600_000);
    expect(alertMayFire({ now: day, lastNoticeAt: at(5.9), nightOk: true })).toBe(false);
    expect(alertMayFire({ now: day, lastNoticeAt: at(6), nightOk: true })).toBe(true);
  });
});

describe('maskContactDetails', () => {
  it('hides e-mail addresses and phone numbers', () => {
    expect(maskContactDetails('write me at marie.t+x@exemple.qc.ca please')).toBe('write me at ••• please');
    expect(maskContactDetails('call 514-555-0199 or (438) 555 0100 or +1 514 555 0101')).toBe(
      'call ••• or ••• or •••',
    );
    expect(maskContactDetails('Élodie@courriel.com')).toBe('•••');
  });
  it('sees through full-width characters and invisible ones, and drops the invisible ones', () => {
    // Full-width digits and @, as a phone keyboard or a copy from elsewhere gives them.
    expect(maskContactDetails('appelez le ５１４-５５５-０１９９')).toBe('appelez le •••');
    expect(maskContactDetails('marie＠exemple.com')).toBe('•••');
    // Zero-width spaces and joiners between the digits.
    expect(maskContactDetails('call 5\u200b1\u200b4 5\u200d5\u200b5 0\u200c199')).toBe('call •••');
    // A right-to-left override shows the text backwards without changing it: it goes.
    expect(maskContactDetails('great \u202ereading\u202c!')).toBe('great reading!');
  });
  it('keeps the writer’s own characters when there is nothing to hide', () => {
    const french = 'Très juste\u00a0! Elle a tout vu… 10/10';
    expect(maskContactDetails(french)).toBe(french);
  });
  it('keeps ordinary numbers and text', () => {
    const text = 'She saw 3 paths in 2026, and 45 minutes felt like 10. 5/5!';
    expect(maskContactDetails(text)).toBe(text);
  });
});

describe('roundedAverage', () => {
  it('rounds to one decimal, half up', () => {
    expect(roundedAverage(9, 2)).toBe(4.5);
    expect(roundedAverage(14, 3)).toBe(4.7);
    expect(roundedAverage(13, 3)).toBe(4.3);
    expect(roundedAverage(0, 0)).toBe(0);
    expect(roundedAverage(29, 8)).toBe(3.6); // 3.625
  });
});
