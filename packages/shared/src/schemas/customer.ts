// zod/mini: the web app parses this on its first screens, where classic zod's size and start-up would cost.
import * as z from 'zod/mini';
import { CALL_RECEIPT_CHANNELS } from '../rules/call-receipts.ts';
import { PROVINCES } from '../rules/sales-tax-rates.ts';

/** What the server tells the signed-in customer about their own account (never another's). */
export const customerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** ISO date 'YYYY-MM-DD'. */
  birthDate: z.nullable(z.string()),
  emailnotifications: z.boolean(),
  /** How the receipt after each call is sent. */
  callReceipts: z.enum(CALL_RECEIPT_CHANNELS),
  /** E.164; the first is the primary number. */
  phoneNumbers: z.array(z.string()),
  /** Balance in minutes. */
  credits: z.int(),
  createdAt: z.string(),
  lastConnectetAt: z.nullable(z.string()),
  /** Where the customer is taxed: asked at their first checkout; null until then (taxed as in Québec). */
  billingAddress: z.nullable(z.object({ province: z.enum(PROVINCES), postalCode: z.string() })),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerResponseSchema = z.object({ customer: customerSchema });
