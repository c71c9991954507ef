import { z } from 'zod';

/** What the server tells the signed-in customer about their own account (never another's). */
export const customerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** ISO date 'YYYY-MM-DD'. */
  birthDate: z.string().nullable(),
  emailnotifications: z.boolean(),
  /** E.164; the first is the primary number. */
  phoneNumbers: z.array(z.string()),
  /** Balance in minutes. */
  credits: z.number().int(),
  createdAt: z.string(),
  lastConnectetAt: z.string().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerResponseSchema = z.object({ customer: customerSchema });
