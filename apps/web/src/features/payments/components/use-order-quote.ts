import { useState } from 'react';
import { useCustomer } from '../../accounts/index.ts';
import type { SaleBundle } from '../../credits/index.ts';
import { type QuoteRequest, useQuote } from '../api/get-quote.ts';
import type { CouponState } from './coupon-box.tsx';

/**
 * Where the checkout's customer is taxed and what their order will charge: the billing address on
 * file (asked at the first checkout, changed on request) and the quote of the chosen package and
 * validated coupon in that province.
 */
export function useOrderQuote(bundle: SaleBundle | null, coupon: CouponState) {
  const { customer, isError: customerFailed } = useCustomer();
  const [changingAddress, setChangingAddress] = useState(false);
  /**
   * The address on file: undefined while the record loads, null without one (taxed as in Québec; also
   * when the record cannot be read, and the server then decides).
   */
  const address = customer ? customer.billingAddress : customerFailed ? null : undefined;
  const request: QuoteRequest | null =
    bundle && address !== undefined
      ? {
          bundle: bundle.id,
          coupon: coupon.status === 'valid' ? coupon.code : undefined,
          province: address?.province ?? null,
        }
      : null;
  const quote = useQuote(request);
  return {
    customer,
    address,
    request,
    /** The quote of exactly this order is in: the total shown is the total the order charges. */
    quoted: quote.isSuccess && !quote.isPlaceholderData,
    /** The billing step shows instead of the payment buttons: no address on file yet, or Change chosen. */
    askAddress: customer !== null && (customer.billingAddress === null || changingAddress),
    changeAddress: () => setChangingAddress(true),
    addressDone: () => setChangingAddress(false),
  };
}
