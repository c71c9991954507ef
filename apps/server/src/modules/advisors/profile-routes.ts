import {
  ADVISOR_PHOTO_TYPES,
  ADVISOR_UPLOAD_MAX_BYTES,
  ADVISOR_VOICE_TYPES,
  advisorDescriptionBodySchema,
  advisorParamsSchema,
  advisorPhoneCodeBodySchema,
  advisorPhoneConfirmBodySchema,
  advisorProfileSchema,
  advisorScheduleBodySchema,
} from '@app/shared/schemas/advisor-console';
import { apiErrorSchema } from '@app/shared/schemas/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { languageOfRequest, withMessageText } from '../../language.ts';
import { sendError } from '../../plugins/errors.ts';
import type { RoleGuards } from '../accounts/session-guard.ts';
import {
  ADVISOR_CONSOLE_ERRORS,
  ADVISOR_CONSOLE_TAGS,
  registerAdvisorConsoleGuard,
} from './console-guard.ts';
import { UPLOAD_MESSAGES } from './profile-media.ts';
import type { AdvisorProfileService } from './profile-service.ts';
import type { UploadGate } from './upload-limits.ts';

/** SCHEDULE_INVALID's body: the API's error, plus each day's problem for the editor to show by the day. */
const scheduleInvalidSchema = z.object({
  error: apiErrorSchema.shape.error.extend({
    problems: z.array(z.object({ day: z.string(), message: z.string() })).optional(),
  }),
});

/**
 * The file's bytes, as sent. Optional in the schema so that an empty request reaches the service, which
 * says in words that no file came.
 */
export const uploadBodySchema = z
  .custom<Buffer | undefined>((value) => value === undefined || Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: "the file's bytes" });

/**
 * The uploads' scope: any body is read as raw bytes, up to ADVISOR_UPLOAD_MAX_BYTES (the app's limit is
 * 64 KB of JSON), and only by a signed-in advisor, who is settled in onRequest, before a byte is read:
 * a visitor cannot make the server take in 5 MB. What the bytes are is decided by their content
 * (profile-media.ts), so the parser takes every type and the service refuses the wrong ones in words.
 */
export function prepareUploadScope(
  uploads: FastifyInstance,
  resolveUploader: (request: FastifyRequest) => Promise<{ userId: string }>,
  gate: UploadGate,
) {
  uploads.addHook('onRequest', async (request) => {
    // Decoding an image or an audio file costs far more than a JSON write: counted per login and address.
    const { userId } = await resolveUploader(request);
    await gate(request, userId);
  });
  uploads.removeAllContentTypeParsers();
  uploads.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  uploads.setErrorHandler((error, request, reply) => {
    const tooLarge = (error as { code?: unknown }).code === 'FST_ERR_CTP_BODY_TOO_LARGE';
    sendError(
      tooLarge ? new AppError(413, 'FILE_TOO_LARGE', UPLOAD_MESSAGES.tooLarge, { cause: error }) : error,
      request,
      reply,
    );
  });
}

/**
 * The advisor's profile (/advisor/profile, contract in schemas/advisor-console.ts): every route acts on
 * the signed-in advisor's own agentId only, like the rest of the console (another agentId is 403 and
 * changes nothing; customers and staff 403, visitors 401).
 */
