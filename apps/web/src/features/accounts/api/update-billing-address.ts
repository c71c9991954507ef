import { customerResponseSchema } from '@app/shared/schemas/customer';
import type { BillingAddress } from '@app/shared/schemas/sales-tax';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-send.ts';
import { customerQueryKey } from './get-customer.ts';

/**
 * Saves the customer's province and postal code (the postal code already in its normal form). The answer
 * is the customer record: it replaces the cached one, so every page keyed on the province (the purchase
 * page's quote) asks again.
 */
export function useUpdateBillingAddress(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (address: BillingAddress) =>
      (
        await sendJson(
          'PUT',
          `/api/customers/${encodeURIComponent(id)}/billing-address`,
          address,
          customerResponseSchema,
        )
      ).customer,
    onSuccess: (customer) => queryClient.setQueryData(customerQueryKey(id), customer),
  });
}
