import type { FastifyBaseLogger } from 'fastify';
import type { AttemptCounter } from '../../adapters/attempt-counter.ts';
import type { Mailer } from '../../adapters/email.ts';

export const EMAILS_PER_ADDRESS_PER_HOUR = 3;
const HOUR_MS = 60 * 60_000;

/**
 * At most 3 e-mails per hour to one address (verification, reset, welcome), across instances. Beyond it
 * the message is dropped and the HTTP answer does not change, so the limit reveals nothing about which
 * addresses have accounts; the log line names neither the address nor any link.
 */
export function limitMailer(mailer: Mailer, attempts: AttemptCounter, log: FastifyBaseLogger): Mailer {
  return {
    transport: mailer.transport,
    async send(message) {
      const sent = await attempts.hit(`email:${message.to.trim().toLowerCase()}`, HOUR_MS);
      if (sent > EMAILS_PER_ADDRESS_PER_HOUR) {
        log.warn({ subject: message.subject }, 'e-mail dropped: hourly limit for this address reached');
        return;
      }
      await mailer.send(message);
    },
  };
}
