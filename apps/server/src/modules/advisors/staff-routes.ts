import {
  ADVISOR_PHOTO_TYPES,
  ADVISOR_UPLOAD_MAX_BYTES,
  ADVISOR_VOICE_TYPES,
} from '@app/shared/schemas/advisor-console';
import { apiErrorSchema } from '@app/shared/schemas/errors';
import { staffReasonBodySchema } from '@app/shared/schemas/staff';
import {
  staffAdvisorCreateBodySchema,
  staffAdvisorListSchema,
  staffAdvisorLoginBodySchema,
  staffAdvisorParamsSchema,
  staffAdvisorPhoneBodySchema,
  staffAdvisorSchema,
  staffAdvisorUpdateBodySchema,
} from '@app/shared/schemas/staff-advisors';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOfRequest, withMessageText } from '../../language.ts';
import {
  MANAGE_CATALOGUE,
  type RoleGuards,
  registerStaffGuard,
  staffRoute,
  staffSchema,
} from '../accounts/staff-guard.ts';
import { prepareUploadScope, uploadBodySchema } from './profile-routes.ts';
import { AdvisorScheduleError, type StaffAdvisorsService } from './staff-service.ts';
import type { UploadGate } from './upload-limits.ts';

const manage = MANAGE_CATALOGUE;

/** SCHEDULE_INVALID's body: the API's error plus each day's problem, as the advisor's own editor gets it. */
const scheduleInvalidSchema = z.object({
  error: apiErrorSchema.shape.error.extend({
    problems: z.array(z.object({ day: z.string(), message: z.string() })).optional(),
  }),
});

async function answerScheduleProblems<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AdvisorScheduleError)) throw error;
    const problems = withMessageText(error.problems, languageOfRequest(reply.request));
    return reply.code(400).send({ error: { code: error.code, message: error.message, problems } });
  }
}

/**
 * The back office's advisors (contract in packages/shared/src/schemas/staff-advisors.ts): support and
 * admin read, admin changes (`catalogue: ['manage']`).
 */
