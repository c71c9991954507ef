import type { AppDb } from '@app/db/client';
import type { PayoutDataKey } from '../../env.ts';
import { yearBounds } from '../earnings/statement.ts';
import { readReportableIdentity } from '../payout-profile/index.ts';
import { groupSellerYears, missingIdentityFields, type ReportedSeller, type SellerYear } from './annual.ts';
import { createAnnualRepository } from './annual-repository.ts';

export interface AnnualReturn {
  year: number;
  /** Advisors whose identity is complete, by agent id: the files' rows. */
  included: ReportedSeller[];
  /** Advisors left out of the files, with the fields they lack. */
  missing: { seller: SellerYear; missing: string[] }[];
}

/**
 * The year's return: every advisor credited or paid in the calendar year (Montréal), their identity opened
 * through the payout-profile module (only theirs), split into those the files can include and those whose
 * profile is missing a required field.
 */
export async function collectAnnualReturn(
  db: AppDb,
  keys: readonly PayoutDataKey[],
  year: number,
): Promise<AnnualReturn> {
  const { start, end } = yearBounds(year);
  const repository = createAnnualRepository(db);
  const [entries, paid] = await Promise.all([
    repository.considerationEntries(start, end),
    repository.paidItems(start, end),
  ]);
  const result: AnnualReturn = { year, included: [], missing: [] };
  for (const seller of groupSellerYears(year, entries, paid)) {
    const identity = await readReportableIdentity(db, keys, seller.agentId);
    const missing = missingIdentityFields(identity);
    if (identity && missing.length === 0) result.included.push({ seller, identity });
    else result.missing.push({ seller, missing });
  }
  return result;
}
