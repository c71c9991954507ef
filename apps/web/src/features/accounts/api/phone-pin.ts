import { phonePinStatusSchema } from '@app/shared/schemas/phone-pin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client.ts';
import { sendCommand, sendJson } from '../../../lib/api-send.ts';

const PATH = '/api/me/phone-pin';
/** Keyed by the customer, because signing out does not empty the query cache. */
export const phonePinQueryKey = (customerId: string) => ['me', customerId, 'phone-pin'] as const;

/** Whether the customer has a phone PIN (the PIN itself is never read back). */
export function usePhonePin(customerId: string) {
  return useQuery({
    queryKey: phonePinQueryKey(customerId),
    queryFn: ({ signal }) => getJson(PATH, phonePinStatusSchema, { signal }),
    enabled: customerId !== '',
  });
}

export function useSetPhonePin(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pin: string) => sendJson('PUT', PATH, { pin }, phonePinStatusSchema),
    onSuccess: (status) => client.setQueryData(phonePinQueryKey(customerId), status),
  });
}

export function useRemovePhonePin(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => sendCommand('DELETE', PATH, undefined),
    onSuccess: () => client.setQueryData(phonePinQueryKey(customerId), { set: false }),
  });
}
