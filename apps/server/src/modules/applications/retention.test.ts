import { APPLICATION_RETENTION_MONTHS } from '@app/shared/schemas/applications';
import { describe, expect, it } from 'vitest';
import {
  applicationRetentionCutoff,
  PHONE_CODE_RETENTION_DAYS,
  phoneCodeRetentionCutoff,
} from './retention.ts';

const at = (iso: string) => new Date(iso);
/** Whether an application decided at `decidedAt` is deleted by a run at `now` (the repository's `<=`). */
const expired = (decidedAt: string, now: string) => at(decidedAt) <= applicationRetentionCutoff(at(now));

describe('the retention of applications', () => {
  it('is twelve calendar months', () => {
    expect(APPLICATION_RETENTION_MONTHS).toBe(12);
    expect(applicationRetentionCutoff(at('2026-06-15T08:00:00Z'))).toEqual(at('2025-06-15T08:00:00Z'));
    expect(applicationRetentionCutoff(at('2026-01-01T00:00:00Z'))).toEqual(at('2025-01-01T00:00:00Z'));
  });

  it('ends on the same day and time a year later, at the month’s end too', () => {
    expect(applicationRetentionCutoff(at('2026-01-31T23:30:00Z'))).toEqual(at('2025-01-31T23:30:00Z'));
    expect(applicationRetentionCutoff(at('2026-04-30T10:00:00Z'))).toEqual(at('2025-04-30T10:00:00Z'));
    expect(applicationRetentionCutoff(at('2026-12-31T10:00:00Z'))).toEqual(at('2025-12-31T10:00:00Z'));
    expect(expired('2025-03-31T10:00:00Z', '2026-03-31T10:00:00Z')).toBe(true);
    expect(expired('2025-03-31T10:00:00Z', '2026-03-31T09:59:59Z')).toBe(false);
  });

  it('counts leap days: a decision of 29 February goes on 1 March, a year after', () => {
    expect(applicationRetentionCutoff(at('2025-02-28T10:00:00Z'))).toEqual(at('2024-02-28T10:00:00Z'));
    expect(applicationRetentionCutoff(at('2025-03-01T00:00:00Z'))).toEqual(at('2024-03-01T00:00:00Z'));
    expect(applicationRetentionCutoff(at('2028-02-29T10:00:00Z'))).toEqual(at('2027-02-28T10:00:00Z'));
    expect(expired('2024-02-29T09:00:00Z', '2025-02-28T23:59:59Z')).toBe(false);
    expect(expired('2024-02-29T09:00:00Z', '2025-03-01T00:00:00Z')).toBe(true);
    expect(expired('2027-02-28T10:00:00Z', '2028-02-29T10:00:00Z')).toBe(true);
  });

  it('keeps a decision of 12 months less a day, deletes one of 12 months and a day', () => {
    const now = '2026-06-15T08:00:00Z';
    expect(expired('2025-06-16T08:00:00Z', now)).toBe(false);
    expect(expired('2025-06-14T08:00:00Z', now)).toBe(true);
    expect(expired('2025-07-15T08:00:00Z', now)).toBe(false);
  });

  it('deletes phone codes after 30 days', () => {
    expect(PHONE_CODE_RETENTION_DAYS).toBe(30);
    expect(phoneCodeRetentionCutoff(at('2026-03-31T12:00:00Z'))).toEqual(at('2026-03-01T12:00:00Z'));
  });
});
