import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAND } from '@app/shared/brand';
import { THEMES } from '@app/shared/constants';
import { HOST_NAME } from '@app/shared/rules/link-hosts';
import { CALL_BACK_LINE_MAX } from '@app/shared/schemas/call-back';
import { z } from 'zod';
import { isDemo } from './env-demo.ts';
import { parsePayoutDataKeys } from './env-payout-keys.ts';
import { parseProvincialSalesTax } from './env-sales-tax.ts';

/**
 * The environment variables the server reads, each checked for its shape, and the rules between them
 * (what goes together, what production requires). env.ts turns them into the app's configuration.
 */

/** `npm start -w apps/server` runs inside the workspace, so relative paths are anchored here, not on the cwd. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const MIN_SECRET_LENGTH = 16;

export type LogLevel = (typeof LOG_LEVELS)[number];
export type NodeEnv = (typeof NODE_ENVS)[number];

/** The business's legal identity on receipts: Québec requires the GST and QST registration numbers. */
export interface BusinessConfig {
  legalName: string;
  address: string;
  /** GST/HST registration number: 9-digit business number, RT, 4-digit account ('123456789 RT 0001'). */
  gstNumber: string;
  /** QST registration number: 10 digits, TQ, 4 digits ('1234567890 TQ 0001'). */
  qstNumber: string;
  /** The variables left at their demo placeholder (production warns at start while any is). */
  placeholders: string[];
}

export interface SmtpConfig {
  host: string;
  port: number;
  /** Implicit TLS (port 465); other ports upgrade with STARTTLS. */
  secure: boolean;
  /** Both set, or neither (an open relay inside the network). */
  auth: { user: string; pass: string } | undefined;
}

export const DEFAULT_MAIL_FROM = `${BRAND.productName} <no-reply@${BRAND.supportEmail.split('@')[1]}>`;
/** Demo values, visibly fake (H0H 0H0 is Santa's postal code; zero registration numbers are never issued). */
const BUSINESS_PLACEHOLDERS = {
  BUSINESS_LEGAL_NAME: 'Example Psychics Inc. (placeholder)',
  BUSINESS_ADDRESS: '123 Example Street, Montréal, QC H0H 0H0 (placeholder)',
  GST_NUMBER: '000000000 RT 0000',
  QST_NUMBER: '0000000000 TQ 0000',
} as const;
const SMTP_TLS_PORT = 465;

/** Only for the demo and tests: any other server refuses to start without AUTH_SECRET. */
export const DEV_AUTH_SECRET = 'dev-only-auth-secret-not-for-production-use';
/** Signs simulated calls (npm run call:simulate) when no Twilio account is configured; demo only (devTools). */
export const DEV_TWILIO_AUTH_TOKEN = 'dev-only-twilio-auth-token';
export const MIN_AUTH_SECRET_LENGTH = 32;

const oneOf = (values: readonly string[]) => `expected one of ${values.join(', ')}`;

function isUrlWithProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export const rawSchema = z
  .object({
    PORT: z
      .string()
      .regex(/^\d{1,5}$/, 'expected a port number 1-65535')
      .transform(Number)
      .refine((port) => port >= 1 && port <= 65_535, 'expected a port number 1-65535')
      .default(3000),
    HOST: z.string().default('0.0.0.0'),
    // No default here: an explicit NODE_ENV=development is what opens the demo's tools on a public URL.
    NODE_ENV: z.enum(NODE_ENVS, { error: oneOf(NODE_ENVS) }).optional(),
    PUBLIC_URL: z
      .string()
      .refine(
        (value) => isUrlWithProtocol(value, ['http:', 'https:']),
        'expected an absolute http(s) URL such as https://example.com',
      )
      .optional(),
    DATABASE_URL: z
      .string()
      .refine(
        (value) => isUrlWithProtocol(value, ['postgres:', 'postgresql:']),
        'expected a postgres:// or postgresql:// URL',
      )
      .optional(),
    DATA_DIR: z.string().default('./data'),
    /** On SIGTERM, how long /readyz says DRAINING (and answers close their connections) before the listener closes. */
    SHUTDOWN_DRAIN_MS: z
      .string()
      .regex(/^\d{1,5}$/, 'expected a number of milliseconds, 0-99999')
      .transform(Number)
      .optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: oneOf(LOG_LEVELS) }).default('info'),
    REDIS_URL: z
      .string()
      .refine(
        (value) => isUrlWithProtocol(value, ['redis:', 'rediss:']),
        'expected a redis:// or rediss:// URL',
      )
      .optional(),
    TELEPHONY_WEBHOOK_SECRET: z.string().optional(),
    /**
     * The other sites a promotion may link to (https only), comma-separated host names; each allows its
     * subdomains too. Our own site is always allowed. Unset: promotions link to pages of our site only.
     */
    PROMOTION_LINK_HOSTS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine(
        (hosts) => hosts.every((host) => HOST_NAME.test(host)),
        'expected host names separated by commas, such as instagram.com,www.example.com',
      )
      .optional(),
    /** Twilio account auth token: signs the Voice webhooks (X-Twilio-Signature) and authenticates Verify calls. */
    TWILIO_AUTH_TOKEN: z.string().optional(),
    /** Seeds the tarot deal (tests and demos); refused in production. */
    TAROT_SEED: z.coerce.number().int().min(0).optional(),
    ADVISOR_PAYOUT_CENTS_PER_MINUTE: z.coerce.number().int().min(0).max(10_000).default(60),
    CALL_BACK_LINE_MAX: z.coerce.number().int().min(1).max(50).default(CALL_BACK_LINE_MAX),
    PAYPAL_CLIENT_ID: z.string().optional(),
    PAYPAL_CLIENT_SECRET: z.string().optional(),
    PAYPAL_API_BASE: z
      .string()
      .refine((value) => isUrlWithProtocol(value, ['https:', 'http:']), 'expected an http(s) URL')
      .optional(),
    PAYPAL_WEBHOOK_ID: z.string().optional(),
    GIGADAT_API_BASE: z
      .string()
      .refine((value) => isUrlWithProtocol(value, ['https:', 'http:']), 'expected an http(s) URL')
      .optional(),
    GIGADAT_CAMPAIGN_ID: z.string().optional(),
    GIGADAT_ACCESS_TOKEN: z.string().optional(),
    GIGADAT_SECURITY_TOKEN: z.string().optional(),
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'expected AC followed by 32 hex digits')
      .optional(),
    TWILIO_VERIFY_SERVICE_SID: z
      .string()
      .regex(/^VA[0-9a-fA-F]{32}$/, 'expected VA followed by 32 hex digits')
      .optional(),
    TWILIO_SMS_FROM: z
      .string()
      .regex(
        /^(\+[1-9]\d{9,14}|MG[0-9a-fA-F]{32})$/,
        'expected an E.164 number or MG followed by 32 hex digits',
      )
      .optional(),
    AUTH_SECRET: z
      .string()
      .min(MIN_AUTH_SECRET_LENGTH, `expected at least ${MIN_AUTH_SECRET_LENGTH} characters`)
      .optional(),
    STATUS_SIMULATOR: z.enum(['0', '1'], { error: 'expected 0 or 1' }).optional(),
    CALL_BRIDGE: z.enum(['conference', 'dial'], { error: "expected 'conference' or 'dial'" }).optional(),
    API_DOCS: z.enum(['0', '1'], { error: 'expected 0 or 1' }).optional(),
    THEME: z.enum(THEMES, { error: oneOf(THEMES) }).default('halloween'),
    WEB_DIST_DIR: z.string().default('apps/web/dist'),
    SMTP_HOST: z
      .string()
      .regex(/^[\w.-]+$/, 'expected a host name or address')
      .optional(),
    SMTP_PORT: z
      .string()
      .regex(/^\d{1,5}$/, 'expected a port number 1-65535')
      .transform(Number)
      .refine((port) => port >= 1 && port <= 65_535, 'expected a port number 1-65535')
      .optional(),
    SMTP_USER: z.string().optional(),
    SMTP_PASS: z.string().optional(),
    MAIL_FROM: z
      .string()
      .regex(/^([^<>]+<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'expected an address or "Name <address>"')
      .optional(),
    TRUST_PROXY: z
      .string()
      .regex(
        /^[\w.:/]+(\s*,\s*[\w.:/]+)*$/,
        'expected true, false or a comma-separated list of proxy addresses',
      )
      .optional(),
    BUSINESS_LEGAL_NAME: z.string().max(200, 'expected at most 200 characters').optional(),
    BUSINESS_ADDRESS: z.string().max(300, 'expected at most 300 characters').optional(),
    GST_NUMBER: z
      .string()
      .regex(/^\d{9} ?RT ?\d{4}$/, 'expected a GST/HST number such as 123456789 RT 0001')
      .optional(),
    QST_NUMBER: z
      .string()
      .regex(/^\d{10} ?TQ ?\d{4}$/, 'expected a QST number such as 1234567890 TQ 0001')
      .optional(),
    /** Provincial sales taxes switched on, with their registration numbers: `BC=PST-1234-5678,MB=123456-7`. */
    PROVINCIAL_SALES_TAX: z
      .string()
      .transform((value, ctx) => {
        const taxes = parseProvincialSalesTax(value);
        if (typeof taxes !== 'string') return taxes;
        ctx.addIssue({ code: 'custom', message: taxes });
        return z.NEVER;
      })
      .optional(),
    /** The keys that seal advisors' tax numbers and birth dates: `id:base64,…`, the first one current. */
    PAYOUT_DATA_KEYS: z
      .string()
      .transform((value, ctx) => {
        const keys = parsePayoutDataKeys(value);
        if (typeof keys !== 'string') return keys;
        ctx.addIssue({ code: 'custom', message: keys });
        return z.NEVER;
      })
      .optional(),
    METRICS_TOKEN: z
      .string()
      .min(MIN_SECRET_LENGTH, `expected at least ${MIN_SECRET_LENGTH} characters`)
      .regex(/^[\x21-\x7e]+$/, 'expected printable characters without spaces (it travels in a header)')
      .optional(),
  })
  .superRefine((env, ctx) => {
    const flag = (key: keyof typeof env, message: string) =>
      ctx.addIssue({ code: 'custom', path: [key], message });
    /** Each of `keys` left unset while any of `when` is set. */
    const needAll = (keys: readonly (keyof typeof env)[], message: string, when = keys) => {
      if (!when.some((key) => env[key] !== undefined)) return;
      for (const key of keys) if (env[key] === undefined) flag(key, message);
    };
    needAll(['SMTP_USER', 'SMTP_PASS'], 'SMTP_USER and SMTP_PASS go together');
    if (env.SMTP_HOST === undefined) {
      for (const key of ['SMTP_PORT', 'SMTP_USER', 'SMTP_PASS'] as const) {
        if (env[key] !== undefined) flag(key, 'set SMTP_HOST too, or unset this');
      }
    }
    needAll(
      ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'],
      'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET go together',
    );
    needAll(
      ['GIGADAT_API_BASE', 'GIGADAT_CAMPAIGN_ID', 'GIGADAT_ACCESS_TOKEN', 'GIGADAT_SECURITY_TOKEN'],
      'Gigadat needs all four GIGADAT_* variables',
    );
    needAll(['TWILIO_ACCOUNT_SID'], 'TWILIO_SMS_FROM needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN', [
      'TWILIO_SMS_FROM',
    ]);
    // Verify needs the account, its token and a Verify service: all three, or SMS goes to the outbox.
    needAll(
      ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_VERIFY_SERVICE_SID'],
      'Twilio Verify needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID',
      ['TWILIO_ACCOUNT_SID', 'TWILIO_VERIFY_SERVICE_SID'],
    );
    if (env.NODE_ENV === 'production') {
      if (env.TAROT_SEED !== undefined) flag('TAROT_SEED', 'a predictable deal is not allowed in production');
      if (!env.TELEPHONY_WEBHOOK_SECRET) {
        flag('TELEPHONY_WEBHOOK_SECRET', 'required when NODE_ENV is production');
      } else if (env.TELEPHONY_WEBHOOK_SECRET.length < MIN_SECRET_LENGTH) {
        flag('TELEPHONY_WEBHOOK_SECRET', `expected at least ${MIN_SECRET_LENGTH} characters`);
      }
    }
    // The development secret is published in this file: anyone could sign sessions for a public server using it.
    if (!env.AUTH_SECRET && !isDemo(env)) {
      flag(
        'AUTH_SECRET',
        env.NODE_ENV === 'production'
          ? 'required when NODE_ENV is production'
          : 'required unless the server runs the demo (a localhost PUBLIC_URL, or NODE_ENV=development)',
      );
    }
    // Production data never lives in an embedded database inside one instance's data directory.
    if (env.NODE_ENV === 'production' && !env.DATABASE_URL) {
      flag(
        'DATABASE_URL',
        'required when NODE_ENV is production (the embedded PGlite database is for the demo and tests)',
      );
    }
    // The development key is published in this file: real tax numbers are never sealed with it.
    if (env.NODE_ENV === 'production' && !env.PAYOUT_DATA_KEYS) {
      flag('PAYOUT_DATA_KEYS', 'required when NODE_ENV is production (openssl rand -base64 32, as id:key)');
    }
  });

