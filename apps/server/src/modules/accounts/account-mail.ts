import { createHash } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { AttemptCounter } from '../../adapters/attempt-counter.ts';
import type { EmailMessage } from '../../adapters/email.ts';
import { type MessageSender, type QueuedMessage, queueMessage } from '../messages/message-jobs.ts';
import { withinHourlyLimit } from './mail-limit.ts';

/**
 * The e-mails of signing in (address confirmation, password reset, welcome), through the durable
 * message queue like receipts: queued in the transaction that decides them where there is one, else
 * inserted before the request answers, so a crash never loses one and a refusing mail server gets it
 * again (the queue's retries). Anyone can ask for these for any address, so each address gets at most
 * 3 an hour; past that the e-mail is dropped and the answer does not change (mail-limit.ts).
 */
export interface AccountMail {
  /** Queues `message` under `key` in `executor` (a transaction, or the database); false if not queued. */
  queue(executor: AppDb, key: string, message: EmailMessage): Promise<boolean>;
  /** A delivery pass, once what was queued has committed; never throws. */
  kick(): void;
}

/** A key from a secret (a link's token): the queue keeps no token in its keys, only their digest. */
export function keyOf(kind: string, secret: string): string {
  return `${kind}:${createHash('sha256').update(secret).digest('base64url')}`;
}

export function createAccountMail(deps: {
  attempts: AttemptCounter;
  log: FastifyBaseLogger;
  messages: Pick<MessageSender, 'kick'>;
  /** Where a message is queued (the durable queue; unit tests pass their own). */
  enqueue?: (executor: AppDb, message: QueuedMessage) => Promise<boolean>;
}): AccountMail {
  const { attempts, log, messages, enqueue = queueMessage } = deps;
  return {
    async queue(executor, key, message) {
      if (!(await withinHourlyLimit(attempts, message.to))) {
        log.warn({ subject: message.subject }, 'e-mail dropped: hourly limit for this address reached');
        return false;
      }
      return enqueue(executor, {
        key,
        channel: 'email',
        to: message.to,
        subject: message.subject,
        body: message.text,
        html: message.html,
      });
    },
    kick: () => messages.kick(),
  };
}
