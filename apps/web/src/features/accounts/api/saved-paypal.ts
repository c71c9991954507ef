import { FETCH_RETRIES } from '@app/shared/constants';
import type { SavedPaypal, SavedPaypalChoicesBody } from '@app/shared/schemas/saved-paypal';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, getJson } from '../../../lib/api-client.ts';
import { sendCommand, sendJson } from '../../../lib/api-send.ts';
import { customerQueryKey } from './get-customer.ts';

/** The id of /profile's saved-PayPal card, which the offer after a purchase and PayPal's return lead to. */
export const SAVED_PAYPAL_ANCHOR = 'saved-paypal';

/** PayPal sends the customer back to /profile with `saved_paypal=return|cancel` and the setup token's id. */
export const SAVED_PAYPAL_PARAM = 'saved_paypal';
export const APPROVAL_TOKEN_PARAM = 'approval_token_id';

const savedPaypalPath = (id: string) => `/api/customers/${encodeURIComponent(id)}/saved-paypal`;
const schemas = () => import('@app/shared/schemas/saved-paypal');
const loadSchema = async () => (await schemas()).savedPaypalSchema;

export const savedPaypalQueryKey = (id: string) => [...customerQueryKey(id), 'saved-paypal'] as const;

/** True when the answer says this site offers no saved PayPal (PayPal not configured). */
export const savedPaypalUnavailable = (error: unknown) =>
  error instanceof ApiError && error.is('PAYPAL_UNAVAILABLE');

export function savedPaypalQueryOptions(id: string) {
  return queryOptions({
    queryKey: savedPaypalQueryKey(id),
    queryFn: ({ signal }): Promise<SavedPaypal> => getJson(savedPaypalPath(id), loadSchema, { signal }),
    // As the app's default (lib/query-client.ts), and PayPal not configured is a 503 that stays one.
    retry: (count, error) =>
      !savedPaypalUnavailable(error) &&
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
      count < FETCH_RETRIES,
  });
}

/** The customer's saved PayPal account (none, awaiting approval, or active with its masked e-mail). */
export function useSavedPaypal(id: string) {
  return useQuery({ ...savedPaypalQueryOptions(id), enabled: id !== '' });
}

/** Sends the browser to PayPal's approval page (PayPal's own site, or the emulator's in the demo). */
export function goToPayPal(approveUrl: string): void {
  window.location.assign(approveUrl);
}

/** Starts saving PayPal: answers PayPal's approval page, where the caller sends the customer. */
export function useStartSavedPaypal(id: string) {
  return useMutation({
    mutationFn: async () =>
      (await sendJson('POST', savedPaypalPath(id), {}, async () => (await schemas()).savedPaypalStartSchema))
        .approveUrl,
  });
}

/** Every change answers with the account as it now stands, which replaces the cached one. */
function useSavedPaypalChange<V>(id: string, send: (variables: V) => Promise<SavedPaypal>) {
  const queryClient = useQueryClient();
  const queryKey = savedPaypalQueryKey(id);
  return useMutation({
    // A read already under way (the page's first, on the way back from PayPal) would land after the
    // change and show the account as it was: it is cancelled, and the account read again once settled.
    onMutate: () => queryClient.cancelQueries({ queryKey }),
    mutationFn: send,
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
    // Not awaited: the caller's own callbacks (a toast) run at once, before the card changes shape.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** Back from PayPal: the approved setup token becomes the saved account. */
export function useConfirmSavedPaypal(id: string) {
  return useSavedPaypalChange(id, (setupTokenId: string) =>
    sendJson('POST', `${savedPaypalPath(id)}/confirm`, { setupTokenId }, loadSchema),
  );
}

/** The top-up's bundle and the automatic top-up. */
export function useSavedPaypalChoices(id: string) {
  return useSavedPaypalChange(id, (body: SavedPaypalChoicesBody) =>
    sendJson('PATCH', savedPaypalPath(id), body, loadSchema),
  );
}

/** Removes the saved account (deleted at PayPal too); the card shows none at once. */
export function useRemoveSavedPaypal(id: string) {
  return useSavedPaypalChange(id, async () => {
    await sendCommand('DELETE', savedPaypalPath(id), {});
    const { DEFAULT_TOP_UP_BUNDLE_ID } = await schemas();
    return { status: 'none', emailMasked: null, topUpBundleId: DEFAULT_TOP_UP_BUNDLE_ID, autoTopUp: false };
  });
}
