import { wallClock } from '@app/shared/rules/week';
import type { CsvCell } from '../earnings/statement-csv.ts';
import type { ReportableIdentity } from '../payout-profile/index.ts';

/**
 * The year-end return (docs/design/payouts.md, "Year-end"): what each advisor was credited per quarter of
 * Montréal's calendar, what they were paid, who can be reported, and the two files' rows. Pure, so the
 * grouping, the threshold and the columns are tested without a database.
 */

/**
 * Fees withheld from advisors: none. We charge advisors no fee or commission on their earnings (the
 * customer pays the platform; the advisor's rate is theirs), so Part XX's "fees withheld" is always 0.
 */
export const ADVISOR_FEES_WITHHELD_CENTS = 0;
const FEES_NOTE = 'none: no fee or commission is charged to advisors';

/** T4A box 048 (fees for services): required when a year's payments to one payee exceed $500. */
export const T4A_FEES_THRESHOLD_CENTS = 50_000;

/** An earnings_ledger entry of the year that counts as consideration ('call' or 'adjustment'). */
export interface ConsiderationEntry {
  agentId: number;
  kind: 'call' | 'adjustment';
  deltaCents: number;
  createdAt: Date;
}

/** A payout item that landed ('paid'), when it settled. */
export interface PaidItem {
  agentId: number;
  amountCents: number;
  settledAt: Date;
}

export interface QuarterFigures {
  considerationCents: number;
  /** Relevant activities: the settled calls (an adjustment is no activity). */
  activities: number;
  feesWithheldCents: number;
}

export interface SellerYear {
  agentId: number;
  quarters: [QuarterFigures, QuarterFigures, QuarterFigures, QuarterFigures];
  considerationCents: number;
  activities: number;
  /** Payout items paid in the year (box 048). */
  paidCents: number;
  /** Credited something in the year: a Part XX reportable seller (otherwise only paid in it). */
  reportable: boolean;
}

/** The quarter (0..3) of the year an instant falls in on Montréal's wall clock, or null outside it. */
export function quarterOf(instant: Date, year: number): number | null {
  const wall = wallClock(instant);
  return wall.year === year ? Math.floor((wall.month - 1) / 3) : null;
}

const zeroQuarter = (): QuarterFigures => ({
  considerationCents: 0,
  activities: 0,
  feesWithheldCents: ADVISOR_FEES_WITHHELD_CENTS,
});

/**
 * Each advisor with consideration or a payment in the year, by agent id. Entries and items outside the
 * year (on Montréal's calendar) are ignored, whatever the caller's range was.
 */
export function groupSellerYears(
  year: number,
  entries: readonly ConsiderationEntry[],
  paid: readonly PaidItem[],
): SellerYear[] {
  const sellers = new Map<number, SellerYear>();
  const sellerOf = (agentId: number): SellerYear => {
    let seller = sellers.get(agentId);
    if (!seller) {
      seller = {
        agentId,
        quarters: [zeroQuarter(), zeroQuarter(), zeroQuarter(), zeroQuarter()],
        considerationCents: 0,
        activities: 0,
        paidCents: 0,
        reportable: false,
      };
      sellers.set(agentId, seller);
    }
    return seller;
  };
  for (const entry of entries) {
    const quarter = quarterOf(entry.createdAt, year);
    if (quarter === null) continue;
    const seller = sellerOf(entry.agentId);
    const figures = seller.quarters[quarter] as QuarterFigures;
    figures.considerationCents += entry.deltaCents;
    seller.considerationCents += entry.deltaCents;
    if (entry.kind === 'call') {
      figures.activities += 1;
      seller.activities += 1;
    }
    seller.reportable = true;
  }
  for (const item of paid) {
    if (quarterOf(item.settledAt, year) === null) continue;
    sellerOf(item.agentId).paidCents += item.amountCents;
  }
  return [...sellers.values()].sort((a, b) => a.agentId - b.agentId);
}

