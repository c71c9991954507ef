import type { Province } from '@app/shared/rules/sales-tax-rates';
import { quoteAnswerSchema } from '@app/shared/schemas/sales-tax';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-send.ts';

export interface QuoteRequest {
  bundle: string;
  /** The code of a coupon the server has validated. */
  coupon?: string | undefined;
  /**
   * The province on the customer's record, or null without one (Québec). Not sent: the server prices a
   * quote, like the order after it, with the province it has on file; it is in the key so that a changed
   * billing address asks again.
   */
  province: Province | null;
}

/** POST /api/payments/quote: the figures the order will charge, before payment. */
export function quoteQueryOptions({ bundle, coupon, province }: QuoteRequest) {
  return queryOptions({
    queryKey: ['payments', 'quote', bundle, coupon ?? null, province] as const,
    queryFn: () =>
      sendJson('POST', '/api/payments/quote', { bundle, ...(coupon ? { coupon } : {}) }, quoteAnswerSchema),
    // Prices and rates change rarely; a quote a few minutes old is what the order would still charge.
    staleTime: 60_000,
  });
}

/**
 * The quote of the chosen package (null: none chosen, or the customer's record not read yet). While a
 * new one loads (another package, a coupon, a new province), the last one stays on screen.
 */
export const useQuote = (request: QuoteRequest | null) =>
  useQuery({
    ...quoteQueryOptions(request ?? { bundle: '', province: null }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