export function parseSmtp(raw: {
  SMTP_HOST?: string | undefined;
  SMTP_PORT?: number | undefined;
  SMTP_USER?: string | undefined;
  SMTP_PASS?: string | undefined;
}): SmtpConfig | undefined {
  if (raw.SMTP_HOST === undefined) return undefined;
  const port = raw.SMTP_PORT ?? 587;
  return {
    host: raw.SMTP_HOST,
    port,
    secure: port === SMTP_TLS_PORT,
    auth:
      raw.SMTP_USER !== undefined && raw.SMTP_PASS !== undefined
        ? { user: raw.SMTP_USER, pass: raw.SMTP_PASS }
        : undefined,
  };
}

export function parseBusiness(
  raw: Partial<Record<keyof typeof BUSINESS_PLACEHOLDERS, string>>,
): BusinessConfig {
  const placeholders = (Object.keys(BUSINESS_PLACEHOLDERS) as (keyof typeof BUSINESS_PLACEHOLDERS)[]).filter(
    (key) => raw[key] === undefined,
  );
  const value = (key: keyof typeof BUSINESS_PLACEHOLDERS) => raw[key] ?? BUSINESS_PLACEHOLDERS[key];
  return {
    legalName: value('BUSINESS_LEGAL_NAME'),
    address: value('BUSINESS_ADDRESS'),
    gstNumber: value('GST_NUMBER'),
    qstNumber: value('QST_NUMBER'),
    placeholders,
  };
}

export function anchored(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

export function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}
