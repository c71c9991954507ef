import { psychicPhotoQuerySchema, psychicStatusRecordSchema } from '@app/shared/schemas/advisors';
import { apiErrorSchema } from '@app/shared/schemas/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorBody } from '../../app-error.ts';
import type { AdvisorsService } from '../advisors/service.ts';
import {
  TELEPHONY_FUTURE_SKEW_SECONDS,
  TELEPHONY_TOLERANCE_SECONDS,
  verifyTelephonySignature,
} from './signature.ts';

export const TELEPHONY_SIGNATURE_HEADER = 'x-signature';
export const TELEPHONY_TIMESTAMP_HEADER = 'x-telephony-timestamp';

/** Every refusal is the same 401; the code and message tell the sender's operator what to fix. */
const REFUSALS = {
  'missing-timestamp': ['BAD_TIMESTAMP', 'Missing or invalid X-Telephony-Timestamp (unix seconds)'],
  'bad-signature': [
    'BAD_SIGNATURE',
    'Missing or invalid X-Signature (hex HMAC-SHA256 of "<X-Telephony-Timestamp>.<METHOD> <path>\\n<raw body>")',
  ],
  'stale-timestamp': [
    'STALE_TIMESTAMP',
    `X-Telephony-Timestamp is more than ${TELEPHONY_TOLERANCE_SECONDS / 60} minutes behind the server clock`,
  ],
  'future-timestamp': [
    'FUTURE_TIMESTAMP',
    `X-Telephony-Timestamp is more than ${TELEPHONY_FUTURE_SKEW_SECONDS} seconds ahead of the server clock`,
  ],
} as const;

const PG_INTEGER_MAX = 2_147_483_647;

/** The same positive, digits-only id as the photo query. */
const agentParamsSchema = z.object({ agentId: psychicPhotoQuerySchema.shape.agentId });

/** The telephony platform's status push: the same flags the feed serves, as booleans. */
export const telephonyStatusBodySchema = z.object({
  signedIn: z.boolean(),
  onACall: z.boolean(),
  bridged: z.boolean(),
  isICCall: z.boolean(),
  availTime: z.number().int().min(0).max(PG_INTEGER_MAX),
  availTimeStr: z.string().max(32),
});
export type TelephonyStatusBody = z.infer<typeof telephonyStatusBodySchema>;

/** The advisor's flags once the push is applied (a call or hold of ours keeps them busy). */
const acceptedSchema = z.object({
  agentId: z.number().int(),
  signedIn: psychicStatusRecordSchema.shape.signedIn,
  onACall: psychicStatusRecordSchema.shape.onACall,
});

/** The body as it arrived, or the fact that it was not JSON: both are judged only after the signature. */
type ReceivedBody = { raw: Buffer; json: boolean };

/** What the verified signature says of the request, for the handler. */
type VerifiedEvent = { at: Date; eventKey: string };

/**
 * Webhooks from the telephony platform. Encapsulated: the raw-body JSON parser below applies to these
 * routes only, so the rest of the API keeps Fastify's own parser.
 */
export const advisorStatusRoutes: FastifyPluginAsyncZod<{
  service: AdvisorsService;
  secret: string | undefined;
}> = async (app, { service, secret }) => {
  const received = new WeakMap<FastifyRequest, ReceivedBody>();
  const verified = new WeakMap<FastifyRequest, VerifiedEvent>();

  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, raw, done) => {
    const body = raw as Buffer;
    let parsed: unknown;
    let json = true;
    try {
      parsed = body.length === 0 ? undefined : JSON.parse(body.toString('utf8'));
    } catch {
      json = false;
    }
    received.set(request, { raw: body, json });
    // Plain JSON.parse is safe here: the zod body schema keeps only its six fields (no __proto__).
    done(null, parsed);
  });

  app.post(
    '/api/telephony/agents/:agentId/status',
    {
      schema: {
        tags: ['telephony'],
        summary:
          'Telephony status push for one advisor. X-Telephony-Timestamp: unix seconds, at most 5 minutes ' +
          'old and 30 seconds ahead; X-Signature: hex HMAC-SHA256 of "<timestamp>.POST <path>\\n<raw body>". ' +
          'The same event delivered again changes nothing and answers the flags as they stand.',
        params: agentParamsSchema,
        body: telephonyStatusBodySchema,
        headers: z.object({
          [TELEPHONY_SIGNATURE_HEADER]: z.string().optional(),
          [TELEPHONY_TIMESTAMP_HEADER]: z.string().optional(),
        }),
        response: {
          200: acceptedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
      // Before schema validation: an unsigned request learns nothing about what a valid payload is.
      preValidation: async (request, reply) => {
        if (!secret) {
          // Sent here rather than thrown: the error handler hides every 5xx message, and this one is for the operator.
          return reply.code(503).send(errorBody('NOT_CONFIGURED', 'telephony webhook not configured'));
        }
        const body = received.get(request);
        // The timestamp is signed with the method, the URL and the body, and must be recent: a captured
        // request cannot be replayed after the window, nor its body re-sent under a fresh timestamp or to
        // another advisor's URL.
        const check = verifyTelephonySignature({
          secret,
          method: request.method,
          url: request.url,
          rawBody: body?.raw ?? Buffer.alloc(0),
          timestamp: request.headers[TELEPHONY_TIMESTAMP_HEADER],
          signature: request.headers[TELEPHONY_SIGNATURE_HEADER],
        });
        if (!check.ok) {
          const [code, message] = REFUSALS[check.reason];
          throw new AppError(401, code, message);
        }
        if (body && !body.json) {
          throw new AppError(400, 'BAD_JSON', 'The request body is not valid JSON');
        }
        const at = new Date(Number(request.headers[TELEPHONY_TIMESTAMP_HEADER]) * 1000);
        verified.set(request, { at, eventKey: check.eventKey });
      },
    },
    async (request) => {
      const { agentId } = request.params;
      const body = request.body;
      // Verified above. An event older than the last one applied to this advisor (a late delivery, a
      // replay inside the window) is refused with 409; the same event again changes nothing.
      const event = verified.get(request);
      if (!event) throw new AppError(401, 'BAD_SIGNATURE', REFUSALS['bad-signature'][1]);
      const applied = await service.updateAgentStatus(
        agentId,
        {
          signedIn: body.signedIn,
          onACall: body.onACall,
          bridged: body.bridged,
          isIcCall: body.isICCall,
          availTime: body.availTime,
          availTimeStr: body.availTimeStr,
        },
        { by: 'platform', ...event },
      );
      // The flags as they now stand: a call or hold of ours keeps the advisor busy whatever the push said.
      const flags = applied ?? { signedIn: body.signedIn, onACall: body.onACall };
      return {
        agentId,
        signedIn: flags.signedIn ? ('Y' as const) : ('N' as const),
        onACall: flags.onACall ? ('Y' as const) : ('N' as const),
      };
    },
  );
};
