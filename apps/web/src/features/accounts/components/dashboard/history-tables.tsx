import { soldBundleName } from '@app/shared/rules/bundle-name';
import { shortOrderId } from '@app/shared/rules/order-id';
import { receiptPath } from '@app/shared/rules/receipt';
import type { CreditUsageRow, PurchaseRow } from '@app/shared/schemas/accounts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../../lib/formats.ts';
import { callDurationMinutes, formatDate } from './dashboard-format.ts';

/** A table on wide screens; each row becomes a labelled card on phones (data-label feeds the CSS). */
function ResponsiveTable({
  headers,
  rows,
  empty,
  bareLastColumn = false,
}: {
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
  /** The last column holds actions: on phones it spans the card without a label. */
  bareLastColumn?: boolean;
}) {
  if (rows.length === 0) return <p className="text-sm text-night-600">{empty}</p>;
  return (
    <table className="w-full text-left text-sm">
      <thead className="hidden sm:table-header-group">
        <tr className="border-b border-night-100 text-xs uppercase tracking-wider text-night-600">
          {headers.map((header) => (
            <th key={header} scope="col" className="px-3 py-2 font-semibold">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block sm:table-row-group">
        {rows.map(({ key, cells }) => (
          <tr
            key={key}
            className="mb-3 block rounded-xl bg-night-50 p-3 sm:mb-0 sm:table-row sm:rounded-none sm:border-b sm:border-night-100 sm:bg-transparent sm:p-0"
          >
            {cells.map((cell, column) =>
              bareLastColumn && column === cells.length - 1 ? (
                <td
                  key={headers[column]}
                  className="block pt-2 empty:hidden sm:table-cell sm:px-3 sm:py-3 sm:empty:table-cell"
                >
                  {cell}
                </td>
              ) : (
                <td
                  key={headers[column]}
                  data-label={headers[column]}
                  className="flex justify-between gap-4 py-1 tabular-nums before:shrink-0 before:font-semibold before:text-night-600 before:content-[attr(data-label)] sm:table-cell sm:px-3 sm:py-3 sm:before:content-none"
                >
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PurchaseHistoryTable({ purchases }: { purchases: PurchaseRow[] }) {
  const { t } = useTranslation();
  const bundleNames = t('purchase.bundleNames', { returnObjects: true });
  const c = 'dashboard.columns';
  return (
    <ResponsiveTable
      empty={t('dashboard.noPurchases')}
      headers={[
        t(`${c}.date`),
        t(`${c}.package`),
        t(`${c}.minutes`),
        t(`${c}.amount`),
        t(`${c}.orderId`),
        t('receipts.column'),
      ]}
      rows={purchases.map((purchase) => ({
        key: purchase.id,
        cells: [
          formatDate(purchase.purchaseDate),
          purchase.cashback ? t('dashboard.monthlyCashback') : soldBundleName(bundleNames, purchase),
          purchase.minutes,
          formatMoney(purchase.amountCents),
          <code key="order" className="text-xs">
            {shortOrderId(purchase.orderId)}
          </code>,
          // Monthly cashback is a gift: nothing was paid, so there is nothing to receipt.
          purchase.cashback ? (
            <span key="receipt" className="text-night-600">
              <span aria-hidden="true">—</span>
              <span className="sr-only">{t('receipts.noReceipt')}</span>
            </span>
          ) : (
            <Link
              key="receipt"
              to={receiptPath(purchase.id)}
              aria-label={t('receipts.viewLabel', { orderId: shortOrderId(purchase.orderId) })}
              className="font-semibold text-night-600 underline decoration-night-600/30 underline-offset-4 hover:text-night-800 hover:decoration-night-800"
            >
              {t('receipts.view')}
            </Link>
          ),
        ],
      }))}
    />
  );
}

export function CreditUsageTable({
  usages,
  extras,
}: {
  usages: CreditUsageRow[];
  /** The trust actions of each row by id; rows without an entry show none. */
  extras?: ReadonlyMap<string, ReactNode>;
}) {
  const { t } = useTranslation();
  const c = 'dashboard.columns';
  return (
    <ResponsiveTable
      empty={t('dashboard.noCreditUsage')}
      bareLastColumn
      headers={[
        t(`${c}.date`),
        t('trust.usage.advisor'),
        t(`${c}.minutesUsed`),
        t(`${c}.callDuration`),
        t('trust.usage.actions'),
      ]}
      rows={usages.map((usage) => ({
        key: usage.id,
        cells: [
          <span key="date" id={usageDateId(usage.id)}>
            {formatDate(usage.callStart)}
          </span>,
          usage.advisorName ? (
            <span
              key="advisor"
              id={usageAdvisorId(usage.id)}
              className="min-w-0 text-right break-words sm:text-left"
            >
              {usage.advisorName}
            </span>
          ) : (
            <span key="advisor" className="text-night-600">
              <span aria-hidden="true">—</span>
              <span className="sr-only">{t('trust.usage.unknownAdvisor')}</span>
            </span>
          ),
          usage.minutesUsed,
          callDurationMinutes(usage.durationSeconds),
          extras?.get(usage.id) ?? null,
        ],
      }))}
    />
  );
}

/** The ids of a usage row's date and advisor cells, which its buttons point to (aria-describedby). */
export const usageDateId = (usageId: string) => `usage-${usageId}-date`;
export const usageAdvisorId = (usageId: string) => `usage-${usageId}-advisor`;
