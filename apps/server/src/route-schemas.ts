import { apiErrorSchema } from '@app/shared/schemas/errors';
import { z } from 'zod';

/** The `:id` of a customer's own routes (`/api/customers/:id/…`), which the session guard checks. */
export const customerIdParams = z.object({ id: z.string().min(1).max(64) });

/** A route's error answers: each status listed, with the one error body (`{ error: { code, message } }`). */
export function errorResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    Status,
    typeof apiErrorSchema
  >;
}
