import { messagesIn } from '@app/shared/messages/catalogue';
import { formatMessage } from '@app/shared/messages/format';
import {
  advisorConsoleSchema,
  advisorCsvQuerySchema,
  advisorIdentitySchema,
  advisorMonthQuerySchema,
  advisorMonthSchema,
  advisorParamsSchema,
  advisorStatusBodySchema,
  advisorStatusSchema,
} from '@app/shared/schemas/advisor-console';
import { apiErrorSchema } from '@app/shared/schemas/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvDownload } from '../../csv-download.ts';
import { languageOfRequest } from '../../language.ts';
import type { RoleGuards } from '../accounts/session-guard.ts';
import {
  ADVISOR_CONSOLE_ERRORS,
  ADVISOR_CONSOLE_TAGS,
  registerAdvisorConsoleGuard,
} from './console-guard.ts';
import type { AdvisorConsoleService } from './console-service.ts';
import { advisorCallsCsv } from './csv.ts';

/**
 * The advisor console's API (/api/advisor/:agentId/…). Every route takes the signed-in advisor from the
 * session (an advisor login linked to an advisor, roles.ts) and acts on that advisor alone: another
 * agentId in the URL is 403 and changes nothing; customers and staff are 403, visitors 401.
 */
export const advisorConsoleRoutes: FastifyPluginAsyncZod<{
  guards: RoleGuards;
  service: AdvisorConsoleService;
}> = async (app, { guards, service }) => {
  const { advisorOf, ownAdvisor } = registerAdvisorConsoleGuard(app, guards);
  /** The URL's agentId, once it is the signed-in advisor's own (403 otherwise). */
  const ownAgentId = (request: FastifyRequest & { params: { agentId: number } }) =>
    ownAdvisor(request, request.params.agentId).agentId;

  app.get(
    '/api/advisor/me',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary: 'Which advisor the signed-in advisor login is',
        response: { 200: advisorIdentitySchema, ...ADVISOR_CONSOLE_ERRORS },
      },
    },
    async (request) => {
      const advisor = advisorOf(request);
      return { agentId: advisor.agentId, name: advisor.name };
    },
  );

  app.get(
    '/api/advisor/:agentId',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary:
          "The signed-in advisor's console: status, today's calls, totals of today, the week, the month",
        params: advisorParamsSchema,
        response: { 200: advisorConsoleSchema, ...ADVISOR_CONSOLE_ERRORS },
      },
    },
    async (request) => service.overview(ownAgentId(request)),
  );

  app.put(
    '/api/advisor/:agentId/status',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary: "'Taking calls' or 'Offline': the same status service as the telephony webhook",
        params: advisorParamsSchema,
        body: advisorStatusBodySchema,
        response: { 200: advisorStatusSchema, ...ADVISOR_CONSOLE_ERRORS, 409: apiErrorSchema },
      },
    },
    async (request) => service.setTakingCalls(ownAgentId(request), request.body.takingCalls),
  );

  app.get(
    '/api/advisor/:agentId/calls',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary: "The signed-in advisor's billed calls of one month (business clock), newest first",
        params: advisorParamsSchema,
        querystring: advisorMonthQuerySchema,
        response: { 200: advisorMonthSchema, ...ADVISOR_CONSOLE_ERRORS },
      },
    },
    async (request) => service.month(ownAgentId(request), request.query.month),
  );

  app.get(
    '/api/advisor/:agentId/calls.csv',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary: 'The same month as CSV (UTF-8, one row a call, amounts in CAD)',
        description:
          "The headers and the file's name are in `lang` (the console's language), else in the request's.",
        params: advisorParamsSchema,
        querystring: advisorCsvQuerySchema,
        response: { 200: z.string(), ...ADVISOR_CONSOLE_ERRORS },
      },
    },
    async (request, reply) => {
      const agentId = ownAgentId(request);
      const { month, calls } = await service.monthCalls(agentId, request.query.month);
      const language = request.query.lang ?? languageOfRequest(request);
      const fileName = formatMessage(messagesIn(language).advisorConsole.csv.fileName, { agentId, month });
      return csvDownload(reply, fileName, advisorCallsCsv(calls, language));
    },
  );
};
