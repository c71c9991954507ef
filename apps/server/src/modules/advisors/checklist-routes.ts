import { advisorParamsSchema } from '@app/shared/schemas/advisor-console';
import { advisorChecklistSchema } from '@app/shared/schemas/application-screening';
import { apiErrorSchema } from '@app/shared/schemas/errors';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isValidTwilioSignature, type TwilioParams } from '../../adapters/twilio-signature.ts';
import { AppError } from '../../app-error.ts';
import { languageOfRequest } from '../../language.ts';
import type { RoleGuards } from '../accounts/session-guard.ts';
import type { AdvisorChecklistService } from './checklist.ts';
import {
  ADVISOR_CONSOLE_ERRORS,
  ADVISOR_CONSOLE_TAGS,
  registerAdvisorConsoleGuard,
} from './console-guard.ts';
import { TEST_CALL_PATH } from './test-call.ts';

/**
 * A new advisor's first-day checklist in the console (/api/advisor/:agentId/…): behind the console's
 * guard, the signed-in advisor's own agentId only (403 for another, 401 for a visitor).
 */
export const advisorChecklistRoutes: FastifyPluginAsyncZod<{
  guards: RoleGuards;
  service: AdvisorChecklistService;
}> = async (app, { guards, service }) => {
  const { ownAdvisor } = registerAdvisorConsoleGuard(app, guards);

  app.get(
    '/api/advisor/:agentId/checklist',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary:
          "A new advisor's first-day checklist: photo, voice, hours, payout profile, test call (null without one)",
        params: advisorParamsSchema,
        response: { 200: advisorChecklistSchema, ...ADVISOR_CONSOLE_ERRORS },
      },
    },
    (request) => service.checklist(ownAdvisor(request, request.params.agentId).agentId),
  );

  app.post(
    '/api/advisor/:agentId/test-call',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary: "Our number calls the advisor's forwarding number and says the line works",
        description:
          '202 once the call is placed; answering it ticks the checklist. 429 RATE_LIMITED within a minute of the last, 404 NOT_FOUND without a checklist.',
        params: advisorParamsSchema,
        response: {
          202: z.null(),
          ...ADVISOR_CONSOLE_ERRORS,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { agentId } = ownAdvisor(request, request.params.agentId);
      await service.placeTestCall(agentId, languageOfRequest(request));
      return reply.status(202).send(null);
    },
  );
};

const callSid = z.string().regex(/^[A-Za-z0-9]{1,64}$/, 'CallSid must be 1 to 64 letters or digits');
const testCallQuery = z.object({
  agent: z.coerce.number().int().min(1).max(999_999),
  lang: z.enum(['fr']).optional(),
});
// Twilio sends many more parameters; they are signed, then ignored.
const testCallBody = z.looseObject({ CallSid: callSid, AnsweredBy: z.string().max(32).optional() });

/**
 * The test call's TwiML webhook, fetched by Twilio once the advisor's phone is answered: a form-encoded
 * POST that must carry a valid X-Twilio-Signature for PUBLIC_URL + path (403 otherwise, nothing read or
 * written), as the voice line's webhooks do.
 */
export const testCallWebhookRoutes: FastifyPluginAsyncZod<{
  service: AdvisorChecklistService;
  authToken: string | undefined;
  publicUrl: string;
}> = async (app, { service, authToken, publicUrl }) => {
  await app.register(formbody);

  app.addHook('preValidation', async (request) => {
    if (!authToken) throw new AppError(503, 'TELEPHONY_NOT_CONFIGURED', 'Voice calls are not configured.');
    const signature = request.headers['x-twilio-signature'];
    const params = (request.body ?? {}) as TwilioParams;
    if (
      !isValidTwilioSignature(
        authToken,
        typeof signature === 'string' ? signature : undefined,
        `${publicUrl}${request.url}`,
        params,
      )
    ) {
      throw new AppError(403, 'INVALID_SIGNATURE', 'Invalid Twilio signature.');
    }
  });

  app.post(
    TEST_CALL_PATH,
    {
      schema: {
        tags: ['telephony'],
        summary: "An advisor's test call answered: tick the checklist and say the line works",
        querystring: testCallQuery,
        body: testCallBody,
        response: { 200: z.string(), 400: apiErrorSchema, 403: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const twiml = await service.answerTestCall({
        agentId: request.query.agent,
        callSid: request.body.CallSid,
        answeredBy: request.body.AnsweredBy,
        language: request.query.lang === 'fr' ? 'fr' : 'en',
      });
      return reply.type('text/xml; charset=utf-8').send(twiml);
    },
  );
};
