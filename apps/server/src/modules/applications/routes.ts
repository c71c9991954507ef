import {
  APPLICATION_MEDIA_MAX_BYTES,
  applicationBodySchema,
  applicationCreatedSchema,
  applicationPhoneCodeBodySchema,
  applicationPhoneVerifyBodySchema,
  applicationStartSchema,
  applicationWithdrawBodySchema,
} from '@app/shared/schemas/applications';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOfRequest } from '../../language.ts';
import { errorResponses } from '../../route-schemas.ts';
import type { ApplicationService } from './service.ts';
import { type BodyProblem, invalidBodyError } from './validation.ts';

/** The app's limit for every other body (app.ts's BODY_LIMIT_BYTES), for the text fields around the files. */
const TEXT_FIELDS_BYTES = 64 * 1024;
/** The application: two files of APPLICATION_MEDIA_MAX_BYTES as base64 (4 characters per 3 bytes), and the text. */
export const APPLICATION_BODY_LIMIT_BYTES =
  2 * (Math.ceil((APPLICATION_MEDIA_MAX_BYTES * 4) / 3) + 8) + TEXT_FIELDS_BYTES;

const tags = ['applications'];
const errors = errorResponses(400, 429);

/**
 * A body the schema refused, in the page's language and naming the fields (the routes validate with
 * `attachValidation`, so the schema's English words never reach the applicant). Nothing sent is logged.
 */
function refuseInvalidBody(request: FastifyRequest): void {
  const failure = request.validationError as (Error & { validation?: BodyProblem[] }) | undefined;
  if (failure) throw invalidBodyError(failure.validation ?? [], languageOfRequest(request));
}

/** The applicant's routes (issue 43): no sign-in; the form token, a verified phone and the limits guard them. */
export const applicationRoutes: FastifyPluginAsyncZod<{ service: ApplicationService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/applications/start',
    {
      schema: {
        tags,
        summary: 'A signed form token for /apply (a submission must wait a few seconds, and within a day)',
        response: { 200: applicationStartSchema },
      },
    },
    async (_request, reply) => {
      // A token is dated: never kept by a browser or a proxy.
      reply.header('cache-control', 'no-store');
      return service.start();
    },
  );

  app.post(
    '/api/applications/phone-code',
    {
      attachValidation: true,
      schema: {
        tags,
        summary:
          "Texts a 6-digit code to the applicant's phone, in the page's language (429 past the limits)",
        body: applicationPhoneCodeBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      refuseInvalidBody(request);
      await service.requestCode({ ...request.body, ip: request.ip, language: languageOfRequest(request) });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/applications/phone-code/verify',
    {
      attachValidation: true,
      // Each code has its own 5 tries; this keeps one address from trying codes by the hundred.
      config: { rateLimit: { max: 30, timeWindow: 15 * 60_000 } },
      schema: {
        tags,
        summary: 'Verifies the code texted to the phone (400 WRONG_CODE, 410 CODE_EXPIRED)',
        body: applicationPhoneVerifyBodySchema,
        response: { 204: z.null(), ...errors, ...errorResponses(410) },
      },
    },
    async (request, reply) => {
      refuseInvalidBody(request);
      await service.verifyCode({ ...request.body, language: languageOfRequest(request) });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/applications',
    {
      bodyLimit: APPLICATION_BODY_LIMIT_BYTES,
      attachValidation: true,
      schema: {
        tags,
        summary:
          'Applies to become an advisor, with a photo and a voice sample checked by content (400 VALIDATION_ERROR, FORM_EXPIRED, PHONE_NOT_VERIFIED or a file code; 409 ALREADY_APPLIED, ALREADY_AN_ADVISOR, APPLIED_RECENTLY; 429)',
        body: applicationBodySchema,
        response: { 201: applicationCreatedSchema, ...errors, ...errorResponses(409, 413) },
      },
    },
    async (request, reply) => {
      refuseInvalidBody(request);
      const created = await service.submit({
        body: request.body,
        ip: request.ip,
        language: languageOfRequest(request),
      });
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/api/applications/withdraw',
    {
      attachValidation: true,
      config: { rateLimit: { max: 30, timeWindow: 60 * 60_000 } },
      schema: {
        tags,
        summary:
          "Withdraws an application by the confirmation e-mail's link (204, again when already withdrawn; 404 unknown; 409 ALREADY_DECIDED)",
        body: applicationWithdrawBodySchema,
        response: { 204: z.null(), ...errors, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      refuseInvalidBody(request);
      await service.withdraw(request.body.token, languageOfRequest(request));
      return reply.status(204).send(null);
    },
  );
};
