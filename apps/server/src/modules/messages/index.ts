import { createMailer, type MailOutbox } from '../../adapters/email.ts';
import { createOutboxSmsSender, createTwilioSmsSender, type OutboxSink } from '../../adapters/sms.ts';
import type { ModuleContext } from '../context.ts';
import { createMessageSender } from './message-jobs.ts';

/**
 * The durable message queue: receipts, notices, texts after a call, sign-in e-mails and codes. A message
 * is queued in the transaction that decides it; every instance delivers what is due. Without SMTP or
 * Twilio's Messages API, messages land in the dev outbox, which only the demo serves (/api/dev/outbox).
 */
export function registerMessages(
  { app, config, db }: ModuleContext,
  { outbox }: { outbox: MailOutbox & OutboxSink },
) {
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
  return { messages, mailer };
}
