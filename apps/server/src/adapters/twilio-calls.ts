import type { FastifyInstance } from 'fastify';
import { createTwilioCallsEmulator, TWILIO_EMULATOR_PREFIX } from './emulators/twilio-calls-emulator.ts';
import { injectFetch } from './inject-fetch.ts';

/**
 * Twilio's record of a call (REST API 2010-04-01, Calls resource), read when our own record of a call
 * was left open: a dial-complete that never arrived. HTTP Basic with the account SID and auth token.
 * The base URL is https://api.twilio.com or our emulator (/dev/twilio) — the code is the same.
 */
export interface TwilioCallsConfig {
  baseUrl: string;
  accountSid: string;
  authToken: string;
}

export interface TwilioCallRecord {
  sid: string;
  /** queued, ringing, in-progress, completed, busy, failed, no-answer, canceled */
  status: string;
  /** Seconds, once the call has ended. */
  durationSeconds: number;
}

/** Statuses after which a call will not change any more. */
export const ENDED_CALL_STATUSES = new Set(['completed', 'busy', 'failed', 'no-answer', 'canceled']);

export class TwilioCallsError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'TwilioCallsError';
  }
}

function readCall(json: Record<string, unknown>): TwilioCallRecord {
  const duration = Number(json.duration ?? 0);
  return {
    sid: String(json.sid ?? ''),
    status: String(json.status ?? ''),
    durationSeconds: Number.isFinite(duration) && duration > 0 ? Math.floor(duration) : 0,
  };
}

