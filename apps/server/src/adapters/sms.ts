import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { BRAND } from '@app/shared/brand';
import { messagesIn } from '@app/shared/messages/catalogue';
import { formatMessage } from '@app/shared/messages/format';
import type { Language } from '@app/shared/rules/language';

/**
 * Sends and checks one-time codes. Twilio Verify makes, keeps and texts the code itself (we never see
 * it). Without it the code is made here, only its HMAC is stored, and its text goes through the durable
 * message queue like every text we write (Twilio's Messages API, or the dev outbox).
 */
export interface PhoneVerifier {
  readonly mode: 'twilio' | 'queue';
  /**
   * Starts a code for the number, its text in `language`: Twilio sends it and nothing comes back (null);
   * in 'queue' mode, the hash to store and the text to queue, both in the caller's transaction that
   * records the code, so a code is never recorded without its text, nor texted without being recorded.
   */
  send(phoneE164: string, language?: Language): Promise<{ codeHash: string | null; text?: string }>;
  /** True when `code` is the one sent (codeHash is what send returned). */
  check(phoneE164: string, code: string, codeHash: string | null): Promise<boolean>;
}

export interface OutboxSink {
  add(message: { channel: 'sms'; to: string; subject: null; body: string }): Promise<void>;
}

export class SmsProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SmsProviderError';
  }
}

export function codeHash(secret: string, phoneE164: string, code: string): string {
  return createHmac('sha256', secret).update(`${phoneE164}:${code}`).digest('base64url');
}

export function createQueuedPhoneVerifier(secret: string): PhoneVerifier {
  return {
    mode: 'queue',
    async send(phoneE164, language = 'en') {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      return {
        codeHash: codeHash(secret, phoneE164, code),
        text: formatMessage(messagesIn(language).auth.otp.smsBody, { code, product: BRAND.productName }),
      };
    },
    async check(phoneE164, code, stored) {
      if (!stored) return false;
      const expected = Buffer.from(stored);
      const actual = Buffer.from(codeHash(secret, phoneE164, code));
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

export interface TwilioVerifyConfig {
  accountSid: string;
  authToken: string;
  serviceSid: string;
  /** Overridable for tests. */
  baseUrl?: string;
}

/** Twilio Verify v2: POST /Services/{sid}/Verifications and /VerificationCheck, form-encoded, HTTP Basic. */
export function createTwilioPhoneVerifier(
  config: TwilioVerifyConfig,
  fetchImpl: typeof fetch = fetch,
): PhoneVerifier {
  const base = `${config.baseUrl ?? 'https://verify.twilio.com'}/v2/Services/${config.serviceSid}`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;

  async function call(path: string, form: Record<string, string>): Promise<Response> {
    return fetchImpl(`${base}${path}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(10_000),
    });
  }

  return {
    mode: 'twilio',
    async send(phoneE164, language = 'en') {
      // Twilio Verify writes the text itself, in the locale asked for.
      const res = await call('/Verifications', { To: phoneE164, Channel: 'sms', Locale: language });
      if (!res.ok) throw new SmsProviderError(`Twilio Verify answered ${res.status}`, res.status);
      return { codeHash: null };
    },
    async check(phoneE164, code) {
      const res = await call('/VerificationCheck', { To: phoneE164, Code: code });
      // 404: no pending verification (expired, approved already, or too many checks) — not a valid code.
      if (res.status === 404) return false;
      if (!res.ok) throw new SmsProviderError(`Twilio Verify answered ${res.status}`, res.status);
      const body = (await res.json()) as { status?: unknown };
      return body.status === 'approved';
    },
  };
}

/** Sends a text we wrote ourselves (not a verification code). */
export interface SmsSender {
  readonly mode: 'twilio' | 'outbox';
  send(toE164: string, body: string): Promise<void>;
}

export function createOutboxSmsSender(outbox: OutboxSink): SmsSender {
  return {
    mode: 'outbox',
    async send(to, body) {
      await outbox.add({ channel: 'sms', to, subject: null, body });
    },
  };
}

export interface TwilioSmsConfig {
  accountSid: string;
  authToken: string;
  /** An E.164 number of the account, or a Messaging Service SID (MG…). */
  from: string;
  baseUrl?: string;
}

/** Twilio's Messages API: POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, HTTP Basic. */
export function createTwilioSmsSender(config: TwilioSmsConfig, fetchImpl: typeof fetch = fetch): SmsSender {
  const url = `${config.baseUrl ?? 'https://api.twilio.com'}/2010-04-01/Accounts/${config.accountSid}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    mode: 'twilio',
    async send(to, body) {
      const from: Record<string, string> = config.from.startsWith('MG')
        ? { MessagingServiceSid: config.from }
        : { From: config.from };
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, Body: body, ...from }).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new SmsProviderError(`Twilio Messages answered ${res.status}`, res.status);
    },
  };
}
