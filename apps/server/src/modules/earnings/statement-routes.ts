import {
  earningsAnnualSchema,
  earningsCsvQuerySchema,
  earningsOverviewSchema,
  earningsPeriodParamsSchema,
  earningsStatementSchema,
  earningsYearParamsSchema,
  staffEarningsLedgerSchema,
  staffEarningsParamsSchema,
  staffEarningsQuerySchema,
  staffEarningsStatementParamsSchema,
} from '@app/shared/schemas/earnings';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvDownload } from '../../csv-download.ts';
import { languageOfRequest } from '../../language.ts';
import type { RoleGuards } from '../accounts/session-guard.ts';
import { registerStaffGuard, staffRoute } from '../accounts/staff-guard.ts';
import {
  ADVISOR_CONSOLE_ERRORS,
  ADVISOR_CONSOLE_TAGS,
  registerAdvisorConsoleGuard,
} from '../advisors/console-guard.ts';
import { annualCsv, annualFileName, statementCsv, statementFileName } from './statement-csv.ts';
import type { StatementService } from './statement-service.ts';

const csvLanguage = (request: FastifyRequest & { query: { lang?: 'en' | 'fr' } }) =>
  request.query.lang ?? languageOfRequest(request);

/**
 * The signed-in advisor's earnings: their balance, statements and annual summaries. Whose they are comes
 * from the session alone (no agentId in the address, and anything else in it is ignored); customers and
 * staff are 403, visitors 401.
 */
export const advisorEarningsRoutes: FastifyPluginAsyncZod<{
  guards: RoleGuards;
  statements: StatementService;
}> = async (app, { guards, statements }) => {
  const { advisorOf } = registerAdvisorConsoleGuard(app, guards);
  const own = (request: FastifyRequest) => advisorOf(request).agentId;

  app.get(
    '/api/advisor/earnings',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary: "The advisor's balance, current pay period, periods and years with entries, last payouts",
        response: { 200: earningsOverviewSchema, ...ADVISOR_CONSOLE_ERRORS },
      },
    },
    (request) => statements.overview(own(request)),
  );

  app.get(
    '/api/advisor/earnings/statements/:period',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary: "The advisor's statement of one pay period ('2026-11-1': the 1st to the 15th)",
        params: earningsPeriodParamsSchema,
        response: { 200: earningsStatementSchema, ...ADVISOR_CONSOLE_ERRORS },
      },
    },
    (request) => statements.statement(own(request), request.params.period),
  );

  app.get(
    '/api/advisor/earnings/statements/:period/csv',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary: 'The same statement as CSV (UTF-8 with a byte-order mark, amounts in CAD)',
        description: "The headers and the file's name are in `lang`, else in the request's language.",
        params: earningsPeriodParamsSchema,
        querystring: earningsCsvQuerySchema,
        response: { 200: z.string(), ...ADVISOR_CONSOLE_ERRORS },
      },
    },
    async (request, reply) => {
      const statement = await statements.statement(own(request), request.params.period);
      const language = csvLanguage(request);
      return csvDownload(reply, statementFileName(statement, language), statementCsv(statement, language));
    },
  );

  app.get(
    '/api/advisor/earnings/annual/:year',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary: "The advisor's year by month and quarter (the current year: to date), for tax time",
        params: earningsYearParamsSchema,
        response: { 200: earningsAnnualSchema, ...ADVISOR_CONSOLE_ERRORS },
      },
    },
    (request) => statements.annual(own(request), request.params.year),
  );

  app.get(
    '/api/advisor/earnings/annual/:year/csv',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary: 'The same year as CSV (UTF-8 with a byte-order mark, amounts in CAD)',
        description: "The headers and the file's name are in `lang`, else in the request's language.",
        params: earningsYearParamsSchema,
        querystring: earningsCsvQuerySchema,
        response: { 200: z.string(), ...ADVISOR_CONSOLE_ERRORS },
      },
    },
    async (request, reply) => {
      const annual = await statements.annual(own(request), request.params.year);
      const language = csvLanguage(request);
      return csvDownload(reply, annualFileName(annual, language), annualCsv(annual, language));
    },
  );
};

/** Any advisor's ledger and statements, for support and admin (reading needs no more than the back office). */
export const staffEarningsRoutes: FastifyPluginAsyncZod<{
  guards: RoleGuards;
  statements: StatementService;
}> = async (app, { guards, statements }) => {
  registerStaffGuard(app, guards);

  app.get(
    '/api/staff/advisors/:agentId/earnings',
    staffRoute({
      summary: "An advisor's earnings balance and ledger, newest first, a page at a time",
      params: staffEarningsParamsSchema,
      querystring: staffEarningsQuerySchema,
      response: { 200: staffEarningsLedgerSchema },
    }),
    (request) => statements.ledger(request.params.agentId, request.query),
  );

  app.get(
    '/api/staff/advisors/:agentId/earnings/statements/:period',
    staffRoute({
      summary: "An advisor's statement of one pay period, as the advisor sees it",
      params: staffEarningsStatementParamsSchema,
      response: { 200: earningsStatementSchema },
    }),
    (request) => statements.statement(request.params.agentId, request.params.period),
  );
};
