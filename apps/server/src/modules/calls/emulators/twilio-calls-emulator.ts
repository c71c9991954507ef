import type { FastifyPluginAsync } from 'fastify';

/**
 * Twilio's Calls API (the two reads the reconciliation job makes), for development and tests only.
 * Calls live in this process's memory; `POST /dev/twilio/calls` records one as Twilio would have it
 * (a test, or a developer replaying a call whose dial-complete was lost).
 */
export const TWILIO_EMULATOR_PREFIX = '/dev/twilio';
export const TWILIO_EMULATOR_ACCOUNT = 'ACemulator';

interface EmulatedCall {
  sid: string;
  parentCallSid: string | null;
  status: string;
  duration: number;
}

const SID = /^[A-Za-z0-9]{1,64}$/;

function callJson(call: EmulatedCall) {
  return {
    sid: call.sid,
    account_sid: TWILIO_EMULATOR_ACCOUNT,
    parent_call_sid: call.parentCallSid,
    status: call.status,
    duration: String(call.duration),
  };
}

export function createTwilioCallsEmulator(options: { authToken: string }) {
  const calls = new Map<string, EmulatedCall>();
  const expected = `Basic ${Buffer.from(`${TWILIO_EMULATOR_ACCOUNT}:${options.authToken}`).toString('base64')}`;

  const plugin: FastifyPluginAsync = async (app) => {
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
      const parent = (request.query as { ParentCallSid?: string }).ParentCallSid;
      const found = [...calls.values()].filter((call) => !parent || call.parentCallSid === parent);
      return { calls: found.map(callJson) };
    });

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
  };

  return { plugin, calls };
}
