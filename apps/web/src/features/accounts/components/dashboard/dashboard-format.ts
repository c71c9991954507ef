import type { PurchaseRow } from '@app/shared/schemas/accounts';

/** Call duration in minutes with one decimal (125 s → '2.1'). */
export function callDurationMinutes(seconds: number): string {
  return (Math.round((seconds / 60) * 10) / 10).toFixed(1);
}

/** Purchases paid with money; the monthly cashback rows are gifts. */
export function countPaidPurchases(purchases: readonly PurchaseRow[]): number {
  return purchases.filter((purchase) => !purchase.cashback).length;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const monthFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long' });

export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));
export const formatMonth = (iso: string): string => monthFormat.format(new Date(iso));
