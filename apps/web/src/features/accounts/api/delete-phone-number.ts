import { phoneNumbersResponseSchema } from '@app/shared/schemas/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-send.ts';
import { customerQueryKey } from './get-customer.ts';

export function useDeletePhoneNumber(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phoneE164: string) =>
      sendJson(
        'DELETE',
        `/api/customers/${encodeURIComponent(id)}/phone-numbers/${encodeURIComponent(phoneE164)}`,
        {},
        phoneNumbersResponseSchema,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerQueryKey(id) }),
  });
}