export function createTwilioCallsClient(config: TwilioCallsConfig, fetchImpl: typeof fetch = fetch) {
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const base = `${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}`;

  async function get(path: string): Promise<Record<string, unknown> | undefined> {
    const res = await fetchImpl(`${base}${path}`, {
      headers: { authorization, accept: 'application/json' },
      signal: AbortSignal.timeout(15_000),
    });
    if (res.status === 404) return undefined;
    if (!res.ok) throw new TwilioCallsError(`Twilio GET ${path} answered ${res.status}`, res.status);
    return (await res.json()) as Record<string, unknown>;
  }

  async function post(path: string, params: Record<string, string>): Promise<Record<string, unknown>> {
    const res = await fetchImpl(`${base}${path}`, {
      method: 'POST',
      headers: {
        authorization,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(params).toString(),
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new TwilioCallsError(`Twilio POST ${path} answered ${res.status}`, res.status);
    return (await res.json()) as Record<string, unknown>;
  }

  return {
    /**
     * Dials `to` into the conference named `conference` (created by the first participant): the
     * advisor's leg of a bridged call. Its status callbacks (answered, completed) go to `statusCallback`;
     * `timeLimitSeconds` is Twilio's own cap on the leg, a backstop behind our timers.
     */
    async addParticipant(
      conference: string,
      input: {
        from: string;
        to: string;
        statusCallback: string;
        timeLimitSeconds: number;
        ringSeconds: number;
      },
    ): Promise<{ callSid: string; conferenceSid: string }> {
      const json = await post(`/Conferences/${encodeURIComponent(conference)}/Participants.json`, {
        From: input.from,
        To: input.to,
        StatusCallback: input.statusCallback,
        StatusCallbackMethod: 'POST',
        StatusCallbackEvent: 'answered completed',
        TimeLimit: String(input.timeLimitSeconds),
        Timeout: String(input.ringSeconds),
        StartConferenceOnEnter: 'true',
        EndConferenceOnExit: 'true',
        Beep: 'false',
      });
      return { callSid: String(json.call_sid ?? ''), conferenceSid: String(json.conference_sid ?? '') };
    },

    /** Plays the TwiML at `announceUrl` to one participant of a conference, the others not hearing it. */
    async announce(conferenceSid: string, callSid: string, announceUrl: string): Promise<void> {
      await post(
        `/Conferences/${encodeURIComponent(conferenceSid)}/Participants/${encodeURIComponent(callSid)}.json`,
        { AnnounceUrl: announceUrl, AnnounceMethod: 'POST' },
      );
    },

    /**
     * Puts a participant of a conference on hold (Twilio's hold music) or takes them off it: the advisor
     * while the caller steps out to top up.
     */
    async hold(conferenceSid: string, callSid: string, onHold: boolean): Promise<void> {
      await post(
        `/Conferences/${encodeURIComponent(conferenceSid)}/Participants/${encodeURIComponent(callSid)}.json`,
        { Hold: onHold ? 'true' : 'false' },
      );
    },

    /** Sets a live call's own time limit anew (seconds from its answer): the advisor's leg after a top-up. */
    async setTimeLimit(callSid: string, seconds: number): Promise<void> {
      await post(`/Calls/${encodeURIComponent(callSid)}.json`, { TimeLimit: String(seconds) });
    },

    /** Moves a live call to the TwiML at `url` (it leaves whatever it was doing, a conference included). */
    async redirect(callSid: string, url: string): Promise<void> {
      await post(`/Calls/${encodeURIComponent(callSid)}.json`, { Url: url, Method: 'POST' });
    },

    /** Ends a call: 'canceled' stops one still ringing, 'completed' hangs up one in progress. */
    async end(callSid: string, status: 'canceled' | 'completed'): Promise<void> {
      await post(`/Calls/${encodeURIComponent(callSid)}.json`, { Status: status });
    },

    /** The call, or undefined when Twilio does not know it. */
    async getCall(callSid: string): Promise<TwilioCallRecord | undefined> {
      const json = await get(`/Calls/${encodeURIComponent(callSid)}.json`);
      return json ? readCall(json) : undefined;
    },

    /**
     * Places an outbound call (the call-back line, an advisor's test call): Twilio rings `to` for
     * `timeoutSeconds`, detects an answering machine (its verdict comes as AnsweredBy on the request to
     * `url`), then asks `url` what to play; `statusCallback`, when given, hears it ring, answer and end
     * (no-answer, busy, failed, completed).
     */
    async createCall(input: {
      to: string;
      from: string;
      url: string;
      statusCallback?: string;
      timeoutSeconds: number;
    }): Promise<{ callSid: string }> {
      const json = await post('/Calls.json', {
        To: input.to,
        From: input.from,
        Url: input.url,
        Method: 'POST',
        ...(input.statusCallback
          ? {
              StatusCallback: input.statusCallback,
              StatusCallbackMethod: 'POST',
              StatusCallbackEvent: 'initiated ringing answered completed',
            }
          : {}),
        Timeout: String(input.timeoutSeconds),
        MachineDetection: 'Enable',
      });
      if (typeof json.sid !== 'string')
        throw new TwilioCallsError('Twilio answered a call without a sid', 201);
      return { callSid: json.sid };
    },

    /** Calls placed to `to` since `since` (a call placed just before a crash is found, not placed twice). */
    async callsTo(to: string, since: Date): Promise<TwilioCallRecord[]> {
      const query = new URLSearchParams({
        To: to,
        'StartTime>': since.toISOString().slice(0, 10),
        PageSize: '20',
      });
      const json = await get(`/Calls.json?${query}`);
      const calls = (json?.calls as Record<string, unknown>[] | undefined) ?? [];
      return calls
        .filter((call) => {
          const started = Date.parse(String(call.start_time ?? call.date_created ?? ''));
          return Number.isNaN(started) || started >= since.getTime() - 1000;
        })
        .map(readCall);
    },

    /** The legs a call dialled (<Dial> creates a child call whose duration is the time talked). */
    async childCalls(parentCallSid: string): Promise<TwilioCallRecord[]> {
      const json = await get(`/Calls.json?ParentCallSid=${encodeURIComponent(parentCallSid)}&PageSize=20`);
      const calls = (json?.calls as Record<string, unknown>[] | undefined) ?? [];
      return calls.map(readCall);
    },
  };
}

export type TwilioCallsClient = ReturnType<typeof createTwilioCallsClient>;

/**
 * The Calls API client the app uses: Twilio itself, or with `mode: 'emulator'` (the demo) the emulator
 * mounted at /dev/twilio, reached in-process, whose callbacks reach the app as Twilio's would reach
 * PUBLIC_URL. Undefined without the Calls API.
 */
export async function connectTwilioCalls(
  app: FastifyInstance,
  config: (TwilioCallsConfig & { mode: 'live' | 'emulator' }) | undefined,
  publicUrl: string,
): Promise<TwilioCallsClient | undefined> {
  if (!config) return undefined;
  if (config.mode === 'live') return createTwilioCallsClient(config, fetch);
  const emulator = createTwilioCallsEmulator({
    authToken: config.authToken,
    deliver: (url, init) => injectFetch(app, publicUrl)(url, init),
  });
  await app.register(emulator.plugin, { prefix: TWILIO_EMULATOR_PREFIX });
  return createTwilioCallsClient(config, injectFetch(app, publicUrl));
}
