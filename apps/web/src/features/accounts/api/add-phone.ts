import { phoneNumbersResponseSchema } from '@app/shared/schemas/accounts';
import { z } from 'zod';
import { sendJson } from '../../../lib/api-send.ts';

const FUNCTIONS = '/.netlify/functions';

/** The add-phone flow's three calls (SPEC 7 request-otp, verify-otp, add-phone), each checked by the server. */
export const requestPhoneCode = (phone: string) =>
  sendJson('POST', `${FUNCTIONS}/request-otp`, { phone }, z.object({ sent: z.literal(true) }));

export const verifyPhoneCode = (phone: string, code: string) =>
  sendJson('POST', `${FUNCTIONS}/verify-otp`, { phone, code }, z.object({ verified: z.literal(true) }));

export const addVerifiedPhone = async (phone: string) =>
  (await sendJson('POST', `${FUNCTIONS}/add-phone`, { phone }, phoneNumbersResponseSchema)).phoneNumbers;
