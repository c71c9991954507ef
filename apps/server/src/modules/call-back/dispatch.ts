import type { AppDb } from '@app/db/client';
import { BRAND } from '@app/shared/brand';
import { SUPPORT_PHONE, SUPPORT_PHONE_TEL } from '@app/shared/constants';
import { messagesIn } from '@app/shared/messages/catalogue';
import { formatMessage } from '@app/shared/messages/format';
import { callBackMayRing } from '@app/shared/rules/call-back';
import { isLanguage, type Language, pathInLanguage } from '@app/shared/rules/language';
import { CALL_BACK_MIN_MINUTES } from '@app/shared/schemas/call-back';
import type { FastifyBaseLogger } from 'fastify';
import type { TwilioCallsClient } from '../../adapters/twilio-calls.ts';
import { spokenForMinutes } from '../credits/held-minutes.ts';
import { queueMessage } from '../messages/message-jobs.ts';
import { type CallBackPlaceRow, createCallBackRepository } from './repository.ts';

/** How long the phone rings before a call back counts as unanswered. */
export const CALL_BACK_RING_SECONDS = 30;
/** A pass placing a call back holds it this long; past it, another pass takes it (an instance died). */
const PLACING_CLAIM_MS = 30_000;
/** A claim older than this may have been placed by a pass that died: Twilio is asked before calling. */
const CHECK_EARLIER_AFTER_MS = 5_000;
/** Waits before the next attempt after a Calls API error; past the last, the place is skipped. */
const RETRY_DELAYS_MS = [5_000, 20_000, 60_000];

export type SkipReason = 'noAnswer' | 'machine' | 'minutes' | 'paused' | 'quiet' | 'error';

/** The paths of the outbound call's webhooks (the calls module answers them). */
export interface CallBackPaths {
  answer(placeId: string, language: Language): string;
  status(placeId: string, language: Language): string;
}

const languageOf = (place: Pick<CallBackPlaceRow, 'language'>): Language =>
  isLanguage(place.language) ? place.language : 'en';

/**
 * The call backs of the line (issue 41): whom to call when an advisor is free, placing that call through
 * the Calls API once, and ending a place with a text that says why. The claim is made in the transaction
 * that frees the advisor (a settlement, a hold released, a place skipped), whichever instance runs it;
 * the call is placed after that commit, and a pass on every instance places what a dead one left.
 */
