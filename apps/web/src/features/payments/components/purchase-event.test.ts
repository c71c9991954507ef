import { describe, expect, it } from 'vitest';
import { claimPurchaseEvent, purchaseEvent } from './purchase-event.ts';

class MemoryStorage {
  private map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

describe('purchase conversion event', () => {
  it('reports dollars, tax, coupon and the item', () => {
    const event = purchaseEvent({
      id: 'p1',
      amount: 4312,
      tax: 562,
      currency: 'CAD',
      bundleId: 'bundle-20',
      bundleName: 'Standard Package',
      minutes: 25,
      couponCode: 'WELCOME25',
    });
    expect(event).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'p1',
        value: 43.12,
        currency: 'CAD',
        tax: 5.62,
        coupon: 'WELCOME25',
        items: [
          { item_id: 'bundle-20', item_name: 'Standard Package', quantity: 1, price: 43.12, minutes: 25 },
        ],
      },
    });
  });

  it('is claimed once per purchase', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    expect(claimPurchaseEvent('p1', storage)).toBe(true);
    expect(claimPurchaseEvent('p1', storage)).toBe(false);
    expect(claimPurchaseEvent('p2', storage)).toBe(true);
  });
});
