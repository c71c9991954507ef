import type { AppDb } from '@app/db/client';
import type { Language } from '@app/shared/rules/language';
import { CALL_BACK_MIN_MINUTES } from '@app/shared/schemas/call-back';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.ts';
import { gather, hangup, response, say, type TwimlVerb } from '../../twiml.ts';
import { createAdvisorHoldRepository } from './advisor-hold-repository.ts';
import { createCallAdvisorRepository } from './call-advisor-repository.ts';
import { lineJoinPath } from './call-paths.ts';
import type { Caller } from './customer-line.ts';
import { freeOrHoldForLine, type LineHooks, lineHoldKey } from './line-hold.ts';
import { speak } from './voice-prompts.ts';

/** A place of the call-back line as the phone line reads it. */
export interface LinePlace {
  id: string;
  agentId: number;
  customerId: string;
  phone: string;
  status: string;
  callSid: string | null;
}

/** What the phone line needs of the call-back line (the call-back module's dispatch and line service). */
export interface CallBackLine extends LineHooks {
  find(placeId: string): Promise<LinePlace | undefined>;
  skip(
    tx: AppDb,
    placeId: string,
    why: 'noAnswer' | 'machine' | 'minutes' | 'paused',
    now: Date,
  ): Promise<boolean>;
  connected(tx: AppDb, placeId: string, now: Date): Promise<void>;
  requeue(tx: AppDb, placeId: string): Promise<void>;
  placeDue(now: Date): Promise<number>;
  /** What follows a place the line itself skipped (its call could not be placed): `toNextInLine`. */
  afterSkip(step: (tx: AppDb, place: { id: string; agentId: number }, at: Date) => Promise<void>): void;
  join(input: {
    customerId: string;
    agentId: number;
    language: Language;
    phone?: string | undefined;
  }): Promise<{ place: number; estimateMinutes: number }>;
}

/**
 * A place being called back has ended without reaching the advisor: the advisor held for it goes to the
 * next in line, or is freed. When the hold had already lapsed, the advisor is the next in line's only if
 * nobody has taken them since. In the transaction that ended the place.
 */
export async function toNextInLine(
  tx: AppDb,
  line: LineHooks,
  place: Pick<LinePlace, 'id' | 'agentId'>,
  at: Date,
): Promise<void> {
  if (await createAdvisorHoldRepository(tx).release(lineHoldKey(place.id), at)) {
    await freeOrHoldForLine(tx, place.agentId, at, line);
    return;
  }
  const advisor = await createCallAdvisorRepository(tx).find(place.agentId);
  if (advisor && !advisor.onACall) await freeOrHoldForLine(tx, place.agentId, at, line);
}

/** Twilio's call statuses of a call back that never reached anyone. */
const UNANSWERED = new Set(['no-answer', 'busy', 'failed', 'canceled']);

/**
 * The phone side of the call-back line (issue 41): a caller who reached a busy advisor may press 1 to
 * join their line; a customer called back hears who is calling and is bridged to the advisor held for
 * them (billed as any call); no answer, a voicemail or too few minutes skip them, with a text, and the
 * next in line is called.
 */
