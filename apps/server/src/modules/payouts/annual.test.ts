import { describe, expect, it } from 'vitest';
import { csvText } from '../earnings/statement-csv.ts';
import type { ReportableIdentity } from '../payout-profile/index.ts';
import {
  groupSellerYears,
  missingIdentityFields,
  needsT4a,
  partXxRows,
  quarterOf,
  t4aRows,
} from './annual.ts';

const identity = (overrides: Partial<ReportableIdentity> = {}): ReportableIdentity => ({
  agentId: 1001,
  legalName: 'Amélie Rousseau',
  addressLine1: '123 rue Example',
  addressLine2: null,
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H2X 1Y4',
  country: 'CA',
  birthDate: '1980-04-30',
  tinKind: 'sin',
  tin: '130692544',
  gstHstNumber: null,
  qstNumber: null,
  ...overrides,
});

describe('quarterOf', () => {
  it('reads the quarter on Montréal’s calendar, not UTC’s', () => {
    // 31 March 23:30 in Montréal is already 1 April in UTC.
    expect(quarterOf(new Date('2026-04-01T03:30:00Z'), 2026)).toBe(0);
    expect(quarterOf(new Date('2026-04-01T04:30:00Z'), 2026)).toBe(1);
    // New Year's Eve at 23:30 in Montréal belongs to the year before.
    expect(quarterOf(new Date('2027-01-01T04:30:00Z'), 2026)).toBe(3);
    expect(quarterOf(new Date('2026-01-01T04:30:00Z'), 2026)).toBeNull();
    expect(quarterOf(new Date('2026-01-01T05:00:00Z'), 2026)).toBe(0);
  });
});

describe('groupSellerYears', () => {
  it('sums consideration and counts calls per quarter, adds what was paid in the year, withholds nothing', () => {
    const sellers = groupSellerYears(
      2026,
      [
        { agentId: 1002, kind: 'call', deltaCents: 1_000, createdAt: new Date('2026-02-10T17:00:00Z') },
        { agentId: 1001, kind: 'call', deltaCents: 3_000, createdAt: new Date('2026-02-10T17:00:00Z') },
        { agentId: 1001, kind: 'call', deltaCents: 2_000, createdAt: new Date('2026-04-01T03:30:00Z') },
        { agentId: 1001, kind: 'adjustment', deltaCents: 500, createdAt: new Date('2026-03-01T17:00:00Z') },
        { agentId: 1001, kind: 'call', deltaCents: 4_000, createdAt: new Date('2026-08-10T17:00:00Z') },
        { agentId: 1001, kind: 'adjustment', deltaCents: -700, createdAt: new Date('2026-08-11T17:00:00Z') },
        // Outside the year on Montréal's clock.
        { agentId: 1001, kind: 'call', deltaCents: 9_999, createdAt: new Date('2026-01-01T04:30:00Z') },
      ],
      [
        { agentId: 1001, amountCents: 6_000, settledAt: new Date('2026-09-01T17:00:00Z') },
        { agentId: 1001, amountCents: 100, settledAt: new Date('2027-01-01T05:00:00Z') },
        // Paid in the year for work of the year before: on the T4A list, not a Part XX seller.
        { agentId: 1003, amountCents: 60_000, settledAt: new Date('2026-01-05T17:00:00Z') },
      ],
    );
    expect(sellers.map((s) => s.agentId)).toEqual([1001, 1002, 1003]);
    const [first, second, third] = sellers;
    expect(first).toEqual({
      agentId: 1001,
      quarters: [
        { considerationCents: 5_500, activities: 2, feesWithheldCents: 0 },
        { considerationCents: 0, activities: 0, feesWithheldCents: 0 },
        { considerationCents: 3_300, activities: 1, feesWithheldCents: 0 },
        { considerationCents: 0, activities: 0, feesWithheldCents: 0 },
      ],
      considerationCents: 8_800,
      activities: 3,
      paidCents: 6_000,
      reportable: true,
    });
    expect(second).toMatchObject({
      considerationCents: 1_000,
      activities: 1,
      paidCents: 0,
      reportable: true,
    });
    expect(third).toMatchObject({
      considerationCents: 0,
      activities: 0,
      paidCents: 60_000,
      reportable: false,
    });
  });

  it('puts on the T4A list only a year paid above $500', () => {
    expect(needsT4a({ paidCents: 50_000 })).toBe(false);
    expect(needsT4a({ paidCents: 50_001 })).toBe(true);
  });
});

describe('missingIdentityFields', () => {
  it('names what the return lacks: no profile, empty fields, a SIN without a birth date', () => {
    expect(missingIdentityFields(undefined)).toEqual(['payoutProfile']);
    expect(missingIdentityFields(identity())).toEqual([]);
    expect(missingIdentityFields(identity({ birthDate: null }))).toEqual(['birthDate']);
    expect(missingIdentityFields(identity({ tinKind: 'bn', birthDate: null }))).toEqual([]);
    expect(missingIdentityFields(identity({ city: ' ', postalCode: '', birthDate: null }))).toEqual([
      'city',
      'postalCode',
      'birthDate',
    ]);
  });
});

describe('the files’ rows', () => {
  const [seller] = groupSellerYears(
    2026,
    [{ agentId: 1001, kind: 'call', deltaCents: 12_345, createdAt: new Date('2026-05-10T17:00:00Z') }],
    [{ agentId: 1001, amountCents: 50_001, settledAt: new Date('2026-06-01T17:00:00Z') }],
  );
  if (!seller) throw new Error('no seller');

  it('writes a Part XX row with the identity in full, the quarters in dollars and no fees', () => {
    const rows = partXxRows([
      { seller, identity: identity({ legalName: '=cmd', qstNumber: '1234567890TQ0001' }) },
    ]);
    expect(rows).toHaveLength(2);
    const [header, row] = rows as [string[], unknown[]];
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('tin_type')).toBe('SIN');
    expect(cell('tin')).toBe('130692544');
    expect(cell('birth_date')).toBe('1980-04-30');
    expect(cell('q2_consideration')).toEqual({ cents: 12_345 });
    expect(cell('q2_activities')).toBe(1);
    expect(cell('q2_fees_withheld')).toEqual({ cents: 0 });
    expect(cell('total_consideration')).toEqual({ cents: 12_345 });
    expect(cell('fees_withheld_note')).toMatch(/no fee or commission/);
    const text = csvText(rows);
    expect(text.startsWith('\uFEFF"agent_id"')).toBe(true);
    expect(text).toContain('"\'=cmd"');
    expect(text).toContain('"123.45"');
  });

  it('lists on the T4A file only those paid above $500, with box 048 = paid in the year', () => {
    const below = { ...seller, paidCents: 50_000 };
    const rows = t4aRows([
      { seller, identity: identity() },
      { seller: below, identity: identity({ agentId: 1002 }) },
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[0]).toBe(1001);
    expect(rows[1]?.at(-1)).toEqual({ cents: 50_001 });
    expect(rows[0]?.at(-1)).toBe('box_048_fees_for_services');
  });

  it('leaves a seller only paid in the year out of the Part XX file', () => {
    expect(partXxRows([{ seller: { ...seller, reportable: false }, identity: identity() }])).toHaveLength(1);
  });
});
