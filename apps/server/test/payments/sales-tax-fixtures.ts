import { torontoDateOf } from '@app/shared/rules/week';
import { type AppSource, appOf } from '../helpers/build-test-app.ts';
import { ORIGIN, type SignedInCustomer } from '../helpers/customers.ts';

/** Today's business day (Toronto), the day the exports and the rate table are read for. */
export const today = () => torontoDateOf(new Date());

/** The customer's billing address, the quote and the receipt, as the web asks for them. */
export function salesTaxApi(source: AppSource) {
  const app = () => appOf(source);
  return {
    setAddress: (who: SignedInCustomer | null, id: string, payload: unknown, language?: 'fr') =>
      app().inject({
        method: 'PUT',
        url: `/api/customers/${encodeURIComponent(id)}/billing-address`,
        headers: {
          origin: ORIGIN,
          ...(who ? { cookie: who.cookie } : {}),
          ...(language ? { 'accept-language': language } : {}),
        },
        payload: payload as object,
      }),
    getCustomer: (who: SignedInCustomer) =>
      app().inject({
        method: 'GET',
        url: `/api/customers/${who.id}`,
        headers: { origin: ORIGIN, cookie: who.cookie },
      }),
    quote: (payload: unknown, who?: SignedInCustomer, language?: 'fr') =>
      app().inject({
        method: 'POST',
        url: '/api/payments/quote',
        headers: {
          origin: ORIGIN,
          ...(who ? { cookie: who.cookie } : {}),
          ...(language ? { 'accept-language': language } : {}),
        },
        payload: payload as object,
      }),
    receipt: (who: SignedInCustomer, purchaseId: string) =>
      app().inject({
        method: 'GET',
        url: `/api/customers/${who.id}/purchases/${purchaseId}/receipt`,
        headers: { origin: ORIGIN, cookie: who.cookie },
      }),
  };
}

/** bundle-10 ($25.00) quoted in full, as POST /api/payments/quote answers it (no coupon unless a discount is given). */
export function bundle10Quote({
  province,
  taxes,
  totalCents,
  discountCents = 0,
}: {
  province: string;
  taxes: { name: string; rate: number; amountCents: number }[];
  totalCents: number;
  discountCents?: number;
}) {
  return { bundle: 'bundle-10', priceCents: 2500, discountCents, taxes, totalCents, province };
}
