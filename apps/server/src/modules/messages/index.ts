import { createMailer } from '../../adapters/email.ts';
import { createOutboxSmsSender, createTwilioSmsSender } from '../../adapters/sms.ts';
import type { ModuleContext } from '../context.ts';
import { createOutboxRepository } from '../dev-outbox/repository.ts';
import { devOutboxRoutes } from '../dev-outbox/routes.ts';
import { createMessageSender } from './message-jobs.ts';

/**
 * The durable message queue: receipts, notices, texts after a call, sign-in e-mails and codes. A message
 * is queued in the transaction that decides it; every instance delivers what is due. Without SMTP or
 * Twilio's Messages API, messages land in the dev outbox, which only the demo serves (/api/dev/outbox).
 */
export async function registerMessages({ app, config, db }: ModuleContext) {
  const outbox = createOutboxRepository(db);
  const mailer = createMailer({ smtp: config.smtp, mailFrom: config.mailFrom, outbox });
  const messages = createMessageSender({
    db,
    mailer,
    sms: config.twilioSms ? createTwilioSmsSender(config.twilioSms) : createOutboxSmsSender(outbox),
    log: app.log,
  });
  if (config.nodeEnv === 'production' && !config.smtp) {
    app.log.warn(
      'SMTP_HOST is not set: e-mails (confirmation, password reset) go to the outbox table and reach nobody',
    );
  }
  // The outbox is a demo and test tool; a public deployment never exposes what was "sent".
  if (config.devTools) await app.register(devOutboxRoutes, { repository: outbox, messages });
  return { messages, mailer };
}
