import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import { twilioSignature } from '../twilio-signature.ts';
import {
  callJson,
  type EmulatedCall,
  type EmulatorLogEntry,
  TWILIO_EMULATOR_ACCOUNT,
} from './twilio-emulated-call.ts';
import { registerOutboundCalls } from './twilio-outbound-emulator.ts';

/**
 * Twilio's Calls and Conferences API, for development and tests only: the reads the reconciliation job
 * makes, and what a call bridged in a conference needs (add the advisor as a participant, announce to
 * one participant, redirect a live call). Calls live in this process's memory.
 *
 * Besides Twilio's own routes, a few controls play the phone company's part:
 * - `POST /calls` records a call as Twilio would have it (a test, or a developer replaying a lost call);
 * - `POST /calls/:sid/status` makes a leg answer or end, and sends its status callback, signed (or
 *   loses it, with `lostCallback: true`);
 * - outbound calls (the call-back line): twilio-outbound-emulator.ts;
 * - `POST /advance` moves the emulator's clock (a leg's length is measured on it);
 * - `GET /log` lists every Calls API request received, with the TwiML the emulator fetched for it.
 */
export const TWILIO_EMULATOR_PREFIX = '/dev/twilio';
export type { EmulatorLogEntry };
export { TWILIO_EMULATOR_ACCOUNT };

const SID = /^[A-Za-z0-9]{1,64}$/;
const newSid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

