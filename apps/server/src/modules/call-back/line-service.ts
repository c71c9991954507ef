import { randomBytes } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import { BRAND } from '@app/shared/brand';
import { messagesIn } from '@app/shared/messages/catalogue';
import { formatMessage } from '@app/shared/messages/format';
import { pluralText } from '@app/shared/messages/plural';
import { lineEstimateMinutes, lineFirstName } from '@app/shared/rules/call-back';
import { shownCustomerName } from '@app/shared/rules/customer';
import { isLanguage, type Language, pathInLanguage } from '@app/shared/rules/language';
import {
  type AdvisorLine,
  CALL_BACK_MIN_MINUTES,
  CALL_BACK_PLACE_TTL_MS,
  type CallBackJoined,
  type CallBackPlace,
} from '@app/shared/schemas/call-back';
import type { ErrorCode } from '@app/shared/schemas/error-codes';
import { AppError } from '../../app-error.ts';
import { textNumberOf } from '../accounts/text-number.ts';
import { spokenForMinutes } from '../credits/held-minutes.ts';
import { moneyTransaction } from '../credits/money-transaction.ts';
import { queueMessage } from '../messages/message-jobs.ts';
import { type CallBackPlaceRow, createCallBackRepository } from './repository.ts';

type Words = ReturnType<typeof messagesIn>['callBackLine'];

/** A refusal of the line, in the page's language. */
function refusal(
  status: number,
  code: ErrorCode,
  language: Language,
  pick: (words: Words['errors']) => string,
  values: Record<string, string | number> = {},
) {
  return new AppError(status, code, formatMessage(pick(messagesIn(language).callBackLine.errors), values));
}

/** The link in the texts that lets a customer leave the line without signing in. */
export function leaveUrl(publicUrl: string, language: Language, token: string): string {
  return `${publicUrl}${pathInLanguage('/line/leave', language)}?token=${token}`;
}

/**
 * Joining, reading and leaving the call-back line of a busy advisor (issue 41), and the advisor's own
 * view of it. A join is decided under the customer's row (their minutes) then the advisor's (the line's
 * length), the lock order of money; one live place per customer is the table's unique index.
 */
