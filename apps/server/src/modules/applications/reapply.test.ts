import { describe, expect, it } from 'vitest';
import { reapplyFrom, reapplyRefusal } from './reapply.ts';
import type { EarlierApplication } from './repository.ts';

const NOW = new Date('2026-03-15T12:00:00Z');
const monthsAgo = (months: number) => {
  const at = new Date(NOW);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
};
const earlier = (
  status: EarlierApplication['status'],
  decidedAt: Date | null = null,
): EarlierApplication => ({
  status,
  decidedAt,
  createdAt: monthsAgo(12),
});

describe('applying again', () => {
  it('is six calendar months after a rejection, on the last day of a shorter month', () => {
    expect(reapplyFrom(new Date('2026-01-10T09:30:00Z'))).toEqual(new Date('2026-07-10T09:30:00Z'));
    expect(reapplyFrom(new Date('2025-08-31T10:00:00Z'))).toEqual(new Date('2026-02-28T10:00:00Z'));
    expect(reapplyFrom(new Date('2027-08-31T10:00:00Z'))).toEqual(new Date('2028-02-29T10:00:00Z'));
  });

  it('is refused while an application is open, and to an advisor', () => {
    for (const status of ['new', 'screening', 'test_reading'] as const) {
      expect(reapplyRefusal([earlier(status)], NOW)).toEqual({ kind: 'open' });
    }
    expect(reapplyRefusal([earlier('approved', monthsAgo(24))], NOW)).toEqual({ kind: 'advisor' });
  });

  it('waits six months after the latest rejection; a withdrawal never waits', () => {
    expect(reapplyRefusal([earlier('rejected', monthsAgo(5))], NOW)).toEqual({
      kind: 'recently',
      from: reapplyFrom(monthsAgo(5)),
    });
    expect(reapplyRefusal([earlier('rejected', monthsAgo(7))], NOW)).toBeUndefined();
    expect(
      reapplyRefusal([earlier('rejected', monthsAgo(7)), earlier('rejected', monthsAgo(2))], NOW),
    ).toMatchObject({
      kind: 'recently',
    });
    expect(reapplyRefusal([earlier('withdrawn', monthsAgo(0))], NOW)).toBeUndefined();
    expect(reapplyRefusal([], NOW)).toBeUndefined();
  });
});
