import { receiptResponseSchema } from '@app/shared/schemas/receipts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client.ts';

export const receiptQueryKey = (customerId: string, purchaseId: string) =>
  ['customers', customerId, 'purchases', purchaseId, 'receipt'] as const;

/** A receipt never changes once made (a refund aside), so it is read once per visit of the page. */
export function receiptQueryOptions(customerId: string, purchaseId: string) {
  return queryOptions({
    queryKey: receiptQueryKey(customerId, purchaseId),
    queryFn: async ({ signal }) =>
      (
        await getJson(
          `/api/customers/${encodeURIComponent(customerId)}/purchases/${encodeURIComponent(purchaseId)}/receipt`,
          receiptResponseSchema,
          { signal },
        )
      ).receipt,
  });
}

export const useReceipt = (customerId: string, purchaseId: string) =>
  useQuery({
    ...receiptQueryOptions(customerId, purchaseId),
    enabled: customerId !== '' && purchaseId !== '',
  });
