import { z } from 'zod';

/** The one error shape every /api and /.netlify/functions route answers with on failure. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** A limit's answer (429): seconds until it lifts, as in its Retry-After header. */
    retryAfterSeconds: z.number().int().nonnegative().optional(),
    /** SPENDING_LIMIT (409): which limit or pause refused the purchase ('monthly', 'break', …). */
    limit: z.string().optional(),
    /** SPENDING_LIMIT: when that limit resets or the pause ends. */
    resetsAt: z.string().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
export type ApiErrorDetails = Pick<ApiError['error'], 'limit' | 'resetsAt'>;
