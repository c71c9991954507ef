import type { FastifyBaseLogger } from 'fastify';
import type { AttemptCounter } from '../../adapters/attempt-counter.ts';
import type { Mailer } from '../../adapters/email.ts';

export const EMAILS_PER_ADDRESS_PER_HOUR = 3;
const HOUR_MS = 60 * 60_000;

/**
 * Takes one of the 3 e-mails an hour one address may get (verification, reset, welcome, closing), across
 * instances; false once they are taken. Beyond it the message is dropped and the HTTP answer does not
 * change, so the limit reveals nothing about which addresses have accounts; the log line names neither
 * the address nor any link.
 */
export async function withinHourlyLimit(attempts: AttemptCounter, address: string): Promise<boolean> {
  const sent = await attempts.hit(`email:${address.trim().toLowerCase()}`, HOUR_MS);
  return sent <= EMAILS_PER_ADDRESS_PER_HOUR;
}

/** A mailer that sends at most 3 e-mails an hour to one address (see withinHourlyLimit). */
export function limitMailer(mailer: Mailer, attempts: AttemptCounter, log: FastifyBaseLogger): Mailer {
  return {
    transport: mailer.transport,
    async send(message) {
      if (!(await withinHourlyLimit(attempts, message.to))) {
        log.warn({ subject: message.subject }, 'e-mail dropped: hourly limit for this address reached');
        return;
      }
      await mailer.send(message);
    },
  };
}
