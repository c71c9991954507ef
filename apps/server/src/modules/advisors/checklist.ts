import type { AppDb } from '@app/db/client';
import { SUPPORT_PHONE_TEL } from '@app/shared/constants';
import { messagesIn } from '@app/shared/messages/catalogue';
import {
  checklistOf,
  TEST_CALL_INTERVAL_MS,
  TEST_CALL_RING_SECONDS,
} from '@app/shared/rules/advisor-checklist';
import type { Language } from '@app/shared/rules/language';
import type { AdvisorChecklist } from '@app/shared/schemas/application-screening';
import type { FastifyBaseLogger } from 'fastify';
import type { AttemptCounter } from '../../adapters/attempt-counter.ts';
import type { TwilioCallsClient } from '../../adapters/twilio-calls.ts';
import { AppError } from '../../app-error.ts';
import { createChecklistRepository } from './checklist-repository.ts';
import { answeredByPerson, testCallPath, testCallTwiml } from './test-call.ts';

/**
 * A new advisor's first-day checklist (issue 43): each item read from where it lives, and "call yourself",
 * where our number calls the advisor's forwarding number and says the line works. The call is placed
 * outside any transaction, at most once a minute per advisor (the attempt counters: shared through
 * Redis); answering it ticks the item. The forwarding number is never logged.
 */
export function createAdvisorChecklistService(deps: {
  db: AppDb;
  /** The Calls API (or its emulator); without it there is no test call. */
  twilio: Pick<TwilioCallsClient, 'createCall'> | undefined;
  attempts: AttemptCounter;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, attempts, log } = deps;
  const now = deps.now ?? (() => new Date());
  const words = (language: Language) => messagesIn(language).advisorTestCall.errors;
  const limitKey = (agentId: number) => `advisor-test-call:${agentId}`;

  return {
    /** The advisor's checklist, or null when they did not come through an application. */
    async checklist(agentId: number): Promise<AdvisorChecklist> {
      const facts = await createChecklistRepository(db).facts(agentId);
      return facts ? checklistOf(facts) : null;
    },

    /** Rings the advisor's forwarding number from ours; the answer's TwiML (below) says the line works. */
    async placeTestCall(agentId: number, language: Language): Promise<void> {
      const rows = createChecklistRepository(db);
      const target = await rows.testCallTarget(agentId);
      if (!target) throw new AppError(404, 'NOT_FOUND', words(language).noChecklist);
      const twilio = deps.twilio;
      if (!twilio) {
        throw new AppError(503, 'TELEPHONY_NOT_CONFIGURED', words(language).unavailable, { expose: true });
      }
      const key = limitKey(agentId);
      if (!(await attempts.reserve(key, 1, TEST_CALL_INTERVAL_MS))) {
        const seconds = Math.max(1, Math.ceil((await attempts.msUntilReset(key)) / 1000));
        throw new AppError(429, 'RATE_LIMITED', words(language).tooSoon, { retryAfterSeconds: seconds });
      }
      let callSid: string;
      try {
        ({ callSid } = await twilio.createCall({
          to: target.phoneNumber,
          from: SUPPORT_PHONE_TEL,
          url: `${deps.publicUrl}${testCallPath(agentId, language)}`,
          timeoutSeconds: TEST_CALL_RING_SECONDS,
        }));
      } catch (error) {
        // Not placed: the minute is given back, so the advisor may try again at once.
        await attempts.release(key);
        log.error({ err: error, agentId }, 'test call not placed');
        throw new AppError(503, 'SERVICE_UNAVAILABLE', words(language).callFailed, {
          cause: error,
          expose: true,
        });
      }
      await rows.recordTestCall(agentId, callSid);
      log.info({ agentId, callSid }, 'test call placed');
    },

    /**
     * Twilio connected the test call and asks what to say (the webhook is signed, its URL names the
     * advisor): a person answering ticks the item; the words are said either way.
     */
    async answerTestCall(input: {
      agentId: number;
      callSid: string;
      answeredBy: string | undefined;
      language: Language;
    }): Promise<string> {
      if (answeredByPerson(input.answeredBy)) {
        await createChecklistRepository(db).markTestCallAnswered(input.agentId, input.callSid, now());
      }
      return testCallTwiml(input.language);
    },
  };
}

export type AdvisorChecklistService = ReturnType<typeof createAdvisorChecklistService>;