export function createCallBackCalls(deps: {
  db: AppDb;
  line: CallBackLine;
  /** Bridges a called-back customer to the advisor held for them (customer-line.ts). */
  connectCallBack(input: {
    callSid: string;
    caller: Caller;
    agentId: number;
    advisorName: string;
    ourNumber: string;
    phone: string;
  }): Promise<string | undefined>;
  findCaller(phone: string): Promise<Caller | undefined>;
  /** Back to the extension menu after the line was declined or refused (customer-line.ts). */
  askExtension(language: Language, ...before: TwimlVerb[]): string;
  log: FastifyBaseLogger;
  now: () => Date;
}) {
  const { db, line, now } = deps;

  /**
   * Ends a call back that reached nobody, or the wrong one: the place is skipped with its text, and the
   * advisor held for it goes to the next in line (or is freed), in one transaction.
   */
  async function skip(place: LinePlace, why: 'noAnswer' | 'machine' | 'minutes' | 'paused') {
    const at = now();
    await db.transaction(async (raw) => {
      const tx = raw as unknown as AppDb;
      if (await line.skip(tx, place.id, why, at)) await toNextInLine(tx, line, place, at);
    });
    await line.placeDue(at).catch((error) => deps.log.error({ err: error }, 'next call back not placed'));
  }

  return {
    /** The offer after "the advisor is busy": 1 joins their call-back line. */
    offer(language: Language, agentId: number, advisorName: string): TwimlVerb {
      return gather(
        { action: lineJoinPath(agentId, language), numDigits: 1, timeout: 6 },
        speak(language, 'lineOffer', { advisor: advisorName }),
      );
    },

    /** The key after the offer: 1 joins the line (the refusal said and back to the menu), else the menu. */
    async joinByPhone(input: {
      callSid: string;
      from: string;
      agentId: number;
      digits: string;
      language: Language;
    }) {
      const { language } = input;
      const caller = await deps.findCaller(input.from);
      if (input.digits !== '1' || !caller) return deps.askExtension(language);
      try {
        const advisor = await createCallAdvisorRepository(db).find(input.agentId);
        const joined = await line.join({
          customerId: caller.customerId,
          agentId: input.agentId,
          language,
          phone: input.from,
        });
        return response(
          speak(
            language,
            'lineJoined',
            { place: joined.place, minutes: joined.estimateMinutes, advisor: advisor?.name ?? '' },
            { count: joined.estimateMinutes },
          ),
          hangup(),
        );
      } catch (error) {
        if (error instanceof AppError && error.statusCode < 500) {
          return deps.askExtension(language, say(error.message, language));
        }
        throw error;
      }
    },

    /**
     * The customer picked up the call back. A machine: skipped. Too few minutes by now: told, skipped.
     * Else greeted and bridged to the advisor held for them; an advisor taken meanwhile keeps them first.
     */
    async answered(input: { placeId: string; callSid: string; answeredBy: string; language: Language }) {
      const { language } = input;
      const place = await line.find(input.placeId);
      if (place?.status !== 'calling' || (place.callSid && place.callSid !== input.callSid)) {
        return response(hangup());
      }
      if (/^(machine|fax)/.test(input.answeredBy)) {
        await skip(place, 'machine');
        return response(hangup());
      }
      const advisor = await createCallAdvisorRepository(db).find(place.agentId);
      const caller = await deps.findCaller(place.phone);
      if (!caller || caller.availableMinutes < CALL_BACK_MIN_MINUTES) {
        await skip(place, 'minutes');
        return response(
          speak(language, 'callBackTooFewMinutes', {
            advisor: advisor?.name ?? '',
            minutes: CALL_BACK_MIN_MINUTES,
          }),
          hangup(),
        );
      }
      const twiml = await deps.connectCallBack({
        callSid: input.callSid,
        caller,
        agentId: place.agentId,
        advisorName: advisor?.name ?? '',
        ourNumber: '',
        phone: place.phone,
      });
      if (twiml) {
        await db.transaction((tx) => line.connected(tx as unknown as AppDb, place.id, now()));
        return twiml;
      }
      await db.transaction((tx) => line.requeue(tx as unknown as AppDb, place.id));
      return response(speak(language, 'callBackAdvisorTaken', { advisor: advisor?.name ?? '' }), hangup());
    },

    /** The call back's status: one that rang out, was busy or failed skips its place. */
    async status(input: { placeId: string; callSid: string; callStatus: string }): Promise<string> {
      if (!UNANSWERED.has(input.callStatus)) return response();
      const place = await line.find(input.placeId);
      if (place?.status === 'calling' && (!place.callSid || place.callSid === input.callSid)) {
        await skip(place, 'noAnswer');
      }
      return response();
    },
  };
}

export type CallBackCalls = ReturnType<typeof createCallBackCalls>;
