import { apiErrorSchema } from '@app/shared/schemas/errors';
import {
  advisorPayoutProfileSchema,
  payoutProfileChangeParamsSchema,
  payoutProfileChangeSchema,
  payoutProfileConfirmBodySchema,
  payoutProfileInputSchema,
} from '@app/shared/schemas/payout-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOfRequest } from '../../language.ts';
import type { RoleGuards } from '../accounts/session-guard.ts';
import {
  ADVISOR_CONSOLE_ERRORS,
  ADVISOR_CONSOLE_TAGS,
  registerAdvisorConsoleGuard,
} from '../advisors/console-guard.ts';
import type { PayoutProfileService } from './service.ts';

/**
 * The advisor's own payout profile. No route names an agentId: the session decides whose profile it is,
 * so an advisor cannot even ask for another's. A change is two steps: the whole profile, then the code
 * texted to the forwarding number.
 */
export const advisorPayoutProfileRoutes: FastifyPluginAsyncZod<{
  guards: RoleGuards;
  service: PayoutProfileService;
}> = async (app, { guards, service }) => {
  const { advisorOf } = registerAdvisorConsoleGuard(app, guards);

  app.get(
    '/api/advisor/payout-profile',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary: "The signed-in advisor's payout profile, masked (null before they give one)",
        response: { 200: advisorPayoutProfileSchema, ...ADVISOR_CONSOLE_ERRORS },
      },
    },
    async (request) => ({ profile: await service.view(advisorOf(request).agentId) }),
  );

  app.post(
    '/api/advisor/payout-profile/changes',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary:
          'Checks a whole new payout profile, keeps it sealed, and texts a code to the forwarding number',
        body: payoutProfileInputSchema,
        response: { 200: payoutProfileChangeSchema, ...ADVISOR_CONSOLE_ERRORS, 429: apiErrorSchema },
      },
    },
    async (request) =>
      service.requestChange(advisorOf(request).agentId, request.body, languageOfRequest(request)),
  );

  app.post(
    '/api/advisor/payout-profile/changes/:changeId/confirm',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary:
          'With the texted code, the change becomes the payout profile; the next payout is held 48 h and the advisor told',
        params: payoutProfileChangeParamsSchema,
        body: payoutProfileConfirmBodySchema,
        response: { 200: advisorPayoutProfileSchema, ...ADVISOR_CONSOLE_ERRORS },
      },
    },
    async (request) => ({
      profile: await service.confirmChange(
        advisorOf(request).agentId,
        request.params.changeId,
        request.body.code,
      ),
    }),
  );
};
