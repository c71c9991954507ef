import { messagesIn } from '@app/shared/messages/catalogue';
import { formatMessage } from '@app/shared/messages/format';
import { isWithinSchedule, totalsOf } from '@app/shared/rules/advisor-console';
import { isGrammaticalGender } from '@app/shared/rules/grammatical-gender';
import {
  torontoDayBounds,
  torontoMonthBounds,
  torontoMonthOf,
  torontoWeekBounds,
} from '@app/shared/rules/week';
import {
  type AdvisorCall,
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { languageOfRequest } from '../../language.ts';
import type { RoleGuards } from '../accounts/session-guard.ts';
import { registerAdvisorConsoleGuard } from './console-guard.ts';
import type { AdvisorConsoleRepository } from './console-repository.ts';
import { advisorCallsCsv } from './csv.ts';
import type { AdvisorsService } from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

const within = (call: AdvisorCall, from: Date, to: Date) => {
  const at = Date.parse(call.callStart);
  return at >= from.getTime() && at < to.getTime();
};

/**
 * The advisor console's API (/api/advisor/:agentId/…). Every route takes the signed-in advisor from the
 * session (an advisor login linked to an advisor, roles.ts) and acts on that advisor alone: another
 * agentId in the URL is 403 and changes nothing; customers and staff are 403, visitors 401.
 */
export const advisorConsoleRoutes: FastifyPluginAsyncZod<{
  guards: RoleGuards;
  repository: AdvisorConsoleRepository;
  service: AdvisorsService;
  now?: () => Date;
}> = async (app, { guards, repository, service, now = () => new Date() }) => {
  const { advisorOf, ownAdvisor } = registerAdvisorConsoleGuard(app, guards);

  async function statusOf(agentId: number, at: Date) {
    const row = await repository.find(agentId);
    if (!row) throw new AppError(404, 'NOT_FOUND', `No advisor with agentId ${agentId}`);
    const heldUntil = row.onACall ? await repository.heldUntil(agentId, at) : null;
    return {
      row,
      status: {
        takingCalls: row.signedIn,
        onACall: row.onACall,
        availTimeStr: row.availTimeStr,
        heldUntil: heldUntil?.toISOString() ?? null,
        outsideSchedule: row.signedIn && isWithinSchedule(row.schedule, at, row.daysOff) === false,
      },
    };
  }

  app.get(
    '/api/advisor/me',
    {
      schema: {
        tags: ['advisor console'],
        summary: 'Which advisor the signed-in advisor login is',
        response: { 200: advisorIdentitySchema, ...errors },
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
        tags: ['advisor console'],
        summary:
          "The signed-in advisor's console: status, today's calls, totals of today, the week, the month",
        params: advisorParamsSchema,
        response: { 200: advisorConsoleSchema, ...errors },
      },
    },
    async (request) => {
      const { agentId } = request.params;
      ownAdvisor(request, agentId);
      const at = now();
      const { row, status } = await statusOf(agentId, at);
      const day = torontoDayBounds(at);
      const week = torontoWeekBounds(at);
      const weekEnd = new Date(week.end.getTime() + 1);
      const month = torontoMonthBounds(torontoMonthOf(at));
      const from = new Date(Math.min(week.start.getTime(), month.start.getTime()));
      const to = new Date(Math.max(weekEnd.getTime(), month.end.getTime()));
      const calls = await repository.calls(agentId, from, to);
      const today = calls.filter((call) => within(call, day.start, day.end));
      return {
        agentId,
        name: row.name,
        grammaticalGender: isGrammaticalGender(row.grammaticalGender) ? row.grammaticalGender : null,
        status,
        payoutCentsPerMinute: row.payoutCentsPerMinute,
        today: { calls: today, totals: totalsOf(today) },
        week: totalsOf(calls.filter((call) => within(call, week.start, weekEnd))),
        month: totalsOf(calls.filter((call) => within(call, month.start, month.end))),
      };
    },
  );

  app.put(
    '/api/advisor/:agentId/status',
    {
      schema: {
        tags: ['advisor console'],
        summary: "'Taking calls' or 'Offline': the same status service as the telephony webhook",
        params: advisorParamsSchema,
        body: advisorStatusBodySchema,
        response: { 200: advisorStatusSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { agentId } = request.params;
      ownAdvisor(request, agentId);
      const at = now();
      // The advisor's own choice always applies; an older platform event cannot undo it afterwards.
      await service.updateAgentStatus(agentId, { signedIn: request.body.takingCalls }, { by: 'advisor', at });
      return (await statusOf(agentId, at)).status;
    },
  );

  const monthOf = (month: string | undefined) => month ?? torontoMonthOf(now());

  app.get(
    '/api/advisor/:agentId/calls',
    {
      schema: {
        tags: ['advisor console'],
        summary: "The signed-in advisor's billed calls of one month (business clock), newest first",
        params: advisorParamsSchema,
        querystring: advisorMonthQuerySchema,
        response: { 200: advisorMonthSchema, ...errors },
      },
    },
    async (request) => {
      const { agentId } = request.params;
      ownAdvisor(request, agentId);
      const month = monthOf(request.query.month);
      const bounds = torontoMonthBounds(month);
      const calls = await repository.calls(agentId, bounds.start, bounds.end);
      return { month, calls, totals: totalsOf(calls) };
    },
  );

  app.get(
    '/api/advisor/:agentId/calls.csv',
    {
      schema: {
        tags: ['advisor console'],
        summary: 'The same month as CSV (UTF-8, one row a call, amounts in CAD)',
        description:
          "The headers and the file's name are in `lang` (the console's language), else in the request's.",
        params: advisorParamsSchema,
        querystring: advisorCsvQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { agentId } = request.params;
      ownAdvisor(request, agentId);
      const month = monthOf(request.query.month);
      const bounds = torontoMonthBounds(month);
      const calls = await repository.calls(agentId, bounds.start, bounds.end);
      const language = request.query.lang ?? languageOfRequest(request);
      const fileName = formatMessage(messagesIn(language).advisorConsole.csv.fileName, { agentId, month });
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`);
      return advisorCallsCsv(calls, language);
    },
  );
};
