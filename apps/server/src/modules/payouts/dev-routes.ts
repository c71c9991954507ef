import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PayoutDispatch } from './dispatch.ts';

/**
 * The demo's "ask the provider now": settles the payout batches an emulator's outcome was set for,
 * without waiting for the reconciliation pass's next minute and claim window. Registered only with the
 * demo's tools, never in production.
 */
export const devPayoutRoutes: FastifyPluginAsyncZod<{ dispatch: PayoutDispatch }> = async (
  app,
  { dispatch },
) => {
  app.post(
    '/api/dev/payouts/reconcile',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Sends the payout batches left unsent and settles what the providers report (not in production)',
        response: {
          200: z.object({
            sent: z.number(),
            paid: z.number(),
            returned: z.number(),
            pending: z.number(),
            errors: z.number(),
          }),
        },
      },
    },
    () => dispatch.runNow(new Date()),
  );
};
