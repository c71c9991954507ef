import type { UpdateProfileBody } from '@app/shared/schemas/accounts';
import { customerResponseSchema } from '@app/shared/schemas/customer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-send.ts';
import { customerQueryKey } from './get-customer.ts';

export function useUpdateProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateProfileBody) =>
      (await sendJson('PATCH', `/api/customers/${encodeURIComponent(id)}`, body, customerResponseSchema))
        .customer,
    onSuccess: (customer) => queryClient.setQueryData(customerQueryKey(id), customer),
  });
}
