import type { AppDb } from '@app/db/client';
import { en } from '@app/shared/messages/en';
import { torontoMonthBounds } from '@app/shared/rules/week';
import { createCashbackRepository } from './cashback-repository.ts';
import { applyLedgerEntry } from './ledger.ts';
import { moneyTransaction } from './money-transaction.ts';

export interface CashbackResult {
  month: string;
  /** Customers credited by this run (a re-run credits nobody twice). */
  customers: number;
  minutes: number;
}

/** The order id of a customer's cashback row: the unique key that makes a month's cashback happen once. */
export const cashbackOrderId = (customerId: string, month: string) => `cashback-${customerId}-${month}`;

/**
 * SPEC 9 monthly cashback for `month` ('YYYY-MM', business clock): per customer, the sum over that
 * month's paid purchases of Standard and higher bundles of minutes × cashbackPercent / 100, rounded down
 * once. Refunded or unpaid orders earn nothing. Each customer is credited in their own transaction, keyed
 * by (provider 'cashback', order id) and the ledger's (customer, kind, month): running twice, concurrently
 * on several instances, or again after a crash credits each customer exactly once.
 */
export async function runMonthlyCashback(db: AppDb, month: string): Promise<CashbackResult> {
  const { start, end } = torontoMonthBounds(month);
  const earned = await createCashbackRepository(db).earnedBetween(start, end);

  let customers = 0;
  let minutes = 0;
  for (const row of earned) {
    const credit = Math.floor(Number(row.hundredths) / 100);
    if (credit <= 0) continue;
    const applied = await moneyTransaction(db, row.customerId, async (tx) => {
      const inserted = await createCashbackRepository(tx).insertCashbackPurchase({
        customerId: row.customerId,
        bundleName: en.dashboard.monthlyCashback,
        minutes: credit,
        orderId: cashbackOrderId(row.customerId, month),
        purchaseDate: end,
      });
      if (!inserted) return false;
      const result = await applyLedgerEntry(tx, {
        customerId: row.customerId,
        kind: 'monthly_cashback',
        delta: credit,
        reference: month,
      });
      return result.applied;
    });
    if (applied) {
      customers += 1;
      minutes += credit;
    }
  }
  return { month, customers, minutes };
}
