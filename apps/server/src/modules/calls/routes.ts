import { apiErrorSchema } from '@app/shared/schemas/errors';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { CALL_PATHS, type CallService } from './call-service.ts';
import { isValidTwilioSignature, type TwilioParams } from './twilio-signature.ts';

export const TWILIO_SIGNATURE_HEADER = 'x-twilio-signature';

const callSid = z.string().regex(/^[A-Za-z0-9]{1,64}$/, 'CallSid must be 1 to 64 letters or digits');
// Twilio sends many more parameters; they are signed, then ignored.
const voiceBody = z.looseObject({ CallSid: callSid, From: z.string().max(64).default('') });
const extensionBody = z.looseObject({ CallSid: callSid, Digits: z.string().max(16).default('') });
const dialCompleteBody = z.looseObject({
  CallSid: callSid,
  DialCallStatus: z.string().max(32).default(''),
  DialCallDuration: z.coerce.number().int().min(0).max(86_400).default(0),
});

const xmlResponse = { 200: z.string(), 400: apiErrorSchema, 403: apiErrorSchema, 503: apiErrorSchema };

/**
 * Twilio Programmable Voice webhooks: form-encoded POSTs answered with TwiML. Every request must carry a
 * valid X-Twilio-Signature for PUBLIC_URL + path; otherwise 403 and nothing is read or written.
 */
export const callsRoutes: FastifyPluginAsyncZod<{
  service: CallService;
  authToken: string | undefined;
  publicUrl: string;
}> = async (app, { service, authToken, publicUrl }) => {
  await app.register(formbody);

  app.addHook('preValidation', async (request) => {
    if (!authToken) throw new AppError(503, 'TELEPHONY_NOT_CONFIGURED', 'Voice calls are not configured.');
    const signature = request.headers[TWILIO_SIGNATURE_HEADER];
    const params = (request.body ?? {}) as TwilioParams;
    const url = `${publicUrl}${request.url}`;
    if (
      !isValidTwilioSignature(authToken, typeof signature === 'string' ? signature : undefined, url, params)
    ) {
      throw new AppError(403, 'INVALID_SIGNATURE', 'Invalid Twilio signature.');
    }
  });

  const schema = (summary: string, body: z.ZodType) => ({
    tags: ['telephony'],
    summary,
    body,
    response: xmlResponse,
  });

  app.post(
    CALL_PATHS.voice,
    { schema: schema('Incoming call (Twilio Voice webhook)', voiceBody) },
    async (request, reply) => {
      const body = request.body as z.infer<typeof voiceBody>;
      const twiml = await service.incoming({ callSid: body.CallSid, from: body.From });
      return reply.type('text/xml; charset=utf-8').send(twiml);
    },
  );

  app.post(
    CALL_PATHS.extension,
    { schema: schema('Extension digits gathered from the caller', extensionBody) },
    async (request, reply) => {
      const body = request.body as z.infer<typeof extensionBody>;
      const twiml = await service.extension({ callSid: body.CallSid, digits: body.Digits });
      return reply.type('text/xml; charset=utf-8').send(twiml);
    },
  );

  app.post(
    CALL_PATHS.dialComplete,
    { schema: schema('The advisor leg ended: bill the call once', dialCompleteBody) },
    async (request, reply) => {
      const body = request.body as z.infer<typeof dialCompleteBody>;
      const twiml = await service.dialComplete({
        callSid: body.CallSid,
        dialCallStatus: body.DialCallStatus,
        durationSeconds: body.DialCallDuration,
      });
      return reply.type('text/xml; charset=utf-8').send(twiml);
    },
  );
};