export function createCallBackDispatch(deps: {
  db: AppDb;
  twilio: Pick<TwilioCallsClient, 'createCall' | 'callsTo'> | undefined;
  publicUrl: string;
  /** The number the customer sees (our toll-free line). */
  callerId: string | undefined;
  paths: CallBackPaths;
  pauseOf?: ((customerId: string, executor?: AppDb) => Promise<unknown | null>) | undefined;
  log: FastifyBaseLogger;
  /** After a commit that queued a text: the message queue may send it now. */
  onQueued?: (() => void) | undefined;
}) {
  const { db, log } = deps;
  /** What follows a place skipped here (the phone line sends the held advisor to the next in line). */
  let afterSkip: ((tx: AppDb, place: CallBackPlaceRow, at: Date) => Promise<void>) | undefined;

  /** The text of a place that ends without a call back, queued once (keyed by the place). */
  async function textEnd(tx: AppDb, place: CallBackPlaceRow, why: SkipReason | 'cleared' | 'expired') {
    const language = languageOf(place);
    const advisor = await createCallBackRepository(tx).advisor(place.agentId);
    await queueMessage(tx, {
      key: `call-back-end:${place.id}`,
      channel: 'sms',
      to: place.phone,
      body: formatMessage(messagesIn(language).callBackLine.sms[why], {
        product: BRAND.productName,
        advisor: advisor?.name ?? '',
        minutes: CALL_BACK_MIN_MINUTES,
        url: new URL(pathInLanguage('/purchase', language), deps.publicUrl).href,
        phone: SUPPORT_PHONE,
      }),
    });
  }

  /**
   * Why this place cannot be called back now, or null when it can. The minutes are read, not locked (the
   * advisor's row is held, and customers' rows come before advisors'): the answered call reserves them.
   */
  async function unfit(tx: AppDb, place: CallBackPlaceRow, now: Date): Promise<SkipReason | null> {
    if (!callBackMayRing(now, place.joinedAt)) return 'quiet';
    if (await deps.pauseOf?.(place.customerId, tx)) return 'paused';
    const credits = await createCallBackRepository(tx).creditsOf(place.customerId);
    if (credits - (await spokenForMinutes(tx, place.customerId)) < CALL_BACK_MIN_MINUTES) return 'minutes';
    return null;
  }

  const api = {
    /**
     * In the transaction that freed advisor `agentId`: claims the first place of their line that can be
     * called now (ending, with their text, those that cannot). The caller holds the advisor for its
     * customer; the call is placed after the commit (`placeDue`). Undefined when nobody is to be called.
     */
    async claimNext(tx: AppDb, agentId: number, now: Date): Promise<CallBackPlaceRow | undefined> {
      if (!deps.twilio) return undefined;
      const rows = createCallBackRepository(tx);
      const advisor = await rows.advisor(agentId);
      if (!advisor?.signedIn || !advisor.isActive) return undefined;
      for (;;) {
        const place = await rows.claimFirst(agentId, now);
        if (!place) return undefined;
        const why = await unfit(tx, place, now);
        if (!why) return place;
        const ended = await rows.end(place.id, 'skipped', why, now);
        if (ended) await textEnd(tx, ended, why);
      }
    },

    /**
     * Ends a place that was being called back (no answer, voicemail, too few minutes by now, an error),
     * with its text, in `tx`; false when it had already ended.
     */
    async skip(tx: AppDb, placeId: string, why: SkipReason, now: Date): Promise<boolean> {
      const ended = await createCallBackRepository(tx).end(placeId, 'skipped', why, now);
      if (ended) await textEnd(tx, ended, why);
      return ended !== undefined;
    },

    /** The place whose call back reached the advisor. */
    async connected(tx: AppDb, placeId: string, now: Date): Promise<void> {
      await createCallBackRepository(tx).end(placeId, 'connected', null, now);
    },

    /** The advisor was taken before the customer answered: still first in line for the next call end. */
    async requeue(tx: AppDb, placeId: string): Promise<void> {
      await createCallBackRepository(tx).backToWaiting(placeId);
    },

    find: (placeId: string) => createCallBackRepository(db).find(placeId),

    afterSkip(step: (tx: AppDb, place: CallBackPlaceRow, at: Date) => Promise<void>): void {
      afterSkip = step;
    },

    /**
     * Places the calls claimed and not yet placed (just now, or left by a dead instance, or due for a
     * retry after a Calls API error), each by one instance. Answers how many were placed.
     */
    async placeDue(now: Date): Promise<number> {
      const twilio = deps.twilio;
      if (!twilio) return 0;
      const rows = createCallBackRepository(db);
      const due = await rows.duePlacements(now, new Date(now.getTime() + PLACING_CLAIM_MS));
      let placed = 0;
      for (const place of due) {
        const language = languageOf(place);
        try {
          // A place claimed a while ago may have been called by an instance that died before noting it.
          const earlier =
            place.claimedAt && now.getTime() - place.claimedAt.getTime() >= CHECK_EARLIER_AFTER_MS
              ? (await twilio.callsTo(place.phone, place.claimedAt)).at(0)
              : undefined;
          const callSid =
            earlier?.sid ??
            (
              await twilio.createCall({
                to: place.phone,
                from: deps.callerId ?? SUPPORT_PHONE_TEL,
                url: `${deps.publicUrl}${deps.paths.answer(place.id, language)}`,
                statusCallback: `${deps.publicUrl}${deps.paths.status(place.id, language)}`,
                timeoutSeconds: CALL_BACK_RING_SECONDS,
              })
            ).callSid;
          if (await rows.recordCall(place.id, callSid)) placed += 1;
        } catch (error) {
          const attempts = await rows.failedAttempt(
            place.id,
            new Date(now.getTime() + (RETRY_DELAYS_MS[place.attempts] ?? 0)),
          );
          log.error({ err: error, placeId: place.id, attempts }, 'call back not placed');
          if (attempts >= RETRY_DELAYS_MS.length) {
            await db.transaction(async (raw) => {
              const tx = raw as unknown as AppDb;
              if (await api.skip(tx, place.id, 'error', now)) await afterSkip?.(tx, place, now);
            });
            deps.onQueued?.();
            await api.placeDue(now);
          }
        }
      }
      return placed;
    },

    /**
     * The line's housekeeping: waiting places past their 2 hours end (expired), and those of advisors no
     * longer taking calls end too (cleared), each with its text, once whichever instance runs it.
     */
    async sweep(now: Date): Promise<{ expired: number; cleared: number }> {
      const overdue = await createCallBackRepository(db).overdue(now);
      let expired = 0;
      let cleared = 0;
      for (const row of overdue) {
        await db.transaction(async (raw) => {
          const tx = raw as unknown as AppDb;
          const place = await createCallBackRepository(tx).find(row.id);
          if (!place) return;
          const why = place.expiresAt.getTime() <= now.getTime() ? 'expired' : 'cleared';
          const ended = await createCallBackRepository(tx).end(place.id, why, null, now);
          if (!ended) return;
          await textEnd(tx, ended, why);
          if (why === 'expired') expired += 1;
          else cleared += 1;
        });
      }
      if (expired + cleared > 0) deps.onQueued?.();
      return { expired, cleared };
    },
  };
  return api;
}

export type CallBackDispatch = ReturnType<typeof createCallBackDispatch>;
