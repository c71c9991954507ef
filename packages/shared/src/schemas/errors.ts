import { z } from 'zod';

/** The one error shape every /api and /.netlify/functions route answers with on failure. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