export const advisorProfileRoutes: FastifyPluginAsyncZod<{
  guards: RoleGuards;
  service: AdvisorProfileService;
  uploadGate: UploadGate;
}> = async (app, { guards, service, uploadGate }) => {
  const guard = registerAdvisorConsoleGuard(app, guards);
  const { ownAdvisor } = guard;

  app.get(
    '/api/advisor/:agentId/profile',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary: "The signed-in advisor's profile as they edit it (the phone number masked)",
        params: advisorParamsSchema,
        response: { 200: advisorProfileSchema, ...ADVISOR_CONSOLE_ERRORS },
      },
    },
    async (request) => {
      const { agentId } = request.params;
      ownAdvisor(request, agentId);
      return service.profile(agentId);
    },
  );

  app.put(
    '/api/advisor/:agentId/description',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary: 'Replaces the presentation customers read (public feed, profile page and its head at once)',
        description:
          'descriptionFr, optional, is the presentation French pages show: left out it stays as it is, and empty or null removes it (French pages then show the English one). grammaticalGender, optional, is how French refers to the advisor (f, m, or x for neutral wording): left out it stays as it is.',
        params: advisorParamsSchema,
        body: advisorDescriptionBodySchema,
        response: { 200: advisorProfileSchema, ...ADVISOR_CONSOLE_ERRORS },
      },
    },
    async (request) => {
      const { agentId } = request.params;
      ownAdvisor(request, agentId);
      return service.setDescription(agentId, request.body);
    },
  );

  app.put(
    '/api/advisor/:agentId/schedule',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary: 'Replaces the weekly hours: per day none (Varies), one or two slots',
        description: '400 SCHEDULE_INVALID lists each day that needs a change in `error.problems`.',
        params: advisorParamsSchema,
        body: advisorScheduleBodySchema,
        response: { 200: advisorProfileSchema, ...ADVISOR_CONSOLE_ERRORS, 400: scheduleInvalidSchema },
      },
    },
    async (request, reply) => {
      const { agentId } = request.params;
      ownAdvisor(request, agentId);
      const outcome = await service.setSchedule(agentId, request.body.week);
      if (outcome.ok) return outcome.profile;
      return reply.code(400).send({
        error: {
          code: 'SCHEDULE_INVALID',
          message: 'Some days need a change before your hours can be saved.',
          problems: withMessageText(outcome.problems, languageOfRequest(request)),
        },
      });
    },
  );

  app.post(
    '/api/advisor/:agentId/phone/code',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary:
          'Texts a code to the new forwarding number (the customer phone rules and limits), in the language of the request',
        params: advisorParamsSchema,
        body: advisorPhoneCodeBodySchema,
        response: {
          204: z.void(),
          ...ADVISOR_CONSOLE_ERRORS,
          409: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { agentId } = request.params;
      ownAdvisor(request, agentId);
      await service.requestPhoneCode(agentId, request.body.phoneNumber, languageOfRequest(request));
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/advisor/:agentId/phone/confirm',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary: 'With the texted code, makes the new number the one calls ring',
        params: advisorParamsSchema,
        body: advisorPhoneConfirmBodySchema,
        response: {
          200: advisorProfileSchema,
          ...ADVISOR_CONSOLE_ERRORS,
          409: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { agentId } = request.params;
      ownAdvisor(request, agentId);
      return service.confirmPhone(agentId, request.body.phoneNumber, request.body.code);
    },
  );

  await app.register(async (scope) => {
    prepareUploadScope(scope, guard.resolve, uploadGate);
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    const uploadErrors = {
      ...ADVISOR_CONSOLE_ERRORS,
      413: apiErrorSchema,
      415: apiErrorSchema,
      429: apiErrorSchema,
    };

    const media = [
      {
        path: 'photo',
        summary:
          'Replaces the photo: a JPEG, PNG or WebP file (by content), stored upright, ≤ 800 px, without metadata',
        types: ADVISOR_PHOTO_TYPES,
        save: service.setPhoto,
      },
      {
        path: 'voice',
        summary: 'Replaces the voice introduction: a WAV or MP3 file (by content) of at most 90 seconds',
        types: ADVISOR_VOICE_TYPES,
        save: service.setVoice,
      },
    ] as const;
    for (const { path, summary, types, save } of media) {
      uploads.put(
        `/api/advisor/:agentId/${path}`,
        {
          bodyLimit: ADVISOR_UPLOAD_MAX_BYTES,
          schema: {
            tags: ADVISOR_CONSOLE_TAGS,
            summary,
            consumes: [...types],
            params: advisorParamsSchema,
            body: uploadBodySchema,
            response: { 200: advisorProfileSchema, ...uploadErrors },
          },
        },
        async (request) => {
          const { agentId } = request.params;
          ownAdvisor(request, agentId);
          return save(agentId, request.body, request.headers['content-type']);
        },
      );
    }
  });
};
