import type { PurchaseRow } from '@app/shared/schemas/accounts';
import { dateTimeFormat, pageLocale } from '../../../../lib/formats.ts';

/** Call duration in minutes with one decimal (125 s → '2.1', « 2,1 » in French). */
export function callDurationMinutes(seconds: number): string {
  return new Intl.NumberFormat(pageLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(Math.round((seconds / 60) * 10) / 10);
}

/** Purchases paid with money; the monthly cashback rows are gifts. */
export function countPaidPurchases(purchases: readonly PurchaseRow[]): number {
  return purchases.filter((purchase) => !purchase.cashback).length;
}

export const formatDate = (iso: string): string =>
  dateTimeFormat({ year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso));
export const formatMonth = (iso: string): string =>
  dateTimeFormat({ year: 'numeric', month: 'long' }).format(new Date(iso));