export function createTwilioCallsEmulator(options: {
  authToken: string;
  /** How the emulator reaches the app's webhooks, as the PayPal and Gigadat emulators do (in-process). */
  deliver?: (url: string, init: RequestInit) => Promise<Response>;
}) {
  const calls = new Map<string, EmulatedCall>();
  /** Conference friendly name → SID. */
  const conferences = new Map<string, string>();
  /** A caller's call SID → the conference it waits in (named "call-<CallSid>", see call-service.ts). */
  const callerConference = new Map<string, string>();
  const log: EmulatorLogEntry[] = [];
  let offsetMs = 0;
  const clock = () => Date.now() + offsetMs;
  const expected = `Basic ${Buffer.from(`${TWILIO_EMULATOR_ACCOUNT}:${options.authToken}`).toString('base64')}`;

  /** A signed webhook POST, as Twilio sends it; answers the TwiML (or '' without a delivery). */
  async function post(url: string, params: Record<string, string>): Promise<string> {
    if (!options.deliver) return '';
    const res = await options.deliver(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(options.authToken, url, params),
      },
      body: new URLSearchParams(params).toString(),
    });
    return res.text();
  }

  /** A leg's status change, and its callback (answered: in-progress; completed: with its length). */
  async function setStatus(call: EmulatedCall, status: string, callback = true): Promise<void> {
    call.status = status;
    if (status === 'in-progress') call.answeredAt = clock();
    if (status === 'completed' && call.answeredAt !== undefined) {
      const talked = Math.floor((clock() - call.answeredAt) / 1000);
      call.duration = call.timeLimit === undefined ? talked : Math.min(talked, call.timeLimit);
    }
    if (call.statusCallback && callback) {
      await post(call.statusCallback, {
        CallSid: call.sid,
        AccountSid: TWILIO_EMULATOR_ACCOUNT,
        CallStatus: status,
        ...(status === 'completed' ? { CallDuration: String(call.duration) } : {}),
        ...(call.conferenceSid ? { ConferenceSid: call.conferenceSid } : {}),
      });
    }
  }

  const plugin: FastifyPluginAsync = async (app) => {
    // The Calls API takes form-encoded POSTs, as Twilio's does; the dev controls take JSON.
    await app.register(formbody);
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.includes('/2010-04-01/') && request.headers.authorization !== expected) {
        return reply.status(401).send({ code: 20003, message: 'Authenticate' });
      }
    });

    app.get(
      '/2010-04-01/Accounts/:account/Calls/:file',
      { schema: { hide: true } },
      async (request, reply) => {
        const { file } = request.params as { file: string };
        const call = calls.get(file.replace(/\.json$/, ''));
        return call ? callJson(call) : reply.status(404).send({ code: 20404, message: 'Not found' });
      },
    );

    app.get('/2010-04-01/Accounts/:account/Calls.json', { schema: { hide: true } }, async (request) => {
      const query = request.query as { ParentCallSid?: string; To?: string };
      const found = [...calls.values()].filter(
        (call) =>
          (!query.ParentCallSid || call.parentCallSid === query.ParentCallSid) &&
          (!query.To || call.outbound?.to === query.To),
      );
      return { calls: found.map(callJson) };
    });
    registerOutboundCalls(app, { calls, log, clock, post, setStatus, newSid: () => newSid('CA') });

    /** Redirect a live call: it leaves its conference, which ends, and so do the other legs in it. */
    app.post(
      '/2010-04-01/Accounts/:account/Calls/:file',
      { schema: { hide: true } },
      async (request, reply) => {
        const sid = (request.params as { file: string }).file.replace(/\.json$/, '');
        const body = (request.body ?? {}) as Record<string, string>;
        if (SID.test(sid) && (body.Status === 'canceled' || body.Status === 'completed')) {
          // Ending a leg: a ringing one is canceled, one in progress hangs up (its length counted).
          const call = calls.get(sid);
          if (!call) return reply.status(404).send({ code: 20404, message: 'Not found' });
          log.push({ at: new Date(clock()).toISOString(), op: 'call.end', callSid: sid });
          const ringing = call.status === 'ringing' || call.status === 'queued';
          if (ringing || call.status === 'in-progress')
            await setStatus(call, ringing ? 'canceled' : 'completed');
          return callJson(call);
        }
        const limit = Number(body.TimeLimit);
        if (SID.test(sid) && body.TimeLimit !== undefined && body.Url === undefined) {
          const call = calls.get(sid);
          if (!call) return reply.status(404).send({ code: 20404, message: 'Not found' });
          if (!Number.isInteger(limit) || limit <= 0)
            return reply.status(400).send({ code: 21217, message: 'TimeLimit must be a positive integer' });
          call.timeLimit = limit;
          log.push({
            at: new Date(clock()).toISOString(),
            op: 'call.time-limit',
            callSid: sid,
            timeLimit: limit,
          });
          return callJson(call);
        }
        if (!SID.test(sid) || typeof body.Url !== 'string') {
          return reply.status(400).send({ code: 21205, message: 'Url is required' });
        }
        const twiml = await post(body.Url, { CallSid: sid, AccountSid: TWILIO_EMULATOR_ACCOUNT });
        log.push({
          at: new Date(clock()).toISOString(),
          op: 'call.redirect',
          callSid: sid,
          url: body.Url,
          twiml,
        });
        const conference = callerConference.get(sid);
        // A caller sent back into their own conference (after a top-up) stays in it; anywhere else, they
        // leave it and it ends, the advisor's leg with it.
        const name = [...conferences].find(([, conferenceSid]) => conferenceSid === conference)?.[0];
        if (name && twiml.includes(`>${name}</Conference>`)) return { sid, status: 'in-progress' };
        callerConference.delete(sid);
        for (const leg of calls.values()) {
          if (leg.conferenceSid && leg.conferenceSid === conference && leg.status === 'in-progress') {
            await setStatus(leg, 'completed');
          }
        }
        return { sid, account_sid: TWILIO_EMULATOR_ACCOUNT, status: 'in-progress' };
      },
    );

    app.post(
      '/2010-04-01/Accounts/:account/Conferences/:conference/Participants.json',
      { schema: { hide: true } },
      async (request, reply) => {
        const { conference } = request.params as { conference: string };
        const body = (request.body ?? {}) as Record<string, string>;
        if (!body.To || !body.From) return reply.status(400).send({ code: 21201, message: 'To and From' });
        const conferenceSid = conferences.get(conference) ?? newSid('CF');
        conferences.set(conference, conferenceSid);
        const limit = Number(body.TimeLimit);
        const call: EmulatedCall = {
          sid: newSid('CA'),
          parentCallSid: null,
          status: 'ringing',
          duration: 0,
          conferenceSid,
          ...(body.StatusCallback ? { statusCallback: body.StatusCallback } : {}),
          ...(Number.isInteger(limit) && limit > 0 ? { timeLimit: limit } : {}),
        };
        calls.set(call.sid, call);
        // The caller's side of a conference named after its call ("call-<CallSid>"), for a redirect.
        const callerSid = conference.startsWith('call-') ? conference.slice(5) : undefined;
        if (callerSid) callerConference.set(callerSid, conferenceSid);
        log.push({
          at: new Date(clock()).toISOString(),
          op: 'participant.create',
          callSid: call.sid,
          conferenceSid,
          conference,
          to: body.To,
        });
        return reply.status(201).send({
          account_sid: TWILIO_EMULATOR_ACCOUNT,
          call_sid: call.sid,
          conference_sid: conferenceSid,
          status: 'queued',
        });
      },
    );

    app.post(
      '/2010-04-01/Accounts/:account/Conferences/:conference/Participants/:file',
      { schema: { hide: true } },
      async (request, reply) => {
        const { conference, file } = request.params as { conference: string; file: string };
        const sid = file.replace(/\.json$/, '');
        const body = (request.body ?? {}) as Record<string, string>;
        const known =
          calls.get(sid)?.conferenceSid === conference || callerConference.get(sid) === conference;
        if (!known) return reply.status(404).send({ code: 20404, message: 'Not found' });
        if (body.Hold === 'true' || body.Hold === 'false') {
          const op = body.Hold === 'true' ? 'participant.hold' : 'participant.unhold';
          log.push({ at: new Date(clock()).toISOString(), op, callSid: sid, conferenceSid: conference });
          return { call_sid: sid, conference_sid: conference, hold: body.Hold === 'true' };
        }
        if (typeof body.AnnounceUrl !== 'string') {
          return reply.status(400).send({ code: 21205, message: 'AnnounceUrl is required' });
        }
        const twiml = await post(body.AnnounceUrl, {
          CallSid: sid,
          ConferenceSid: conference,
          AccountSid: TWILIO_EMULATOR_ACCOUNT,
        });
        log.push({
          at: new Date(clock()).toISOString(),
          op: 'participant.announce',
          callSid: sid,
          conferenceSid: conference,
          url: body.AnnounceUrl,
          twiml,
        });
        return { call_sid: sid, conference_sid: conference, account_sid: TWILIO_EMULATOR_ACCOUNT };
      },
    );

    app.post('/calls', { schema: { hide: true } }, async (request, reply) => {
      const body = (request.body ?? {}) as Partial<EmulatedCall>;
      if (typeof body.sid !== 'string' || !SID.test(body.sid) || typeof body.status !== 'string') {
        return reply.status(400).send({ error: 'sid and status are required' });
      }
      const duration = Number(body.duration ?? 0);
      calls.set(body.sid, {
        sid: body.sid,
        parentCallSid: typeof body.parentCallSid === 'string' ? body.parentCallSid : null,
        status: body.status,
        duration: Number.isInteger(duration) && duration >= 0 ? duration : 0,
      });
      return reply.status(201).send({ ok: true });
    });

    /** The phone company's part: a participant answers ('in-progress'), or its leg ends. */
    app.post('/calls/:sid/status', { schema: { hide: true } }, async (request, reply) => {
      const call = calls.get((request.params as { sid: string }).sid);
      const body = (request.body ?? {}) as { status?: unknown; lostCallback?: unknown };
      const status = body.status;
      const allowed = ['in-progress', 'completed', 'busy', 'no-answer', 'failed'];
      if (!call) return reply.status(404).send({ error: 'unknown call' });
      if (typeof status !== 'string' || !allowed.includes(status)) {
        return reply.status(400).send({ error: `status must be one of ${allowed.join(', ')}` });
      }
      // lostCallback: the change happens but its callback never reaches us (what reconciliation is for).
      await setStatus(call, status, body.lostCallback !== true);
      return callJson(call);
    });

    app.post('/advance', { schema: { hide: true } }, async (request, reply) => {
      const seconds = Number((request.body as { seconds?: unknown } | undefined)?.seconds);
      if (!Number.isFinite(seconds) || seconds < 0 || seconds > 86_400) {
        return reply.status(400).send({ error: 'seconds must be 0 to 86400' });
      }
      offsetMs += seconds * 1000;
      return { now: new Date(clock()).toISOString() };
    });

    app.get('/log', { schema: { hide: true } }, async () => log);
  };

  return { plugin, calls, log, now: () => new Date(clock()) };
}
