import {
  type ApplicationBody,
  applicationCreatedSchema,
  applicationStartSchema,
} from '@app/shared/schemas/applications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client.ts';
import { sendCommand, sendJson } from '../../../lib/api-send.ts';

// The applicant's routes (packages/shared/src/schemas/applications.ts): no sign-in; every request but the
// withdrawal carries the form's signed token, which the page asks for when it opens.

export const APPLICATION_START_PATH = '/api/applications/start';
export const PHONE_CODE_PATH = '/api/applications/phone-code';
export const PHONE_VERIFY_PATH = '/api/applications/phone-code/verify';
export const APPLICATIONS_PATH = '/api/applications';
export const WITHDRAW_PATH = '/api/applications/withdraw';

const formTokenKey = ['applications', 'form-token'] as const;

/**
 * The form's token, fetched once when the page opens and kept while it stays open (its age is the
 * server's check against bots: fetching it again would start the clock afresh). `refetch` renews it
 * when the server says the form expired.
 */
export function useFormToken() {
  return useQuery({
    queryKey: formTokenKey,
    queryFn: async ({ signal }) =>
      (await getJson(APPLICATION_START_PATH, applicationStartSchema, { signal })).formToken,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Texts a 6-digit code to the applicant's number (204). */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (input: { formToken: string; phone: string }) => sendCommand('POST', PHONE_CODE_PATH, input),
  });
}

/** Checks the texted code (204); the server then takes applications from that number. */
export function useVerifyPhoneCode() {
  return useMutation({
    mutationFn: (input: { formToken: string; phone: string; code: string }) =>
      sendCommand('POST', PHONE_VERIFY_PATH, input),
  });
}

/** Sends the application (201 { id }). */
export function useSubmitApplication() {
  return useMutation({
    mutationFn: (body: ApplicationBody) =>
      sendJson('POST', APPLICATIONS_PATH, body, applicationCreatedSchema),
  });
}

/** Withdraws an application with the confirmation e-mail's token (204). */
export function useWithdrawApplication() {
  return useMutation({
    mutationFn: (token: string) => sendCommand('POST', WITHDRAW_PATH, { token }),
  });
}
