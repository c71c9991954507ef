import { describe, expect, it } from 'vitest';
import { taxReport } from './tax-report.ts';

const hst = (cents: number) => [{ name: 'HST' as const, ratePer100k: 13_000, amountCents: cents }];
const quebec = (gst: number, qst: number) => [
  { name: 'GST' as const, ratePer100k: 5_000, amountCents: gst },
  { name: 'QST' as const, ratePer100k: 9_975, amountCents: qst },
];

describe('taxReport', () => {
  it('sums each tax per province, per month and per quarter of the Montréal calendar, net of refunds', () => {
    const rows = taxReport(
      [
        // 2026-10-31 22:00 in Montréal is still October, though November in UTC.
        { at: new Date('2026-11-01T02:00:00Z'), province: 'ON', lines: hst(325) },
        { at: new Date('2026-11-15T15:00:00Z'), province: 'ON', lines: hst(650) },
        { at: new Date('2026-11-15T15:00:00Z'), province: 'QC', lines: quebec(125, 249) },
      ],
      [{ at: new Date('2026-12-01T15:00:00Z'), province: 'ON', lines: hst(100) }],
      { from: '2026-10-15', to: '2026-12-31' },
    );
    const line = (kind: string, period: string, province: string, tax: string) =>
      rows.find(
        (row) => row.kind === kind && row.period === period && row.province === province && row.tax === tax,
      );
    expect(line('month', '2026-10', 'ON', 'HST')).toMatchObject({
      firstDay: '2026-10-15',
      lastDay: '2026-10-31',
      collectedCents: 325,
      refundedCents: 0,
      netCents: 325,
    });
    expect(line('month', '2026-11', 'ON', 'HST')).toMatchObject({ collectedCents: 650, netCents: 650 });
    expect(line('month', '2026-12', 'ON', 'HST')).toMatchObject({
      collectedCents: 0,
      refundedCents: 100,
      netCents: -100,
    });
    expect(line('quarter', '2026-Q4', 'ON', 'HST')).toMatchObject({
      firstDay: '2026-10-15',
      lastDay: '2026-12-31',
      ratePer100k: 13_000,
      collectedCents: 975,
      refundedCents: 100,
      netCents: 875,
    });
    expect(line('quarter', '2026-Q4', 'QC', 'GST')?.collectedCents).toBe(125);
    expect(line('quarter', '2026-Q4', 'QC', 'QST')?.collectedCents).toBe(249);
    // Months first, then quarters; within a period by province, then federal tax first.
    expect(rows.map((row) => `${row.period} ${row.province} ${row.tax}`)).toEqual([
      '2026-10 ON HST',
      '2026-11 ON HST',
      '2026-11 QC GST',
      '2026-11 QC QST',
      '2026-12 ON HST',
      '2026-Q4 ON HST',
      '2026-Q4 QC GST',
      '2026-Q4 QC QST',
    ]);
  });

  it('keeps two rates of one tax apart (a rate change inside a period)', () => {
    const rows = taxReport(
      [
        {
          at: new Date('2025-03-31T15:00:00Z'),
          province: 'NS',
          lines: [{ name: 'HST', ratePer100k: 15_000, amountCents: 15 }],
        },
        {
          at: new Date('2025-04-01T15:00:00Z'),
          province: 'NS',
          lines: [{ name: 'HST', ratePer100k: 14_000, amountCents: 14 }],
        },
      ],
      [],
      { from: '2025-01-01', to: '2025-12-31' },
    );
    expect(rows.filter((row) => row.kind === 'quarter').map((row) => [row.period, row.ratePer100k])).toEqual([
      ['2025-Q1', 15_000],
      ['2025-Q2', 14_000],
    ]);
  });
});
