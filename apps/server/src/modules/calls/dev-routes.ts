import { apiErrorSchema } from '@app/shared/schemas/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { CallTimers } from './call-timers.ts';

const body = z.object({
  callSid: z.string().regex(/^[A-Za-z0-9]{1,64}$/),
  /** The call's warning second, its cap, or the end of the hold its cap left. */
  moment: z.enum(['warning', 'cap', 'hold-end']),
});

/**
 * The demo's clock for a bridged call: runs the timer job as at one of a call's own moments,
 * so `npm run call:simulate` and the end-to-end journey play a 2-minute call without waiting for it.
 * Registered only with the demo's tools, never in production.
 */
export const devCallTimerRoutes: FastifyPluginAsyncZod<{ timers: CallTimers }> = async (app, { timers }) => {
  app.post(
    '/api/dev/call-timers',
    {
      schema: {
        tags: ['dev'],
        summary:
          "Runs a bridged call's timers as at its warning, its cap or its hold's end (not in production)",
        body,
        response: {
          200: z.object({
            at: z.string(),
            warned: z.number(),
            capped: z.number(),
            released: z.number(),
          }),
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { callSid, moment } = request.body;
      const at = await timers.momentOf(callSid, moment);
      if (!at)
        throw new AppError(
          404,
          'NO_SUCH_MOMENT',
          `This call has no ${moment} (not bridged, or not answered).`,
        );
      return { at: at.toISOString(), ...(await timers.run(at)) };
    },
  );
};