export function createLineService(deps: {
  db: AppDb;
  publicUrl: string;
  lineMax: number;
  /** A break or self-exclusion under way (the spending module): no line for them. */
  pauseOf?: ((customerId: string) => Promise<unknown | null>) | undefined;
  /** After a commit that queued a text: the message queue may send it now. */
  onQueued?: (() => void) | undefined;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Where a place stands: its number in its line and the estimated wait. */
  async function standing(executor: AppDb, place: Pick<CallBackPlaceRow, 'id' | 'agentId'>, at: Date) {
    const rows = createCallBackRepository(executor);
    const line = await rows.line(place.agentId);
    const number = line.findIndex((row) => row.id === place.id) + 1;
    const advisor = await rows.advisor(place.agentId);
    const capAt = await rows.currentCallCapAt(place.agentId);
    const secondsLeft = capAt ? (capAt.getTime() - at.getTime()) / 1000 : (advisor?.availTime ?? 0);
    const estimateMinutes = lineEstimateMinutes({
      place: Math.max(1, number),
      currentCallSecondsLeft: secondsLeft,
      averageCallMinutes: await rows.averageCallMinutes(place.agentId),
    });
    return { place: Math.max(1, number), estimateMinutes, advisorName: advisor?.name ?? '' };
  }

  async function describe(place: CallBackPlaceRow): Promise<CallBackPlace> {
    const shown = await standing(db, place, now());
    return {
      place: shown.place,
      estimateMinutes: shown.estimateMinutes,
      agentId: place.agentId,
      advisorName: shown.advisorName,
      status: place.status === 'calling' ? 'calling' : 'waiting',
      joinedAt: place.joinedAt.toISOString(),
      expiresAt: place.expiresAt.toISOString(),
    };
  }

  const api = {
    /**
     * Joins `agentId`'s line: they must be on a call, the customer must have a verified number (`phone`
     * preferred, the number a phone caller called from) and 5 minutes, the line must be open and not full.
     */
    async join(input: {
      customerId: string;
      agentId: number;
      language: Language;
      phone?: string | undefined;
    }): Promise<CallBackJoined> {
      const { customerId, agentId, language } = input;
      const at = now();
      const advisor = await createCallBackRepository(db).advisor(agentId);
      if (!advisor?.isActive) throw new AppError(404, 'NOT_FOUND', `No advisor with extension ${agentId}`);
      const named = { advisor: advisor.name };
      if (!advisor.signedIn || !advisor.onACall) {
        throw refusal(409, 'NOT_BUSY', language, (w) => w.notBusy, named);
      }
      if (await deps.pauseOf?.(customerId)) throw refusal(409, 'SPENDING_LIMIT', language, (w) => w.paused);
      const joined = await moneyTransaction(db, customerId, async (tx, customer) => {
        const rows = createCallBackRepository(tx);
        const phone = await textNumberOf(tx, customerId, input.phone);
        if (!phone) throw refusal(409, 'NO_PHONE', language, (w) => w.noPhone);
        const available = customer.credits - (await spokenForMinutes(tx, customerId));
        if (available < CALL_BACK_MIN_MINUTES) {
          throw refusal(409, 'NOT_ENOUGH_MINUTES', language, (w) => w.notEnoughMinutes, {
            minutes: CALL_BACK_MIN_MINUTES,
          });
        }
        await rows.lockAdvisor(agentId);
        if (await rows.livePlaceOf(customerId)) {
          throw refusal(409, 'ALREADY_IN_LINE', language, (w) => w.alreadyInLine);
        }
        if (await rows.paused(agentId)) throw refusal(409, 'LINE_FULL', language, (w) => w.linePaused, named);
        if ((await rows.line(agentId)).length >= deps.lineMax) {
          throw refusal(409, 'LINE_FULL', language, (w) => w.lineFull, named);
        }
        const place = await rows.insert({
          agentId,
          customerId,
          phone,
          language,
          leaveToken: randomBytes(24).toString('base64url'),
          joinedAt: at,
          expiresAt: new Date(at.getTime() + CALL_BACK_PLACE_TTL_MS),
        });
        if (!place) throw refusal(409, 'ALREADY_IN_LINE', language, (w) => w.alreadyInLine);
        const shown = await standing(tx, place, at);
        const words = messagesIn(language).callBackLine.sms;
        await queueMessage(tx, {
          key: `call-back-joined:${place.id}`,
          channel: 'sms',
          to: phone,
          body: formatMessage(pluralText(words, 'joined', shown.estimateMinutes, language), {
            product: BRAND.productName,
            place: shown.place,
            advisor: advisor.name,
            minutes: shown.estimateMinutes,
            url: leaveUrl(deps.publicUrl, language, place.leaveToken),
          }),
        });
        return { place: shown.place, estimateMinutes: shown.estimateMinutes };
      });
      deps.onQueued?.();
      return joined;
    },

    /** The customer's live place in `agentId`'s line, or in any line without one. */
    async placeOf(customerId: string, agentId?: number): Promise<CallBackPlace | undefined> {
      const place = await createCallBackRepository(db).livePlaceOf(customerId);
      if (!place || (agentId !== undefined && place.agentId !== agentId)) return undefined;
      return describe(place);
    },

    /** Leaves `agentId`'s line; false when the customer had no live place there. */
    async leave(customerId: string, agentId: number): Promise<boolean> {
      const rows = createCallBackRepository(db);
      const place = await rows.livePlaceOf(customerId);
      if (!place || place.agentId !== agentId) return false;
      return (await rows.end(place.id, 'left', 'customer', now())) !== undefined;
    },

    /** Leaves by the texted link's secret; false when that place has already ended. */
    async leaveByToken(token: string): Promise<boolean> {
      const rows = createCallBackRepository(db);
      const place = await rows.findByToken(token);
      if (!place) return false;
      return (await rows.end(place.id, 'left', 'link', now())) !== undefined;
    },

    /** What the advisor's console shows: first names only, in order, and whom we are calling back. */
    async advisorView(agentId: number): Promise<AdvisorLine> {
      const rows = createCallBackRepository(db);
      const line = await rows.line(agentId);
      const first = (row: (typeof line)[number]) =>
        lineFirstName(shownCustomerName(row.name, row.email)) ?? '';
      return {
        paused: await rows.paused(agentId),
        waiting: line.filter((row) => row.status === 'waiting').map((row) => ({ firstName: first(row) })),
        callingBack: line.find((row) => row.status === 'calling')
          ? first(line.find((row) => row.status === 'calling') as (typeof line)[number])
          : null,
      };
    },

    async setPaused(agentId: number, paused: boolean): Promise<AdvisorLine> {
      await createCallBackRepository(db).setPaused(agentId, paused);
      return api.advisorView(agentId);
    },

    /** The language a place's texts and calls speak. */
    languageOf: (place: Pick<CallBackPlaceRow, 'language'>): Language =>
      isLanguage(place.language) ? place.language : 'en',
  };
  return api;
}

export type LineService = ReturnType<typeof createLineService>;
