import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../env.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain-text part; also what the dev outbox stores, so tests and developers can read links in it. */
  text: string;
  html: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
}

/** Where e-mails land without SMTP: the dev outbox (the demo's mail sink). */
export interface MailOutbox {
  add(message: { channel: 'email'; to: string; subject: string; body: string }): Promise<void>;
}

export interface MailerOptions {
  smtp: SmtpConfig | undefined;
  mailFrom: string;
  outbox: MailOutbox;
}

/** SMTP through nodemailer when configured; otherwise the dev outbox (GET /api/dev/outbox). */
export function createMailer(options: MailerOptions): Mailer {
  const { smtp, mailFrom, outbox } = options;
  if (!smtp) {
    return {
      transport: 'outbox',
      async send(message) {
        await outbox.add({ channel: 'email', to: message.to, subject: message.subject, body: message.text });
      },
    };
  }
  const transporter = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.auth ? { auth: smtp.auth } : {}),
  });
  return {
    transport: 'smtp',
    async send(message) {
      await transporter.sendMail({ from: mailFrom, ...message });
    },
  };
}
