import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ORIGIN, type SignedInCustomer } from './customers.ts';
import { useStaffTestApp } from './staff.ts';

export const HOUR = 3_600_000;

/** The ISO time `hours` from now (before now when negative). */
export const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** A promotion the back office accepts, in both languages, showing from an hour ago for a day. */
export const promotionBody = (overrides: Record<string, unknown> = {}) => ({
  message: `Full moon sale ${randomUUID().slice(0, 6)}`,
  messageFr: 'Soldes de la pleine lune',
  linkUrl: '/pricing',
  backgroundColor: '#1E1B4B',
  textColor: '#ffffff',
  startDate: inHours(-1),
  endDate: inHours(24),
  ...overrides,
});

/** An announcement the back office accepts, in both languages, showing from an hour ago with no end. */
export const announcementBody = (overrides: Record<string, unknown> = {}) => ({
  title: `Maintenance ${randomUUID().slice(0, 6)}`,
  message: 'Calls may drop for a few minutes tonight.',
  titleFr: 'Entretien ce soir',
  messageFr: 'Les appels pourraient couper quelques minutes ce soir.',
  severity: 'warning',
  startAt: inHours(-1),
  endAt: null,
  ...overrides,
});

export const NOTE = { note: 'Campaign over' };
export const uniqueCode = (prefix = 'T') => `${prefix}${randomUUID().slice(0, 8)}`.toUpperCase();

/** A coupon the back office accepts: 20 % off, no end, no limit, under a code no other test uses. */
export function couponBody(overrides: Record<string, unknown> = {}) {
  return {
    code: uniqueCode(),
    type: 'percentage_off',
    value: 20,
    expiresAt: null,
    maxUses: null,
    firstPurchaseOnly: false,
    ...overrides,
  };
}
/** A coupon body without its code: what an edit sends. */
export const termsOf = ({ code: _code, ...terms }: ReturnType<typeof couponBody>) => terms;

export type CatalogueMethod = 'GET' | 'POST' | 'PATCH';

/**
 * useStaffTestApp for the catalogue files: the routes called as anyone (`call`), the admin or the support
 * member, a coupon created by the admin, and a coupon priced for a customer's bundle.
 */
export function useCatalogueTestApp() {
  const { t, admin, support } = useStaffTestApp();
  const call = (cookie: string | undefined, method: CatalogueMethod, url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
  const asAdmin = (method: CatalogueMethod, url: string, payload?: object) =>
    call(admin.cookie, method, url, payload);
  const asSupport = (method: CatalogueMethod, url: string, payload?: object) =>
    call(support.cookie, method, url, payload);

  async function createCoupon(overrides: Record<string, unknown> = {}) {
    const body = couponBody(overrides);
    const res = await asAdmin('POST', '/api/staff/coupons', body);
    expect(res.statusCode, res.body).toBe(201);
    return { body, coupon: res.json() as { id: string; code: string; uses: number } };
  }

  const validate = (who: SignedInCustomer, code: string, bundleId = 'bundle-20') =>
    t.app.inject({
      method: 'POST',
      url: '/api/coupons/validate',
      headers: { origin: ORIGIN, cookie: who.cookie },
      payload: { code, bundleId },
    });

  return { t, admin, call, asAdmin, asSupport, createCoupon, validate };
}
