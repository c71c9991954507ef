import { formatAmount } from '@app/shared/rules/money';
import type { DataLayerEvent } from '../../../lib/analytics.ts';

export interface PurchasedOrder {
  id: string;
  amount: number;
  tax: number;
  currency: string;
  bundleId: string | null;
  bundleName: string;
  minutes: number;
  couponCode: string | null;
}

/** SPEC 7: the purchase conversion event (transaction id, value, currency, tax, coupon, item details). */
export function purchaseEvent(order: PurchasedOrder): DataLayerEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.id,
      value: Number(formatAmount(order.amount)),
      currency: order.currency,
      tax: Number(formatAmount(order.tax)),
      coupon: order.couponCode ?? undefined,
      items: [
        {
          item_id: order.bundleId ?? 'cashback',
          item_name: order.bundleName,
          quantity: 1,
          price: Number(formatAmount(order.amount)),
          minutes: order.minutes,
        },
      ],
    },
  };
}

const REPORTED_KEY = 'purchase_events_reported';

/** Once per purchase, even if the success screen is reloaded. */
export function claimPurchaseEvent(purchaseId: string, storage: Storage = sessionStorage): boolean {
  const reported = new Set<string>(JSON.parse(storage.getItem(REPORTED_KEY) ?? '[]') as string[]);
  if (reported.has(purchaseId)) return false;
  reported.add(purchaseId);
  storage.setItem(REPORTED_KEY, JSON.stringify([...reported]));
  return true;
}
