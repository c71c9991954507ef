import { apiErrorSchema } from '@app/shared/schemas/errors';
import formbody from '@fastify/formbody';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isValidTwilioSignature, type TwilioParams } from '../../adapters/twilio-signature.ts';
import { AppError } from '../../app-error.ts';
import { CALL_PATHS } from './call-paths.ts';
import type { CallService } from './call-service.ts';
import type { WebhookReplies } from './webhook-replies.ts';

export const TWILIO_SIGNATURE_HEADER = 'x-twilio-signature';
/** Twilio sends the same token with every retry of one callback. */
export const TWILIO_IDEMPOTENCY_HEADER = 'i-twilio-idempotency-token';

const callSid = z.string().regex(/^[A-Za-z0-9]{1,64}$/, 'CallSid must be 1 to 64 letters or digits');
// Twilio sends many more parameters; they are signed, then ignored.
const voiceBody = z.looseObject({
  CallSid: callSid,
  From: z.string().max(64).default(''),
  To: z.string().max(64).default(''),
});
const extensionBody = z.looseObject({
  CallSid: callSid,
  Digits: z.string().max(16).default(''),
  To: z.string().max(64).default(''),
});
/** A bridged call's advisor leg: its own SID and status; the caller's call travels in the URL. */
const advisorLegBody = z.looseObject({
  CallSid: callSid,
  CallStatus: z.string().max(32),
  CallDuration: z.coerce.number().int().min(0).max(86_400).default(0),
  ConferenceSid: z
    .string()
    .regex(/^[A-Za-z0-9]{1,64}$/)
    .optional(),
});
const advisorLegQuery = z.object({ call: callSid, lang: z.enum(['fr']).optional() });
const minutesParam = z.coerce.number().int().min(1).max(10_000);
const announceQuery = z.object({
  kind: z.enum(['warning', 'tone', 'topped-up']),
  lang: z.enum(['fr']).optional(),
  /** The top-up on offer at the warning, or the minutes just added. */
  minutes: minutesParam.optional(),
  cents: z.coerce.number().int().min(0).max(10_000_000).optional(),
});
/** The call-back line: the advisor of a phone join, and the place of a call back (in their URLs). */
const lineJoinQuery = z.object({
  agent: z.coerce.number().int().min(1).max(999_999),
  lang: z.enum(['fr']).optional(),
});
const placeQuery = z.object({ place: z.uuid(), lang: z.enum(['fr']).optional() });
const callBackAnswerBody = z.looseObject({
  CallSid: callSid,
  AnsweredBy: z.string().max(32).default('unknown'),
});
const callBackStatusBody = z.looseObject({ CallSid: callSid, CallStatus: z.string().max(32).default('') });
const lineJoinBody = z.looseObject({
  CallSid: callSid,
  From: z.string().max(64).default(''),
  Digits: z.string().max(16).default(''),
});
/** A top-up menu's key-press: the round it charges, from the menu's own URL. */
const topUpQuery = z.object({
  round: z.coerce.number().int().min(0).max(1000),
  lang: z.enum(['fr']).optional(),
});
const rejoinQuery = z.object({ added: minutesParam.optional(), lang: z.enum(['fr']).optional() });
/** The caller's <Dial> action after a return from the top-up menu: `leg` tells its returns apart. */
const dialCompleteQuery = z.object({
  leg: z.coerce.number().int().min(0).optional(),
  lang: z.enum(['fr']).optional(),
});
const callEndQuery = z.object({ kind: z.enum(['cap', 'not-connected']), lang: z.enum(['fr']).optional() });
const callSidBody = z.looseObject({ CallSid: callSid });
const advisorMenuBody = z.looseObject({
  CallSid: callSid,
  From: z.string().max(64).default(''),
  Digits: z.string().max(16).default(''),
});
const dialCompleteBody = z.looseObject({
  CallSid: callSid,
  DialCallStatus: z.string().max(32).default(''),
  DialCallDuration: z.coerce.number().int().min(0).max(86_400).default(0),
  /** The caller's call: still 'in-progress' when they left the conference with star. */
  CallStatus: z.string().max(32).default(''),
});

/** The call's language, carried by the action URLs of a French call (see inLanguage). */
const languageQuery = z.object({ lang: z.enum(['fr']).optional() });
const languageOf = (request: FastifyRequest): 'en' | 'fr' =>
  (request.query as z.infer<typeof languageQuery>).lang === 'fr' ? 'fr' : 'en';
