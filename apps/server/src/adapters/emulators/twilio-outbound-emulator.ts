import type { FastifyInstance } from 'fastify';
import {
  callJson,
  type EmulatedCall,
  type EmulatorLogEntry,
  TWILIO_EMULATOR_ACCOUNT,
} from './twilio-emulated-call.ts';

const VERDICTS = ['human', 'machine_start', 'machine_end_beep', 'fax', 'unknown'];

/**
 * The Twilio emulator's outbound calls (the call-back line): `POST …/Calls.json` places one, which rings
 * until the phone company's part acts: `POST /calls/:sid/answer` picks up (`answeredBy`: a human, or a
 * machine, given to the call's TwiML URL as Twilio's AnsweredBy when detection was asked), and
 * `POST /calls/:sid/status` ends it unanswered (no-answer, busy, failed). `POST /fail-creates` refuses the
 * next creates, as when Twilio's API has trouble.
 */
export function registerOutboundCalls(
  app: FastifyInstance,
  deps: {
    calls: Map<string, EmulatedCall>;
    log: EmulatorLogEntry[];
    clock: () => number;
    /** A signed webhook POST, answered with its TwiML. */
    post: (url: string, params: Record<string, string>) => Promise<string>;
    setStatus: (call: EmulatedCall, status: string) => Promise<void>;
    newSid: () => string;
  },
): void {
  const { calls, log, clock, post, setStatus } = deps;
  const machineDetection = new Map<string, boolean>();
  let failingCreates = 0;
  const at = () => new Date(clock()).toISOString();

  app.post('/2010-04-01/Accounts/:account/Calls.json', { schema: { hide: true } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string>;
    if (failingCreates > 0) {
      failingCreates -= 1;
      return reply.status(503).send({ code: 20500, message: 'Service unavailable' });
    }
    if (!body.To || !body.From || !body.Url) {
      return reply.status(400).send({ code: 21201, message: 'To, From and Url are required' });
    }
    const call: EmulatedCall = {
      sid: deps.newSid(),
      parentCallSid: null,
      status: 'ringing',
      duration: 0,
      ...(body.StatusCallback ? { statusCallback: body.StatusCallback } : {}),
      outbound: { to: body.To, from: body.From, url: body.Url, startedAt: clock() },
    };
    calls.set(call.sid, call);
    machineDetection.set(call.sid, body.MachineDetection === 'Enable');
    log.push({ at: at(), op: 'call.create', callSid: call.sid, to: body.To, url: body.Url });
    return reply.status(201).send(callJson(call));
  });

  app.post('/calls/:sid/answer', { schema: { hide: true } }, async (request, reply) => {
    const call = calls.get((request.params as { sid: string }).sid);
    const answeredBy = String((request.body as { answeredBy?: unknown } | undefined)?.answeredBy ?? 'human');
    if (!call?.outbound || call.status !== 'ringing') {
      return reply.status(404).send({ error: 'no outbound call ringing with this sid' });
    }
    if (!VERDICTS.includes(answeredBy)) {
      return reply.status(400).send({ error: `answeredBy must be one of ${VERDICTS.join(', ')}` });
    }
    await setStatus(call, 'in-progress');
    const twiml = await post(call.outbound.url, {
      CallSid: call.sid,
      AccountSid: TWILIO_EMULATOR_ACCOUNT,
      From: call.outbound.from,
      To: call.outbound.to,
      CallStatus: 'in-progress',
      Direction: 'outbound-api',
      ...(machineDetection.get(call.sid) ? { AnsweredBy: answeredBy } : {}),
    });
    log.push({ at: at(), op: 'call.answer', callSid: call.sid, url: call.outbound.url, twiml });
    return { ...callJson(call), twiml };
  });

  app.post('/fail-creates', { schema: { hide: true } }, async (request, reply) => {
    const count = Number((request.body as { count?: unknown } | undefined)?.count);
    if (!Number.isInteger(count) || count < 0 || count > 100) {
      return reply.status(400).send({ error: 'count must be 0 to 100' });
    }
    failingCreates = count;
    return { failingCreates };
  });
}
