import type { FastifyBaseLogger } from 'fastify';
import type { TwilioCallsClient } from '../../adapters/twilio-calls.ts';
import type { CallSessionRepository, ClaimedTimer } from './call-session-repository.ts';
import type { Reserve } from './reserve.ts';

/** The caller hears "one minute remaining" this long before the cap. */
export const WARNING_BEFORE_CAP_SECONDS = 60;
/**
 * Twilio's own limit on the advisor's leg, past the cap: only reached when our goodbye at the cap did
 * not happen (an instance died). Billing stays capped at the reservation whatever the leg lasts.
 */
export const CAP_BACKSTOP_SECONDS = 15;
/** How long the advisor's phone rings before a bridged call gives up on them. */
export const ADVISOR_RING_SECONDS = 30;
/** The reserve: how long a call cut by its cap holds the advisor for the same customer. */
export const RESERVE_HOLD_SECONDS = 120;
/** Every instance looks for due timers this often, so a timer armed on an instance that died still runs. */
export const TIMER_SWEEP_MS = 5_000;

/**
 * When the warning and the cap of a call are due, counted from the advisor's answer: the cap after the
 * minutes reserved, the warning a minute before it. A call of one minute gets no warning: the greeting
 * said "1 minute", and a warning at the answer would talk over the advisor's hello.
 */
export function callTimers(answeredAt: Date, reservedMinutes: number): { warnAt: Date | null; capAt: Date } {
  const capAt = new Date(answeredAt.getTime() + reservedMinutes * 60_000);
  const warnAt = reservedMinutes >= 2 ? new Date(capAt.getTime() - WARNING_BEFORE_CAP_SECONDS * 1000) : null;
  return { warnAt, capAt };
}

export interface TimerPaths {
  /**
   * Absolute URLs Twilio fetches: the caller's warning (offering a top-up of `offer.minutes` for
   * `offer.cents` when the caller may), the advisor's tone, the goodbye at the cap.
   */
  warning(language: 'en' | 'fr', offer?: { minutes: number; cents: number }): string;
  tone(): string;
  goodbye(language: 'en' | 'fr'): string;
}

/**
 * The scheduled job of a bridged call's warning and cap. Each timer is claimed by one UPDATE (the first
 * instance to run it wins, SKIP LOCKED), then played through the Calls API: the warning announced to the
 * caller and a tone to the advisor, the cap a redirect of the caller to the goodbye (the conference ends
 * with them, the advisor's leg too, and its status callback bills the call). Armed with a timeout on the
 * instance that heard the answer; a sweep on every instance catches what a dead instance left.
 */
export function createCallTimers(deps: {
  sessions: Pick<CallSessionRepository, 'claimDueTimers' | 'find'>;
  reserve: Pick<Reserve, 'releaseExpired' | 'holdEndOf'>;
  twilio: Pick<TwilioCallsClient, 'announce' | 'redirect' | 'end'>;
  paths: TimerPaths;
  log: FastifyBaseLogger;
  /**
   * At the warning of a caller who may top up: the automatic top-up (then no warning), or the offer the
   * warning makes (top-up-line.ts).
   */
  atWarning?: (
    call: ClaimedTimer,
  ) => Promise<{ kind: 'topped-up' } | { kind: 'warn'; offer?: { minutes: number; cents: number } }>;
  /** After holds were released: this instance's feed updates at once (the others hear the NOTIFY). */
  onReleased?: () => void | Promise<void>;
}) {
  const { sessions, reserve, twilio, paths, log } = deps;
  const pending = new Set<NodeJS.Timeout>();

  async function run(now: Date): Promise<{ warned: number; capped: number; released: number }> {
    const due = await sessions.claimDueTimers(now);
    for (const call of due.warnings) {
      try {
        type Plan = Awaited<ReturnType<NonNullable<typeof deps.atWarning>>>;
        const plan: Plan =
          call.topUpOffered && deps.atWarning
            ? await deps.atWarning(call).catch((error: unknown) => {
                log.error({ err: error, callSid: call.callSid }, 'top-up at the warning failed');
                return { kind: 'warn' };
              })
            : { kind: 'warn' };
        if (plan.kind === 'topped-up') continue;
        await twilio.announce(call.conferenceSid, call.callSid, paths.warning(call.language, plan.offer));
        if (call.advisorLegSid) await twilio.announce(call.conferenceSid, call.advisorLegSid, paths.tone());
      } catch (error) {
        // The cap still comes; a warning missed is logged, never replayed late.
        log.error({ err: error, callSid: call.callSid }, 'one-minute warning not played');
      }
    }
    for (const call of due.caps) {
      try {
        await twilio.redirect(call.callSid, paths.goodbye(call.language));
      } catch (error) {
        // Twilio's TimeLimit on the advisor's leg ends the call a few seconds later.
        log.error({ err: error, callSid: call.callSid }, 'goodbye at the cap not played');
      }
      // A caller who may step out does not end the conference by leaving it: the advisor's leg is ended
      // here (its status callback bills the call), also when the caller never came back from the menu.
      if (call.topUpOffered && call.advisorLegSid) {
        await twilio
          .end(call.advisorLegSid, 'completed')
          .catch((error) =>
            log.error({ err: error, callSid: call.callSid }, 'advisor leg not ended at the cap'),
          );
      }
    }
    const released = await reserve.releaseExpired(now);
    if (released > 0) await deps.onReleased?.();
    return { warned: due.warnings.length, capped: due.caps.length, released };
  }

  return {
    run,
    /** The moment of a call's warning, its cap or its hold's end, if it has one (the demo's clock). */
    async momentOf(callSid: string, moment: 'warning' | 'cap' | 'hold-end'): Promise<Date | undefined> {
      if (moment === 'hold-end') return reserve.holdEndOf(callSid);
      const session = await sessions.find(callSid);
      return (moment === 'warning' ? session?.warnAt : session?.capAt) ?? undefined;
    },
    /** Arms this instance's timeouts for a call just answered (the sweep is the safety net). */
    arm(times: { warnAt: Date | null; capAt: Date }, now = new Date()) {
      for (const at of [times.warnAt, times.capAt]) {
        if (!at) continue;
        const timeout = setTimeout(
          () => {
            pending.delete(timeout);
            run(new Date()).catch((error) => log.error({ err: error }, 'call timers failed'));
          },
          Math.max(0, at.getTime() - now.getTime()),
        );
        timeout.unref();
        pending.add(timeout);
      }
    },
    stop() {
      for (const timeout of pending) clearTimeout(timeout);
      pending.clear();
    },
  };
}

export type CallTimers = ReturnType<typeof createCallTimers>;