/** Whether the year's payments put the advisor on the T4A box 048 list (more than $500). */
export const needsT4a = (seller: Pick<SellerYear, 'paidCents'>): boolean =>
  seller.paidCents > T4A_FEES_THRESHOLD_CENTS;

/**
 * The identity fields the return needs that are empty: every one for a seller, and the birth date for an
 * individual (a SIN). No payout profile at all is ['payoutProfile'].
 */
export function missingIdentityFields(identity: ReportableIdentity | undefined): string[] {
  if (!identity) return ['payoutProfile'];
  const blank = (value: string | null) => value === null || value.trim() === '';
  const required: [string, string | null][] = [
    ['legalName', identity.legalName],
    ['addressLine1', identity.addressLine1],
    ['city', identity.city],
    ['province', identity.province],
    ['postalCode', identity.postalCode],
    ['tin', identity.tin],
  ];
  if (identity.tinKind === 'sin') required.push(['birthDate', identity.birthDate]);
  return required.filter(([, value]) => blank(value)).map(([name]) => name);
}

export interface ReportedSeller {
  seller: SellerYear;
  identity: ReportableIdentity;
}

const tinType = (identity: ReportableIdentity) => (identity.tinKind === 'sin' ? 'SIN' : 'BN');

/** The mailing address, in both files: its columns, and an advisor's cells under them. */
const ADDRESS_HEADERS = ['address_line_1', 'address_line_2', 'city', 'province', 'postal_code', 'country'];
const addressCells = (identity: ReportableIdentity): CsvCell[] => [
  identity.addressLine1,
  identity.addressLine2 ?? '',
  identity.city,
  identity.province,
  identity.postalCode,
  identity.country,
];

/** The Part XX reportable sellers file: a header, then one row per reportable advisor. */
export function partXxRows(sellers: readonly ReportedSeller[]): CsvCell[][] {
  const quarterHeaders = [1, 2, 3, 4].flatMap((q) => [
    `q${q}_consideration`,
    `q${q}_activities`,
    `q${q}_fees_withheld`,
  ]);
  return [
    [
      'agent_id',
      'legal_name',
      ...ADDRESS_HEADERS,
      'tin_type',
      'tin',
      'birth_date',
      'gst_hst_number',
      'qst_number',
      ...quarterHeaders,
      'total_consideration',
      'total_activities',
      'total_fees_withheld',
      'fees_withheld_note',
    ],
    ...sellers
      .filter(({ seller }) => seller.reportable)
      .map(({ seller, identity }) => [
        seller.agentId,
        identity.legalName,
        ...addressCells(identity),
        tinType(identity),
        identity.tin,
        identity.birthDate ?? '',
        identity.gstHstNumber ?? '',
        identity.qstNumber ?? '',
        ...seller.quarters.flatMap((q): CsvCell[] => [
          { cents: q.considerationCents },
          q.activities,
          { cents: q.feesWithheldCents },
        ]),
        { cents: seller.considerationCents },
        seller.activities,
        { cents: seller.quarters.reduce((sum, q) => sum + q.feesWithheldCents, 0) },
        FEES_NOTE,
      ]),
  ];
}

/** The T4A box 048 list: a header, then every included advisor paid more than $500 in the year. */
export function t4aRows(sellers: readonly ReportedSeller[]): CsvCell[][] {
  return [
    ['agent_id', 'legal_name', 'tin_type', 'tin', ...ADDRESS_HEADERS, 'box_048_fees_for_services'],
    ...sellers
      .filter(({ seller }) => needsT4a(seller))
      .map(({ seller, identity }) => [
        seller.agentId,
        identity.legalName,
        tinType(identity),
        identity.tin,
        ...addressCells(identity),
        { cents: seller.paidCents },
      ]),
  ];
}

export const partXxFileName = (year: number) => `part-xx-reportable-sellers-${year}.csv`;
export const t4aFileName = (year: number) => `t4a-box-048-${year}.csv`;