export const staffAdvisorRoutes: FastifyPluginAsyncZod<{
  guards: RoleGuards;
  service: StaffAdvisorsService;
  uploadGate: UploadGate;
}> = async (app, { guards, service, uploadGate }) => {
  const { actorOf } = registerStaffGuard(app, guards);

  app.get(
    '/api/staff/advisors',
    staffRoute({
      summary: 'Every advisor, active or not, in directory order, and the next free extension',
      response: { 200: staffAdvisorListSchema },
    }),
    () => service.list(),
  );

  app.get(
    '/api/staff/advisors/:agentId',
    staffRoute({
      summary: 'One advisor as staff see it (forwarding number in full)',
      params: staffAdvisorParamsSchema,
      response: { 200: staffAdvisorSchema },
    }),
    (request) => service.one(request.params.agentId),
  );

  app.post(
    '/api/staff/advisors',
    staffRoute(
      {
        summary: 'Creates an advisor: unique name, extension and forwarding number (409 otherwise)',
        body: staffAdvisorCreateBodySchema,
        response: { 201: staffAdvisorSchema, 400: scheduleInvalidSchema, 409: apiErrorSchema },
      },
      manage,
    ),
    (request, reply) =>
      answerScheduleProblems(reply, async () => {
        const advisor = await service.create(actorOf(request), request.body);
        return reply.code(201).send(advisor);
      }),
  );

  app.patch(
    '/api/staff/advisors/:agentId',
    staffRoute(
      {
        summary:
          'Changes name, presentations (English, French), hours, payout rate or place in the directory (never the extension)',
        params: staffAdvisorParamsSchema,
        body: staffAdvisorUpdateBodySchema,
        response: { 200: staffAdvisorSchema, 400: scheduleInvalidSchema, 409: apiErrorSchema },
      },
      manage,
    ),
    (request, reply) =>
      answerScheduleProblems(reply, () =>
        service.update(actorOf(request), request.params.agentId, request.body),
      ),
  );

  app.put(
    '/api/staff/advisors/:agentId/phone',
    staffRoute(
      {
        summary: 'Sets the forwarding number (Canadian/NANP, stored E.164; 409 PHONE_TAKEN)',
        params: staffAdvisorParamsSchema,
        body: staffAdvisorPhoneBodySchema,
        response: { 200: staffAdvisorSchema, 409: apiErrorSchema },
      },
      manage,
    ),
    (request) => service.setPhone(actorOf(request), request.params.agentId, request.body.phoneNumber),
  );

  for (const [path, active, summary] of [
    [
      'deactivate',
      false,
      'Takes the advisor out of the directory, the feed and the phone menu; ends their sessions',
    ],
    ['reactivate', true, 'Puts a deactivated advisor back in the directory and the phone menu'],
  ] as const) {
    app.post(
      `/api/staff/advisors/:agentId/${path}`,
      staffRoute(
        {
          summary,
          params: staffAdvisorParamsSchema,
          body: staffReasonBodySchema,
          response: { 200: staffAdvisorSchema, 409: apiErrorSchema },
        },
        manage,
      ),
      (request) => service.setActive(actorOf(request), request.params.agentId, active, request.body.note),
    );
  }

  app.post(
    '/api/staff/advisors/:agentId/publish',
    staffRoute(
      {
        summary:
          "Publishes an approved application's draft advisor: it enters the directory, the feed and the phone menu (409 NOT_DRAFT)",
        params: staffAdvisorParamsSchema,
        response: { 204: z.null(), 409: apiErrorSchema },
      },
      { staffPermission: { applications: ['decide'] } },
    ),
    async (request, reply) => {
      await service.publish(actorOf(request), request.params.agentId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/staff/advisors/:agentId/login',
    staffRoute(
      {
        summary: 'Creates the login of an advisor without one and e-mails them a link to set their password',
        params: staffAdvisorParamsSchema,
        body: staffAdvisorLoginBodySchema,
        response: { 200: staffAdvisorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
      manage,
    ),
    (request) => service.linkLogin(actorOf(request), request.params.agentId, request.body.email),
  );

  app.post(
    '/api/staff/advisors/:agentId/login/reset',
    staffRoute(
      {
        summary: "E-mails a password-reset link to the advisor's login and ends its sessions",
        params: staffAdvisorParamsSchema,
        body: staffReasonBodySchema,
        response: { 200: staffAdvisorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
      manage,
    ),
    (request) => service.resetLogin(actorOf(request), request.params.agentId, request.body.note),
  );

  await app.register(async (scope) => {
    // Only an admin gets a byte of the file read (settled in onRequest, before the body).
    prepareUploadScope(
      scope,
      (request) =>
        guards.requireStaff(request, { backOffice: ['view'], ...MANAGE_CATALOGUE.staffPermission }),
      uploadGate,
    );
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    const uploadErrors = { 413: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema };
    for (const [kind, types] of [
      ['photo', ADVISOR_PHOTO_TYPES],
      ['voice', ADVISOR_VOICE_TYPES],
    ] as const) {
      uploads.put(
        `/api/staff/advisors/:agentId/${kind}`,
        {
          bodyLimit: ADVISOR_UPLOAD_MAX_BYTES,
          config: manage,
          schema: staffSchema({
            summary: `Replaces the advisor's ${kind === 'photo' ? 'photo' : 'voice introduction'} (the advisor's own upload rules)`,
            consumes: [...types],
            params: staffAdvisorParamsSchema,
            body: uploadBodySchema,
            response: { 200: staffAdvisorSchema, ...uploadErrors },
          }),
        },
        (request) =>
          service.setMedia(
            actorOf(request),
            request.params.agentId,
            kind,
            request.body,
            request.headers['content-type'],
          ),
      );
    }
  });
};
