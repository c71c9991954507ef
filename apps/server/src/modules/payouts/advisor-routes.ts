import { apiErrorSchema } from '@app/shared/schemas/errors';
import { payoutInstantResultSchema } from '@app/shared/schemas/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoleGuards, SignedInAdvisor } from '../accounts/session-guard.ts';
import type { PayoutsService } from './service.ts';

/**
 * The advisor's "Pay me now" (/api/advisor/payouts/instant): the signed-in advisor's own balance only;
 * visitors 401, anyone but a linked advisor 403, before anything is read.
 */
export const advisorPayoutRoutes: FastifyPluginAsyncZod<{
  guards: RoleGuards;
  service: PayoutsService;
}> = async (app, { guards, service }) => {
  const signedIn = new WeakMap<object, SignedInAdvisor>();
  app.addHook('preValidation', async (request) => {
    signedIn.set(request, await guards.requireAdvisor(request));
  });

  app.post(
    '/api/advisor/payouts/instant',
    {
      schema: {
        tags: ['advisor console'],
        summary:
          "Pays the advisor's whole balance now, free, once a Toronto day, when it reaches the minimum and the payout details are not on hold",
        response: {
          200: payoutInstantResultSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const advisor = signedIn.get(request);
      if (!advisor) throw new Error('the advisor guard did not run');
      return service.instant(advisor.agentId, advisor.userId);
    },
  );
};
