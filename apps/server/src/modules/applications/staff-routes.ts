import {
  applicationApprovedSchema,
  applicationNoteBodySchema,
  rejectBodySchema,
  staffApplicationPageSchema,
  staffApplicationQuerySchema,
  staffApplicationSchema,
  staffScreenersSchema,
  testOutcomeBodySchema,
  testReadingBodySchema,
} from '@app/shared/schemas/application-screening';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendBytes } from '../../byte-ranges.ts';
import { errorResponses } from '../../route-schemas.ts';
import type { Permission } from '../accounts/roles.ts';
import { type RoleGuards, registerStaffGuard, staffRoute } from '../accounts/staff-guard.ts';
import type { Decisions } from './decision.ts';
import type { ScreeningService } from './staff-service.ts';

const screen = { staffPermission: { applications: ['screen'] } satisfies Permission };
const decide = { staffPermission: { applications: ['decide'] } satisfies Permission };

const params = z.object({ id: z.uuid() });
const mediaParams = params.extend({ kind: z.enum(['photo', 'voice']) });
const conflict = errorResponses(409);

/** What a file's answer carries: never kept by a cache, never read as anything but its stored type. */
const MEDIA_HEADERS = {
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

const binary = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: 'the file, with its stored content type' });

/**
 * The back office's applications (contract in packages/shared/src/schemas/application-screening.ts):
 * support and admin screen (`applications: ['screen']`), admin decides (`applications: ['decide']`). The
 * staff guard settles who asks before the parameters or the body are judged.
 */
export const staffApplicationRoutes: FastifyPluginAsyncZod<{
  guards: RoleGuards;
  screening: ScreeningService;
  decisions: Decisions;
}> = async (app, { guards, screening, decisions }) => {
  const { actorOf } = registerStaffGuard(app, guards);

  app.get(
    '/api/staff/applications',
    staffRoute(
      {
        summary: 'Applications to become an advisor, newest first, by status, language and specialty',
        querystring: staffApplicationQuerySchema,
        response: { 200: staffApplicationPageSchema },
      },
      screen,
    ),
    (request) => screening.page(request.query),
  );

  app.get(
    '/api/staff/applications/screeners',
    staffRoute(
      {
        summary: 'The staff members who may play the client of a test reading',
        response: { 200: staffScreenersSchema },
      },
      screen,
    ),
    () => screening.screeners(),
  );

  app.get(
    '/api/staff/applications/:id',
    staffRoute(
      {
        summary: 'One application: everything sent, notes, the test reading, the decision and its history',
        params,
        response: { 200: staffApplicationSchema },
      },
      screen,
    ),
    (request) => screening.detail(request.params.id),
  );

  app.get(
    '/api/staff/applications/:id/media/:kind',
    {
      ...staffRoute(
        {
          summary:
            "The application's photo or voice sample, with its stored content type, whole or one range (404 without one)",
          params: mediaParams,
          response: { 200: binary, 206: binary, 416: binary },
        },
        screen,
      ),
      // Route hooks run after the app's: the private-cache hook writes a bare no-store on /api/staff/.
      onSend: (_request, reply, payload, done) => {
        if (reply.statusCode === 200 || reply.statusCode === 206) reply.headers(MEDIA_HEADERS);
        done(null, payload);
      },
    },
    async (request, reply) => {
      const file = await screening.media(request.params.id, request.params.kind);
      return sendBytes(request, reply, file.bytes, file.contentType);
    },
  );

  app.post(
    '/api/staff/applications/:id/notes',
    staffRoute(
      {
        summary: 'Adds a note to an application',
        params,
        body: applicationNoteBodySchema,
        response: { 201: staffApplicationSchema },
      },
      screen,
    ),
    async (request, reply) =>
      reply.code(201).send(await screening.addNote(actorOf(request), request.params.id, request.body.body)),
  );

  app.post(
    '/api/staff/applications/:id/screening',
    staffRoute(
      {
        summary: 'Takes up a new application (new → screening; 409 APPLICATION_CLOSED once decided)',
        params,
        response: { 200: staffApplicationSchema, ...conflict },
      },
      screen,
    ),
    (request) => screening.startScreening(actorOf(request), request.params.id),
  );

  app.put(
    '/api/staff/applications/:id/test-reading',
    staffRoute(
      {
        summary:
          'Schedules the test reading: a time to come and a staff member as the client (400 VALIDATION_ERROR, 409 APPLICATION_CLOSED)',
        params,
        body: testReadingBodySchema,
        response: { 200: staffApplicationSchema, ...conflict },
      },
      screen,
    ),
    (request) => screening.scheduleTest(actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/staff/applications/:id/test-outcome',
    staffRoute(
      {
        summary:
          "Records the test reading's scores on the rubric (409 TEST_NOT_SCHEDULED, APPLICATION_CLOSED)",
        params,
        body: testOutcomeBodySchema,
        response: { 200: staffApplicationSchema, ...conflict },
      },
      screen,
    ),
    (request) => screening.recordTest(actorOf(request), request.params.id, request.body.scores),
  );

  app.post(
    '/api/staff/applications/:id/approve',
    staffRoute(
      {
        summary:
          'Approves: the advisor as a hidden draft with a new extension, its login and set-password e-mail, the welcome text; the same advisor when approved already (409 TEST_NOT_PASSED, APPLICATION_CLOSED, ADVISOR_CONFLICT)',
        params,
        response: { 200: applicationApprovedSchema, ...conflict },
      },
      decide,
    ),
    (request) => decisions.approve(actorOf(request), request.params.id),
  );

  app.post(
    '/api/staff/applications/:id/reject',
    staffRoute(
      {
        summary:
          "Rejects for a reason of the list, e-mailed in the applicant's language with the date they may apply again (409 APPLICATION_CLOSED)",
        params,
        body: rejectBodySchema,
        response: { 200: staffApplicationSchema, ...conflict },
      },
      decide,
    ),
    (request) => decisions.reject(actorOf(request), request.params.id, request.body.reason),
  );
};
