import type { AppDb } from '@app/db/client';
import type { Language } from '@app/shared/rules/language';
import type { FastifyBaseLogger } from 'fastify';
import { hangup, response, say } from '../../twiml.ts';
import type { AdvisorPhoneLine } from '../advisors/advisor-line.ts';
import type { TopUps } from '../payments/top-ups.ts';
import { createAdvisorMenu } from './advisor-menu.ts';
import { type CallBridge, createCallBridge } from './bridge.ts';
import { type CallBackLine, createCallBackCalls } from './call-back-calls.ts';
import { type CallRatings, createCustomerLine, type PauseOf } from './customer-line.ts';
import type { PinCheck } from './phone-pins.ts';
import { createReserve } from './reserve.ts';
import { type CallSettlement, settleAndNotify } from './settlement.ts';
import { createTopUpLine } from './top-up-line.ts';
import { createUnknownCallerLine } from './unknown-caller.ts';

export interface CallServiceOptions {
  db: AppDb;
  /** Where minutes move (settlement.ts), as the app counts it (observe.ts). */
  settlement: Pick<CallSettlement, 'connect' | 'settle'>;
  /** Spoken as the place to create an account or buy credits, e.g. 'lumiere-psychics.example'. */
  siteName: string;
  /** The number shown to the advisor (our toll-free line), when set. */
  callerId?: string | undefined;
  /** Called after a commit that changed an advisor's status, so this instance's feed updates at once. */
  onAdvisorChanged?: () => void | Promise<void>;
  /** Called after a call's settlement committed (its receipt is queued): the message queue may send now. */
  onSettled?: () => void | Promise<void>;
  /** The call-back line of busy advisors: offered to a caller who reached one, and its call backs. */
  callBack?: CallBackLine | undefined;
  /** Recognises advisors calling in (before the customer menu); without it the line is customers' only. */
  advisorLine?: AdvisorPhoneLine | undefined;
  /** The keypad rating after a call; without it a call ends with the thanks. */
  ratings?: CallRatings | undefined;
  /** Checks a phone PIN; without it an unknown caller is only told to create an account. */
  pins?: { check(customerId: string, pin: string): Promise<PinCheck> } | undefined;
  /** Bridges calls in a conference (warning and goodbye); without it a plain <Dial timeLimit>. */
  bridge?: CallBridge | undefined;
  /** Where a failure of the Calls API is logged (the caller is told they were not charged). */
  onBridgeError?: (error: unknown, callSid: string) => void;
  /** A break or self-exclusion under way: the caller hears why and is not connected. */
  pauseOf?: PauseOf | undefined;
  /** Top-ups during a bridged call (the payments' top-ups); without them the cap ends the call as before. */
  topUps?: Pick<TopUps, 'offer' | 'charge'> | undefined;
  /** This instance's timers, re-armed when a top-up moves a call's warning and cap. */
  onTimersMoved?: (times: { warnAt: Date | null; capAt: Date }) => void;
  log?: FastifyBaseLogger | undefined;
  now?: () => Date;
}

/**
 * The toll-free line's answers, one per webhook: an advisor calling in gets their menu (advisor-menu.ts),
 * a known customer their line (customer-line.ts), anyone else the greeting and the PIN
 * (unknown-caller.ts); the conference and its callbacks are the bridge's (bridge.ts).
 */
export function createCallService(options: CallServiceOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const settle = settleAndNotify(options.settlement, {
    now,
    onAdvisorChanged: options.onAdvisorChanged,
    onSettled: options.onSettled,
  });
  const topUpLine =
    options.bridge && options.topUps && options.log
      ? createTopUpLine({
          db,
          topUps: options.topUps,
          twilio: options.bridge.twilio,
          publicUrl: options.bridge.publicUrl,
          onMoved: (times) => options.onTimersMoved?.(times),
          say,
          log: options.log,
          now,
        })
      : undefined;
  const bridge = createCallBridge({
    db,
    bridge: options.bridge,
    settle,
    callerId: options.callerId,
    onBridgeError: options.onBridgeError,
    mayStepOut: topUpLine?.mayStepOut,
    now,
  });
  const customers = createCustomerLine({
    db,
    settlement: options.settlement,
    settle,
    bridge,
    reserve: createReserve(db, options.callBack),
    siteName: options.siteName,
    callerId: options.callerId,
    onAdvisorChanged: options.onAdvisorChanged,
    ratings: options.ratings,
    pauseOf: options.pauseOf,
    stepOut: topUpLine?.stepOut,
    lineOffer: (language, agentId, advisorName) => callBacks?.offer(language, agentId, advisorName),
    now,
  });
  const callBacks =
    options.callBack && options.log
      ? createCallBackCalls({
          db,
          line: options.callBack,
          connectCallBack: (input) => customers.connectCallBack(input),
          findCaller: (phone) => customers.findCaller(phone),
          askExtension: (language, ...before) => customers.askExtension(language, ...before),
          log: options.log,
          now,
        })
      : undefined;
  const unknownCallers = createUnknownCallerLine({
    customers,
    pins: options.pins,
    siteName: options.siteName,
  });
  const advisors = createAdvisorMenu({ advisorLine: options.advisorLine, now });

  return {
    async incoming(input: { callSid: string; from: string; to?: string }): Promise<string> {
      // An advisor calling from their forwarding number gets their own menu, before the customers'.
      const advisorMenu = await advisors.menuFor(input.from);
      if (advisorMenu) return advisorMenu;
      const caller = await customers.findCaller(input.from);
      if (!caller) return unknownCallers.greet();
      return customers.welcome(input.callSid, input.from, caller, input.to);
    },
    languageChoice: unknownCallers.languageChoice,
    pinPhone: unknownCallers.pinPhone,
    pin: unknownCallers.pin,
    extension: customers.extension,
    advisorChoice: advisors.choice,
    dialComplete: customers.dialComplete,
    advisorLeg: bridge.advisorLeg,
    announce: bridge.announce,
    callEnd: bridge.callEnd,
    rating: customers.rating,
    /** The top-up menu's key; without top-ups, back to the reading as it stood. */
    topUp(input: { callSid: string; round: number; digits: string; language: Language }) {
      return topUpLine ? topUpLine.keyPress(input) : Promise.resolve(response(hangup()));
    },
    rejoin(input: { callSid: string; added: number; language: Language }) {
      return topUpLine ? topUpLine.rejoin(input) : Promise.resolve(response(hangup()));
    },
    /** The key after the call-back line's offer; a call back answered, and its status. */
    lineJoin(input: { callSid: string; from: string; agentId: number; digits: string; language: Language }) {
      return callBacks
        ? callBacks.joinByPhone(input)
        : Promise.resolve(customers.askExtension(input.language));
    },
    callBackAnswer(input: { placeId: string; callSid: string; answeredBy: string; language: Language }) {
      return callBacks ? callBacks.answered(input) : Promise.resolve(response(hangup()));
    },
    callBackStatus(input: { placeId: string; callSid: string; callStatus: string }) {
      return callBacks ? callBacks.status(input) : Promise.resolve(response());
    },
    /** The automatic top-up and the offer at a call's warning (the timers ask). */
    atWarning: topUpLine?.atWarning,
  };
}

export type CallService = ReturnType<typeof createCallService>;
