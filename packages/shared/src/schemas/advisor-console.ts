import { z } from 'zod';
import { psychicPhotoQuerySchema } from './advisors.ts';

/** An advisor route's own agentId, as in the URL. */
export const advisorParamsSchema = z.object({ agentId: psychicPhotoQuerySchema.shape.agentId });

export const advisorMonthQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a month as YYYY-MM')
    .optional(),
});

export const advisorStatusBodySchema = z.strictObject({
  /** 'Taking calls' (true) or 'Offline' (false): the feed's signedIn. */
  takingCalls: z.boolean(),
});

export const advisorStatusSchema = z.object({
  takingCalls: z.boolean(),
  /** Set by the call flow only: on a call, and the time left on it as the feed shows it. */
  onACall: z.boolean(),
  availTimeStr: z.string(),
  /** Taking calls while the published schedule says otherwise for this moment (null: no slot today). */
  outsideSchedule: z.boolean(),
});

export const advisorCallSchema = z.object({
  id: z.string(),
  callStart: z.string(),
  durationSeconds: z.int(),
  minutesBilled: z.int(),
  payoutCentsPerMinute: z.int(),
  earningsCents: z.int(),
  /** First name and initial at most: never an e-mail or a phone number. */
  customer: z.string(),
});

export const periodTotalsSchema = z.object({
  calls: z.int(),
  minutes: z.int(),
  earningsCents: z.int(),
});

export const advisorIdentitySchema = z.object({ agentId: z.int(), name: z.string() });

export const advisorConsoleSchema = z.object({
  agentId: z.int(),
  name: z.string(),
  status: advisorStatusSchema,
  payoutCentsPerMinute: z.int(),
  today: z.object({ calls: z.array(advisorCallSchema), totals: periodTotalsSchema }),
  week: periodTotalsSchema,
  month: periodTotalsSchema,
});

export const advisorMonthSchema = z.object({
  month: z.string(),
  calls: z.array(advisorCallSchema),
  totals: periodTotalsSchema,
});

export type AdvisorStatus = z.infer<typeof advisorStatusSchema>;
export type AdvisorCall = z.infer<typeof advisorCallSchema>;
export type AdvisorConsole = z.infer<typeof advisorConsoleSchema>;
export type AdvisorMonth = z.infer<typeof advisorMonthSchema>;