const languageBody = z.looseObject({ CallSid: callSid, Digits: z.string().max(16).default('') });
const ratingBody = z.looseObject({ CallSid: callSid, Digits: z.string().max(16).default('') });
const pinBody = z.looseObject({
  CallSid: callSid,
  From: z.string().max(64).default(''),
  To: z.string().max(64).default(''),
  Digits: z.string().max(16).default(''),
});
/** A PIN step's URL (unknown-caller.ts, pinAction): the language, the try, and the number typed. */
const pinQuery = z.object({
  lang: z.enum(['fr']).optional(),
  try: z.coerce.number().int().min(1).max(9).default(1),
  phone: z
    .string()
    .regex(/^\d{10,11}$/)
    .optional(),
});

const xmlResponse = { 200: z.string(), 400: apiErrorSchema, 403: apiErrorSchema, 503: apiErrorSchema };

/**
 * Twilio Programmable Voice webhooks: form-encoded POSTs answered with TwiML. Every request must carry a
 * valid X-Twilio-Signature for PUBLIC_URL + path; otherwise 403 and nothing is read or written.
 */
export const callsRoutes: FastifyPluginAsyncZod<{
  service: CallService;
  replies: WebhookReplies;
  authToken: string | undefined;
  publicUrl: string;
}> = async (app, { service, replies, authToken, publicUrl }) => {
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

  /**
   * A retried callback (same I-Twilio-Idempotency-Token, or for dial-complete the same call and dial
   * status) gets the answer stored the first time and runs nothing. Without a token, gathered digits
   * are not deduplicated: a caller may legitimately enter the same extension again.
   */
  async function once(
    request: FastifyRequest,
    reply: FastifyReply,
    fallbackKey: string | undefined,
    run: () => Promise<string>,
  ) {
    const token = request.headers[TWILIO_IDEMPOTENCY_HEADER];
    const key =
      typeof token === 'string' && token.length > 0 && token.length <= 200
        ? `twilio:${request.routeOptions.url}:${token}`
        : fallbackKey;
    const twiml = await replies.once(key, run);
    return reply.type('text/xml; charset=utf-8').send(twiml);
  }

  const schema = (summary: string, body: z.ZodType) => ({
    tags: ['telephony'],
    summary,
    body,
    querystring: languageQuery,
    response: xmlResponse,
  });

  /**
   * One voice webhook: its form body (and query, where the route has its own) parsed, then answered once
   * with the TwiML `answer` builds. `retryKey` names a retry that comes without a token (see once).
   */
  function voiceWebhook<Body extends z.ZodType, Query extends z.ZodType = typeof languageQuery>(
    path: string,
    summary: string,
    body: Body,
    route: {
      querystring?: Query;
      retryKey?: (body: z.infer<Body>) => string;
      answer: (body: z.infer<Body>, query: z.infer<Query>, language: 'en' | 'fr') => Promise<string>;
    },
  ) {
    const querystring = route.querystring ?? languageQuery;
    app.post(path, { schema: { ...schema(summary, body), querystring } }, async (request, reply) => {
      const parsed = request.body as z.infer<Body>;
      return once(request, reply, route.retryKey?.(parsed), () =>
        route.answer(parsed, request.query as z.infer<Query>, languageOf(request)),
      );
    });
  }

  voiceWebhook(CALL_PATHS.voice, 'Incoming call (Twilio Voice webhook)', voiceBody, {
    answer: (body) => service.incoming({ callSid: body.CallSid, from: body.From, to: body.To }),
  });

  voiceWebhook(CALL_PATHS.extension, 'Extension digits gathered from the caller', extensionBody, {
    answer: (body, _query, language) =>
      service.extension({ callSid: body.CallSid, digits: body.Digits, language, to: body.To }),
  });

  voiceWebhook(CALL_PATHS.language, "An unknown caller's key after the bilingual greeting", languageBody, {
    answer: (body, _query, language) => service.languageChoice({ digits: body.Digits, language }),
  });

  voiceWebhook(
    CALL_PATHS.advisorMenu,
    "An advisor's choice on their menu: 1 take calls, 2 go offline",
    advisorMenuBody,
    { answer: (body) => service.advisorChoice({ from: body.From, digits: body.Digits }) },
  );

  voiceWebhook(CALL_PATHS.dialComplete, 'The advisor leg ended: bill the call once', dialCompleteBody, {
    querystring: dialCompleteQuery,
    retryKey: (body) => `dial-complete:${body.CallSid}:${body.DialCallStatus}:${body.CallStatus}`,
    answer: (body, _query, language) =>
      service.dialComplete({
        callSid: body.CallSid,
        dialCallStatus: body.DialCallStatus,
        durationSeconds: body.DialCallDuration,
        callStatus: body.CallStatus,
        language,
      }),
  });

  voiceWebhook(
    CALL_PATHS.topUp,
    "The key pressed in the top-up menu: 1 adds the customer's bundle",
    languageBody,
    {
      querystring: topUpQuery,
      answer: (body, query, language) =>
        service.topUp({ callSid: body.CallSid, round: query.round, digits: body.Digits, language }),
    },
  );

  voiceWebhook(
    CALL_PATHS.lineJoin,
    "The key after the offer to join a busy advisor's call-back line",
    lineJoinBody,
    {
      querystring: lineJoinQuery,
      answer: (body, query, language) =>
        service.lineJoin({
          callSid: body.CallSid,
          from: body.From,
          agentId: query.agent,
          digits: body.Digits,
          language,
        }),
    },
  );

  voiceWebhook(
    CALL_PATHS.callBackAnswer,
    'A call back answered: a machine is skipped, a person is bridged',
    callBackAnswerBody,
    {
      querystring: placeQuery,
      retryKey: (body) => `call-back-answer:${body.CallSid}`,
      answer: (body, query, language) =>
        service.callBackAnswer({
          placeId: query.place,
          callSid: body.CallSid,
          answeredBy: body.AnsweredBy,
          language,
        }),
    },
  );

  voiceWebhook(
    CALL_PATHS.callBackStatus,
    "A call back's status: unanswered skips to the next in line",
    callBackStatusBody,
    {
      querystring: placeQuery,
      retryKey: (body) => `call-back-status:${body.CallSid}:${body.CallStatus}`,
      answer: (body, query) =>
        service.callBackStatus({ placeId: query.place, callSid: body.CallSid, callStatus: body.CallStatus }),
    },
  );

  voiceWebhook(CALL_PATHS.rejoin, 'Back into the conference after the top-up menu', callSidBody, {
    querystring: rejoinQuery,
    answer: (body, query, language) =>
      service.rejoin({ callSid: body.CallSid, added: query.added ?? 0, language }),
  });

  voiceWebhook(
    CALL_PATHS.advisorLeg,
    "A bridged call's advisor leg answered or ended: start the timers, or bill",
    advisorLegBody,
    {
      querystring: advisorLegQuery,
      retryKey: (body) => `advisor-leg:${body.CallSid}:${body.CallStatus}`,
      answer: (body, query, language) =>
        service.advisorLeg({
          callSid: query.call,
          legSid: body.CallSid,
          callStatus: body.CallStatus,
          durationSeconds: body.CallDuration,
          conferenceSid: body.ConferenceSid,
          language,
        }),
    },
  );

  /** TwiML that Twilio fetches to play into a bridged call: chosen by the URL's query, nothing written. */
  function playback<Query extends { kind: string; lang?: 'fr' | undefined }>(
    path: string,
    summary: string,
    querystring: z.ZodType<Query>,
    render: (query: Query, language: 'en' | 'fr') => string,
  ) {
    app.post(path, { schema: { ...schema(summary, callSidBody), querystring } }, async (request, reply) => {
      return reply.type('text/xml; charset=utf-8').send(render(request.query as Query, languageOf(request)));
    });
  }
  playback(
    CALL_PATHS.announce,
    'Played into a bridged call: the one-minute warning (with a top-up on offer), the advisor’s tone, or the minutes added',
    announceQuery,
    (query, language) => service.announce({ ...query, language }),
  );
  playback(
    CALL_PATHS.callEnd,
    'Where a bridged call ends: the goodbye at the cap, or not connected',
    callEndQuery,
    (query, language) => service.callEnd({ kind: query.kind, language }),
  );

  voiceWebhook(CALL_PATHS.rating, 'The rating key pressed after a call (1 to 5)', ratingBody, {
    retryKey: (body) => `rating:${body.CallSid}`,
    answer: (body, _query, language) =>
      service.rating({ callSid: body.CallSid, digits: body.Digits, language }),
  });

  voiceWebhook(
    CALL_PATHS.pinPhone,
    "The account's phone number, typed by a caller from another phone",
    pinBody,
    {
      querystring: pinQuery,
      answer: (body, query, language) =>
        service.pinPhone({ digits: body.Digits, language, tries: query.try }),
    },
  );

  voiceWebhook(CALL_PATHS.pin, 'The phone PIN of the account typed before', pinBody, {
    querystring: pinQuery,
    answer: (body, query, language) =>
      service.pin({
        callSid: body.CallSid,
        from: body.From,
        phone: query.phone ?? '',
        digits: body.Digits,
        language,
        tries: query.try,
        to: body.To,
      }),
  });
};
