import type { AppDb } from '@app/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/email.ts';
import type { SmsSender } from '../../adapters/sms.ts';
import { createMessagesRepository } from './repository.ts';

export interface QueuedMessage {
  /** Why it is sent ('alert:<id>', 'satisfaction:<id>'): queuing the same key twice queues it once. */
  key: string;
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  body: string;
  html?: string;
}

/** Refusals before a message is given up as failed. */
export const MAX_ATTEMPTS = 5;
/** How long a sender owns a claimed message; past it, the message is 'unknown', never sent again. */
const CLAIM_MS = 2 * 60_000;
const BATCH = 20;

/** The pause after the n-th refusal: 30 s, 1 min, 2 min, 4 min. */
export function retryDelayMs(attempts: number): number {
  return 30_000 * 2 ** Math.max(0, attempts - 1);
}

/**
 * Queues a message in the caller's transaction: it is sent if and only if that transaction commits.
 * Returns false when a message with this key was queued before.
 */
export async function queueMessage(tx: AppDb, message: QueuedMessage): Promise<boolean> {
  return createMessagesRepository(tx).insert({
    key: message.key,
    channel: message.channel,
    to: message.to,
    subject: message.subject ?? null,
    body: message.body,
    html: message.html ?? null,
  });
}

export interface DeliveryResult {
  sent: number;
  retried: number;
  failed: number;
  /** Claims that expired without an answer: marked 'unknown' (logged), not sent again. */
  unknown: number;
}

export interface MessageSender {
  /** Sends what is due now; safe to run from every instance at once. */
  deliverDue(now?: Date): Promise<DeliveryResult>;
  /** Asks for a delivery pass soon (after a commit that queued messages); never throws. */
  kick(): void;
  /** Messages due by `now` and not yet sent: pending, or claimed by a sender (any instance). */
  countUndelivered(now: Date): Promise<number>;
}

interface Claimed {
  id: string;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  html: string | null;
  attempts: number;
}

/**
 * The worker of the durable queue: claims due messages (FOR UPDATE SKIP LOCKED, so two instances never
 * share one), sends each, and records the answer. A refusal is retried with a growing pause up to
 * MAX_ATTEMPTS; a claim that outlived its owner (the instance died while sending) is never retried,
 * because the provider may have sent it: a customer must not get the same notice twice.
 */
export function createMessageSender(options: {
  db: AppDb;
  mailer: Mailer;
  sms: SmsSender;
  log: FastifyBaseLogger;
}): MessageSender {
  const { db, mailer, sms, log } = options;
  const messages = createMessagesRepository(db);
  let running: Promise<unknown> | undefined;

  async function claim(now: Date): Promise<Claimed[]> {
    return db.transaction(async (tx) => {
      const claiming = createMessagesRepository(tx);
      const due = await claiming.lockDue(now, BATCH);
      if (due.length === 0) return [];
      return claiming.markSending(due, new Date(now.getTime() + CLAIM_MS));
    });
  }

  async function send(message: Claimed): Promise<void> {
    if (message.channel === 'sms') {
      await sms.send(message.to, message.body);
      return;
    }
    await mailer.send({
      to: message.to,
      subject: message.subject ?? '',
      text: message.body,
      html: message.html ?? '',
    });
  }

  async function pass(now: Date): Promise<DeliveryResult> {
    const result: DeliveryResult = { sent: 0, retried: 0, failed: 0, unknown: 0 };
    const abandoned = await messages.markAbandoned(now, 'the sender stopped before it knew the answer');
    for (const row of abandoned)
      log.error({ message: row.key }, 'message may not have been sent: not retried');
    result.unknown = abandoned.length;

    for (const message of await claim(now)) {
      try {
        await send(message);
        await messages.settle(message.id, {
          status: 'sent',
          sentAt: new Date(),
          claimedUntil: null,
          lastError: null,
        });
        result.sent += 1;
      } catch (error) {
        const finalAttempt = message.attempts >= MAX_ATTEMPTS;
        await messages.settle(message.id, {
          status: finalAttempt ? 'failed' : 'pending',
          claimedUntil: null,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(message.attempts)),
          lastError: error instanceof Error ? error.message.slice(0, 500) : 'send failed',
        });
        if (finalAttempt) {
          result.failed += 1;
          log.error({ err: error, message: message.id }, 'message given up after repeated refusals');
        } else {
          result.retried += 1;
          log.warn({ err: error, message: message.id }, 'message refused: retried later');
        }
      }
    }
    return result;
  }

  const sender: MessageSender = {
    async deliverDue(now = new Date()) {
      // One pass at a time in an instance; other instances are kept apart by the row locks.
      while (running) await running.catch(() => undefined);
      const current = pass(now);
      running = current;
      try {
        return await current;
      } finally {
        running = undefined;
      }
    },
    kick() {
      setImmediate(() => {
        sender.deliverDue().catch((error: unknown) => log.error({ err: error }, 'message delivery failed'));
      });
    },
    countUndelivered(now) {
      return messages.countUndelivered(now);
    },
  };
  return sender;
}
