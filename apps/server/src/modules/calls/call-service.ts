import { BRAND } from '@app/shared/brand';
import { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import { phoneLookupKey } from '@app/shared/rules/phone';
import type { CallsRepository } from './call-repository.ts';
import { dial, gather, hangup, response, say, type TwimlVerb } from './twiml.ts';

const voice = en.calls.voice;
export const MAX_EXTENSION_ATTEMPTS = 3;
export const EXTENSION_DIGITS = 6;
export const CALL_PATHS = {
  voice: '/api/telephony/voice',
  extension: '/api/telephony/extension',
  dialComplete: '/api/telephony/dial-complete',
  advisorMenu: '/api/telephony/advisor-menu',
} as const;

const advisorVoice = en.calls.advisorMenu;

/** The advisors' side of the line: who calls from a forwarding number, their day, their status. */
export interface AdvisorLine {
  /** The advisor whose forwarding number this is (E.164, exactly), if any. */
  findByPhone(
    from: string,
  ): Promise<{ agentId: number; name: string; signedIn: boolean; onACall: boolean } | undefined>;
  todayTotals(agentId: number, now: Date): Promise<{ calls: number; minutes: number }>;
  /** Through the status service, as the console's switch and the telephony webhook. */
  setTakingCalls(agentId: number, takingCalls: boolean, now: Date): Promise<void>;
}

/** Twilio's DialCallStatus values after which the caller talked to the advisor. */
const CONNECTED_DIAL_STATUSES = new Set(['completed', 'answered']);

export interface CallServiceOptions {
  /** Spoken as the place to create an account or buy credits, e.g. 'lumiere-psychics.example'. */
  siteName: string;
  /** The number shown to the advisor (our toll-free line), when set. */
  callerId?: string | undefined;
  /** Called after a commit that changed an advisor's status, so this instance's feed updates at once. */
  onAdvisorChanged?: () => void;
  /** Recognises advisors calling in (before the customer menu); without it the line is customers' only. */
  advisorLine?: AdvisorLine | undefined;
  now?: () => Date;
}

function speak(template: string, values: Record<string, string | number> = {}): TwimlVerb {
  return say(formatMessage(template, { product: BRAND.productName, ...values }));
}

export function createCallService(repository: CallsRepository, options: CallServiceOptions) {
  const now = options.now ?? (() => new Date());
  const site = options.siteName;
  const askExtension = (...before: TwimlVerb[]) =>
    response(
      ...before,
      gather({ action: CALL_PATHS.extension, numDigits: EXTENSION_DIGITS }, speak(voice.enterExtension)),
      // No digits before the timeout: ask once more from the top of the menu.
      speak(voice.tooManyTries),
      hangup(),
    );

  /** Another try at the menu, or goodbye after MAX_EXTENSION_ATTEMPTS misses. */
  async function retry(callSid: string, message: TwimlVerb): Promise<string> {
    const attempts = await repository.countExtensionAttempt(callSid);
    if (attempts >= MAX_EXTENSION_ATTEMPTS) return response(message, speak(voice.tooManyTries), hangup());
    return askExtension(message);
  }

  const advisorLine = options.advisorLine;

  /** The advisor's menu: their status and day, then 1 (take calls) or 2 (go offline). */
  async function advisorMenu(
    advisor: { agentId: number; name: string; signedIn: boolean; onACall: boolean },
    ...before: TwimlVerb[]
  ) {
    const today = await advisorLine?.todayTotals(advisor.agentId, now());
    const status = advisor.onACall
      ? advisorVoice.onACall
      : advisor.signedIn
        ? advisorVoice.takingCalls
        : advisorVoice.offline;
    return response(
      ...before,
      speak(advisorVoice.status, {
        name: advisor.name,
        status,
        calls: today?.calls ?? 0,
        minutes: today?.minutes ?? 0,
      }),
      gather({ action: CALL_PATHS.advisorMenu, numDigits: 1 }, speak(advisorVoice.choose)),
      speak(advisorVoice.noChoice),
      hangup(),
    );
  }

  return {
    async incoming(input: { callSid: string; from: string }): Promise<string> {
      // An advisor calling from their forwarding number gets their own menu, before the customers'.
      const advisor = await advisorLine?.findByPhone(input.from);
      if (advisor) return advisorMenu(advisor);
      const key = phoneLookupKey(input.from);
      const caller = key ? await repository.findCaller(key) : undefined;
      if (!caller) return response(speak(voice.accountRequired, { site }), hangup());
      if (caller.availableMinutes <= 0)
        return response(speak(voice.noCredits, { name: caller.name, site }), hangup());
      await repository.openSession({
        callSid: input.callSid,
        customerId: caller.customerId,
        fromNumber: input.from,
      });
      const greeting =
        caller.availableMinutes === 1
          ? speak(voice.oneMinute, { name: caller.name })
          : speak(voice.greeting, { name: caller.name, minutes: caller.availableMinutes });
      return askExtension(greeting);
    },

    async extension(input: { callSid: string; digits: string }): Promise<string> {
      const session = await repository.findSession(input.callSid);
      if (session?.status !== 'gathering') return response(speak(voice.sessionLost), hangup());
      const digits = input.digits.replace(/#$/, '');
      const agentId = /^\d{1,6}$/.test(digits) ? Number(digits) : Number.NaN;
      const advisor =
        Number.isSafeInteger(agentId) && agentId > 0 ? await repository.findAdvisor(agentId) : undefined;
      if (!advisor)
        return retry(
          input.callSid,
          speak(voice.unknownExtension, { extension: digits.split('').join(' ') || '0' }),
        );
      // A deactivated advisor's extension stays theirs (never reused) but no longer connects.
      if (!advisor.signedIn || !advisor.isActive)
        return retry(input.callSid, speak(voice.advisorOffline, { advisor: advisor.name }));
      if (advisor.onACall) {
        const minutes = Math.max(1, Math.ceil(advisor.availTime / 60));
        return retry(input.callSid, speak(voice.advisorBusy, { advisor: advisor.name, minutes }));
      }

      const outcome = await repository.connect({ callSid: input.callSid, agentId, now: now() });
      switch (outcome.kind) {
        case 'no-session':
          return response(speak(voice.sessionLost), hangup());
        case 'no-minutes':
          return response(speak(voice.noMinutesLeft, { site }), hangup());
        case 'advisor-unavailable':
          // Taken by another caller between the check above and the reservation.
          return retry(input.callSid, speak(voice.advisorBusy, { advisor: advisor.name, minutes: 1 }));
        case 'connected':
          options.onAdvisorChanged?.();
          return response(
            speak(voice.connecting, { advisor: outcome.advisorName, minutes: outcome.minutes }),
            dial({
              number: outcome.advisorPhone,
              timeLimitSeconds: outcome.minutes * 60,
              action: CALL_PATHS.dialComplete,
              callerId: options.callerId,
            }),
          );
      }
    },

    /** The advisor's choice. Twilio signs From on every callback, so the caller is identified again here. */
    async advisorChoice(input: { from: string; digits: string }): Promise<string> {
      const advisor = await advisorLine?.findByPhone(input.from);
      if (!advisorLine || !advisor) return response(speak(voice.sessionLost), hangup());
      const digit = input.digits.replace(/#$/, '');
      if (digit !== '1' && digit !== '2') return advisorMenu(advisor, speak(advisorVoice.notAnOption));
      const takingCalls = digit === '1';
      await advisorLine.setTakingCalls(advisor.agentId, takingCalls, now());
      return response(speak(takingCalls ? advisorVoice.nowTakingCalls : advisorVoice.nowOffline), hangup());
    },

    async dialComplete(input: {
      callSid: string;
      dialCallStatus: string;
      durationSeconds: number;
    }): Promise<string> {
      const connected = CONNECTED_DIAL_STATUSES.has(input.dialCallStatus);
      const outcome = await repository.settle({
        callSid: input.callSid,
        connected,
        durationSeconds: connected ? input.durationSeconds : 0,
        now: now(),
      });
      if (outcome.kind === 'settled') options.onAdvisorChanged?.();
      const connectedCall = outcome.kind === 'settled' ? outcome.connected : connected;
      return response(speak(connectedCall ? voice.thanks : voice.notConnected), hangup());
    },
  };
}

export type CallService = ReturnType<typeof createCallService>;
