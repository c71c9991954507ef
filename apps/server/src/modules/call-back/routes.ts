import { messagesIn } from '@app/shared/messages/catalogue';
import type { Language } from '@app/shared/rules/language';
import { advisorParamsSchema } from '@app/shared/schemas/advisor-console';
import {
  advisorLinePauseBodySchema,
  advisorLineSchema,
  callBackJoinedSchema,
  callBackLeaveBodySchema,
  callBackPlaceSchema,
  myLineSchema,
} from '@app/shared/schemas/call-back';
import { apiErrorSchema } from '@app/shared/schemas/errors';
import { agentIdParamsSchema } from '@app/shared/schemas/trust';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { languageOfRequest } from '../../language.ts';
import type { RequireCustomer, RoleGuards } from '../accounts/session-guard.ts';
import {
  ADVISOR_CONSOLE_ERRORS,
  ADVISOR_CONSOLE_TAGS,
  registerAdvisorConsoleGuard,
} from '../advisors/console-guard.ts';
import type { LineService } from './line-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['call-back line'];

/** A customer's place in a busy advisor's call-back line: join, read, leave (a visitor gets 401). */
export const callBackCustomerRoutes: FastifyPluginAsyncZod<{
  line: LineService;
  requireCustomer: RequireCustomer;
}> = async (app, { line, requireCustomer }) => {
  // The session before the input: a visitor is told to sign in, whatever they sent.
  app.addHook('preValidation', async (request) => {
    await requireCustomer(request);
  });
  const notInLine = (language: Language) =>
    new AppError(404, 'NOT_FOUND', messagesIn(language).callBackLine.errors.notInLine);

  app.post(
    '/api/advisors/:agentId/line',
    {
      schema: {
        tags,
        summary:
          "Joins a busy advisor's call-back line (409 NOT_BUSY, NO_PHONE, NOT_ENOUGH_MINUTES, LINE_FULL, ALREADY_IN_LINE)",
        params: agentIdParamsSchema,
        response: { 201: callBackJoinedSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      const joined = await line.join({
        customerId: customer.id,
        agentId: request.params.agentId,
        language: languageOfRequest(request),
      });
      return reply.status(201).send(joined);
    },
  );

  app.get(
    '/api/advisors/:agentId/line',
    {
      schema: {
        tags,
        summary: "The customer's own place in this advisor's line (404 when they have none there)",
        params: agentIdParamsSchema,
        response: { 200: callBackPlaceSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      const place = await line.placeOf(customer.id, request.params.agentId);
      if (!place) throw notInLine(languageOfRequest(request));
      return place;
    },
  );

  app.delete(
    '/api/advisors/:agentId/line',
    {
      schema: {
        tags,
        summary: "Leaves this advisor's line (404 when the customer is not in it)",
        params: agentIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      if (!(await line.leave(customer.id, request.params.agentId)))
        throw notInLine(languageOfRequest(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/me/line',
    {
      schema: {
        tags,
        summary: "The customer's own place in any advisor's line (null when none)",
        response: { 200: myLineSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return { line: (await line.placeOf(customer.id)) ?? null };
    },
  );
};

/** Leaving by the link texted to the customer: its secret is the only key (no sign-in). */
export const callBackLeaveRoutes: FastifyPluginAsyncZod<{ line: LineService }> = async (app, { line }) => {
  app.post(
    '/api/line/leave',
    {
      schema: {
        tags,
        summary: "Leaves a call-back line by the texted link's secret (404 when the place has ended)",
        body: callBackLeaveBodySchema,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!(await line.leaveByToken(request.body.token))) {
        throw new AppError(404, 'NOT_FOUND', messagesIn(languageOfRequest(request)).callBackLine.errors.gone);
      }
      return reply.status(204).send(null);
    },
  );
};

/** The advisor's own line in their console: who waits (first names), pausing new joins. */
export const callBackConsoleRoutes: FastifyPluginAsyncZod<{ line: LineService; guards: RoleGuards }> = async (
  app,
  { line, guards },
) => {
  const { ownAdvisor } = registerAdvisorConsoleGuard(app, guards);

  app.get(
    '/api/advisor/:agentId/line',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary: "The advisor's call-back line: first names in order, paused, whom we are calling back",
        params: advisorParamsSchema,
        response: { 200: advisorLineSchema, ...ADVISOR_CONSOLE_ERRORS },
      },
    },
    (request) => line.advisorView(ownAdvisor(request, request.params.agentId).agentId),
  );

  app.put(
    '/api/advisor/:agentId/line',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary: "Pauses or reopens the advisor's call-back line (no new joins while paused)",
        params: advisorParamsSchema,
        body: advisorLinePauseBodySchema,
        response: { 200: advisorLineSchema, ...ADVISOR_CONSOLE_ERRORS },
      },
    },
    (request) => line.setPaused(ownAdvisor(request, request.params.agentId).agentId, request.body.paused),
  );
};
