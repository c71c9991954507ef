import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAND } from '@app/shared/brand';
import { THEMES, type ThemeMode } from '@app/shared/constants';
import { HOST_NAME } from '@app/shared/rules/link-hosts';
import { z } from 'zod';

/** `npm start -w apps/server` runs inside the workspace, so relative paths are anchored here, not on the cwd. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;
const MIN_SECRET_LENGTH = 16;

export type LogLevel = (typeof LOG_LEVELS)[number];
export type NodeEnv = (typeof NODE_ENVS)[number];

export interface UploadLimits {
  perLogin: number;
  perAddress: number;
  windowMs: number;
}

/**
 * A login has its own count whatever address it comes from, so advisors behind one office address do not
 * use up each other's; the address count, larger, still bounds what many logins at one address send.
 */
export const UPLOAD_LIMITS: UploadLimits = { perLogin: 30, perAddress: 60, windowMs: 10 * 60_000 };

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  /** Origin the site is reached at, without a trailing slash. https turns on HSTS. */
  publicUrl: string;
  /** Unset: embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: LogLevel;
  /** Unset: rate-limit counters live in process memory. */
  redisUrl: string | undefined;
  telephonyWebhookSecret: string | undefined;
  /**
   * Checks X-Twilio-Signature on the Voice webhooks: TWILIO_AUTH_TOKEN, or a fixed development token for the
   * demo (devTools, so call:simulate works locally). Otherwise unset: the voice routes answer 503.
   */
  voiceAuthToken: string | undefined;
  /** Reproducible tarot deals (tests, demos); never set in production. */
  tarotSeed: number | undefined;
  /**
   * 'scrypt' (better-auth's own hashing) everywhere; 'test-only' is set by the integration tests' config
   * alone (never from the environment), see modules/accounts/password-hashing.ts.
   */
  passwordHashing: 'scrypt' | 'test-only';
  /**
   * Photo and voice uploads decoded per login and per address in a window (modules/advisors/
   * upload-limits.ts). Not from the environment: a test that uploads more than a person would sets it.
   */
  uploadLimits: UploadLimits;
  /** The other sites a promotion's https link may go to, and their subdomains (PROMOTION_LINK_HOSTS). */
  promotionLinkHosts: string[];
  /** What an advisor earns per billed minute, in cents, unless staff set a rate of their own. */
  advisorPayoutCentsPerMinute: number;
  /**
   * Real PayPal when the credentials are set (PAYPAL_API_BASE: sandbox by default); otherwise, for the demo
   * (devTools), the emulator mounted at /dev/paypal. Undefined: payments by PayPal are unavailable.
   */
  paypal:
    | {
        mode: 'live' | 'emulator';
        baseUrl: string;
        clientId: string;
        clientSecret: string;
        webhookId: string | undefined;
      }
    | undefined;
  /** Gigadat Interac when configured; otherwise, for the demo (devTools), the emulator at /dev/gigadat. */
  gigadat:
    | {
        mode: 'live' | 'emulator';
        baseUrl: string;
        campaignId: string;
        accessToken: string;
        securityToken: string;
      }
    | undefined;
  /**
   * Twilio's Calls API, read by the reconciliation job to settle a call whose dial-complete was lost:
   * TWILIO_ACCOUNT_SID + TWILIO_AUTH_TOKEN, or for the demo (devTools) the emulator at /dev/twilio.
   */
  twilioCalls:
    | { mode: 'live' | 'emulator'; baseUrl: string; accountSid: string; authToken: string }
    | undefined;
  /**
   * How a customer's call reaches the advisor. 'conference': both legs meet in a conference
   * and the advisor is added through the Calls API, so the line can speak one minute before the cap and
   * say goodbye at it. 'dial': a plain <Dial timeLimit>, the only way without the Calls API. CALL_BRIDGE;
   * by default 'conference' whenever the Calls API (or its emulator) is there, except under NODE_ENV=test
   * where each test chooses.
   */
  callBridge: 'conference' | 'dial';
  /** Unset: verification codes go to the dev outbox (channel 'sms') instead of Twilio Verify. */
  twilioVerify: { accountSid: string; authToken: string; serviceSid: string } | undefined;
  /**
   * Texts we write ourselves ("your advisor is available"): Twilio's Messages API from TWILIO_SMS_FROM (a
   * number or a Messaging Service SID). Unset: they go to the dev outbox.
   */
  twilioSms: { accountSid: string; authToken: string; from: string } | undefined;
  statusSimulator: boolean;
  /**
   * The demo's tools: payment emulators, dev outbox, demo seeding, status simulator, the development Twilio
   * token. Only when the operator clearly runs the demo: never in production, and otherwise only with
   * PUBLIC_URL on a loopback address or NODE_ENV=development set explicitly, so a public server left
   * without NODE_ENV exposes none of them.
   */
  devTools: boolean;
  /** Serves the OpenAPI UI and document at /api/docs: outside production, or with API_DOCS=1. */
  apiDocs: boolean;
  theme: ThemeMode;
  webDistDir: string;
  /**
   * Which proxies may set X-Forwarded-For (the client IP that rate limits key on behind a load balancer):
   * false, true (any), or addresses, CIDRs and proxy-addr names such as 'loopback, 10.0.0.0/8'.
   */
  trustProxy: boolean | string;
  /** SIGTERM: milliseconds between leaving the load balancer (/readyz 503 DRAINING) and closing the listener. */
  shutdownDrainMs: number;
  /** Signs session cookies and tokens (better-auth). Required in production. */
  authSecret: string;
  /** Origins besides PUBLIC_URL whose pages may send state-changing API requests (the Vite dev server, demo only). */
  extraTrustedOrigins: string[];
  /** Unset: e-mails go to the dev outbox (GET /api/dev/outbox) instead of an SMTP server. */
  smtp: SmtpConfig | undefined;
  /** The From header of every e-mail. */
  mailFrom: string;
  /** The seller printed on every receipt. */
  business: BusinessConfig;
  /**
   * Bearer token GET /metrics asks for. Set: required everywhere. Unset: /metrics is open outside
   * production and absent (404) in production, so a deployment never publishes its numbers by accident.
   */
  metricsToken: string | undefined;
}

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

const DEFAULT_MAIL_FROM = `${BRAND.productName} <no-reply@${BRAND.supportEmail.split('@')[1]}>`;
/** Demo values, visibly fake (H0H 0H0 is Santa's postal code; zero registration numbers are never issued). */
const BUSINESS_PLACEHOLDERS = {
  BUSINESS_LEGAL_NAME: 'Example Psychics Inc. (placeholder)',
  BUSINESS_ADDRESS: '123 Example Street, Montréal, QC H0H 0H0 (placeholder)',
  GST_NUMBER: '000000000 RT 0000',
  QST_NUMBER: '0000000000 TQ 0000',
} as const;
const SMTP_TLS_PORT = 465;

/** Only for the demo and tests: any other server refuses to start without AUTH_SECRET. */
const DEV_AUTH_SECRET = 'dev-only-auth-secret-not-for-production-use';
/** Signs simulated calls (npm run call:simulate) when no Twilio account is configured; demo only (devTools). */
export const DEV_TWILIO_AUTH_TOKEN = 'dev-only-twilio-auth-token';
const MIN_AUTH_SECRET_LENGTH = 32;

const oneOf = (values: readonly string[]) => `expected one of ${values.join(', ')}`;

function isUrlWithProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** localhost, 127.0.0.0/8 or ::1: only this machine can reach the server under that name. */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return false;
  }
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

function defaultPublicUrl(env: { PUBLIC_URL?: string | undefined; PORT: number }): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}

/**
 * The demo runs when the operator clearly asks for it: `npm start` on a fresh checkout (no PUBLIC_URL:
 * localhost), any loopback PUBLIC_URL, or NODE_ENV=development written out. Production never does.
 */
/**
 * The demo answers on every loopback name of its port, not only PUBLIC_URL's: a newcomer who opens
 * http://127.0.0.1:3000 must be able to sign up and sign in there (better-auth and the origin check
 * refuse any origin they do not trust). The Vite dev server's port too.
 */
function demoTrustedOrigins(publicUrl: string, port: number): string[] {
  const ports = new Set([String(port), '5173']);
  const url = new URL(publicUrl);
  if (isLoopbackUrl(publicUrl)) ports.add(url.port || (url.protocol === 'https:' ? '443' : '80'));
  const origins: string[] = [];
  for (const host of ['localhost', '127.0.0.1', '[::1]']) {
    for (const p of ports) origins.push(`http://${host}:${p}`);
  }
  const own = url.origin;
  return origins.filter((origin) => origin !== own);
}

function isDemo(env: { NODE_ENV?: NodeEnv | undefined; PUBLIC_URL?: string | undefined; PORT: number }) {
  if (env.NODE_ENV === 'production') return false;
  return env.NODE_ENV === 'development' || isLoopbackUrl(defaultPublicUrl(env));
}

const rawSchema = z
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
    METRICS_TOKEN: z
      .string()
      .min(MIN_SECRET_LENGTH, `expected at least ${MIN_SECRET_LENGTH} characters`)
      .regex(/^[\x21-\x7e]+$/, 'expected printable characters without spaces (it travels in a header)')
      .optional(),
  })
  .superRefine((env, ctx) => {
    if ((env.SMTP_USER === undefined) !== (env.SMTP_PASS === undefined)) {
      const missing = env.SMTP_USER === undefined ? 'SMTP_USER' : 'SMTP_PASS';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'SMTP_USER and SMTP_PASS go together' });
    }
    if (env.SMTP_HOST === undefined) {
      for (const key of ['SMTP_PORT', 'SMTP_USER', 'SMTP_PASS'] as const) {
        if (env[key] !== undefined) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'set SMTP_HOST too, or unset this' });
        }
      }
    }
    if ((env.PAYPAL_CLIENT_ID === undefined) !== (env.PAYPAL_CLIENT_SECRET === undefined)) {
      const missing = env.PAYPAL_CLIENT_ID === undefined ? 'PAYPAL_CLIENT_ID' : 'PAYPAL_CLIENT_SECRET';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET go together',
      });
    }
    const gigadatKeys = [
      'GIGADAT_API_BASE',
      'GIGADAT_CAMPAIGN_ID',
      'GIGADAT_ACCESS_TOKEN',
      'GIGADAT_SECURITY_TOKEN',
    ] as const;
    if (gigadatKeys.some((key) => env[key] !== undefined)) {
      for (const key of gigadatKeys) {
        if (env[key] === undefined)
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'Gigadat needs all four GIGADAT_* variables',
          });
      }
    }
    if (env.TWILIO_SMS_FROM !== undefined && env.TWILIO_ACCOUNT_SID === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['TWILIO_ACCOUNT_SID'],
        message: 'TWILIO_SMS_FROM needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN',
      });
    }
    // Verify needs the account, its token and a Verify service: all three, or SMS goes to the outbox.
    if (env.TWILIO_ACCOUNT_SID !== undefined || env.TWILIO_VERIFY_SERVICE_SID !== undefined) {
      for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_VERIFY_SERVICE_SID'] as const) {
        if (env[key] === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message:
              'Twilio Verify needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID',
          });
        }
      }
    }
    if (env.NODE_ENV === 'production') {
      if (env.TAROT_SEED !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['TAROT_SEED'],
          message: 'a predictable deal is not allowed in production',
        });
      }
      if (!env.TELEPHONY_WEBHOOK_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['TELEPHONY_WEBHOOK_SECRET'],
          message: 'required when NODE_ENV is production',
        });
      } else if (env.TELEPHONY_WEBHOOK_SECRET.length < MIN_SECRET_LENGTH) {
        ctx.addIssue({
          code: 'custom',
          path: ['TELEPHONY_WEBHOOK_SECRET'],
          message: `expected at least ${MIN_SECRET_LENGTH} characters`,
        });
      }
    }
    // The development secret is published in this file: anyone could sign sessions for a public server using it.
    if (!env.AUTH_SECRET && !isDemo(env)) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message:
          env.NODE_ENV === 'production'
            ? 'required when NODE_ENV is production'
            : 'required unless the server runs the demo (a localhost PUBLIC_URL, or NODE_ENV=development)',
      });
    }
    // Production data never lives in an embedded database inside one instance's data directory.
    if (env.NODE_ENV === 'production' && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message:
          'required when NODE_ENV is production (the embedded PGlite database is for the demo and tests)',
      });
    }
  });

function parseSmtp(raw: {
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

function parseBusiness(raw: Partial<Record<keyof typeof BUSINESS_PLACEHOLDERS, string>>): BusinessConfig {
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

function anchored(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

/**
 * The only reader of the environment. Empty strings count as unset, because `.env` files and
 * compose files commonly write `NAME=` for "not configured".
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const keys = Object.keys(rawSchema.shape) as (keyof typeof rawSchema.shape)[];
  const input: Record<string, string> = {};
  for (const key of keys) {
    const value = env[key]?.trim();
    if (value) input[key] = value;
  }

  const result = rawSchema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const raw = result.data;
  const nodeEnv = raw.NODE_ENV ?? 'development';
  const publicUrl = defaultPublicUrl(raw);
  const devTools = isDemo(raw);

  return Object.freeze({
    port: raw.PORT,
    host: raw.HOST,
    nodeEnv,
    publicUrl,
    databaseUrl: raw.DATABASE_URL,
    dataDir: anchored(raw.DATA_DIR),
    // Long enough for a load balancer to see /readyz fail and for kept-alive connections to be retired.
    shutdownDrainMs: raw.SHUTDOWN_DRAIN_MS ?? (nodeEnv === 'production' ? 2000 : 0),
    logLevel: raw.LOG_LEVEL,
    redisUrl: raw.REDIS_URL,
    telephonyWebhookSecret: raw.TELEPHONY_WEBHOOK_SECRET,
    tarotSeed: raw.TAROT_SEED,
    passwordHashing: 'scrypt',
    uploadLimits: UPLOAD_LIMITS,
    promotionLinkHosts: raw.PROMOTION_LINK_HOSTS ?? [],
    advisorPayoutCentsPerMinute: raw.ADVISOR_PAYOUT_CENTS_PER_MINUTE,
    voiceAuthToken: raw.TWILIO_AUTH_TOKEN ?? (devTools ? DEV_TWILIO_AUTH_TOKEN : undefined),
    paypal:
      raw.PAYPAL_CLIENT_ID && raw.PAYPAL_CLIENT_SECRET
        ? {
            mode: 'live' as const,
            baseUrl: (raw.PAYPAL_API_BASE ?? 'https://api-m.sandbox.paypal.com').replace(/\/+$/, ''),
            clientId: raw.PAYPAL_CLIENT_ID,
            clientSecret: raw.PAYPAL_CLIENT_SECRET,
            webhookId: raw.PAYPAL_WEBHOOK_ID,
          }
        : !devTools
          ? undefined
          : {
              mode: 'emulator' as const,
              baseUrl: `${publicUrl}/dev/paypal`,
              clientId: 'emulator-client',
              clientSecret: 'emulator-secret',
              webhookId: 'emulator-webhook',
            },
    gigadat:
      raw.GIGADAT_API_BASE &&
      raw.GIGADAT_CAMPAIGN_ID &&
      raw.GIGADAT_ACCESS_TOKEN &&
      raw.GIGADAT_SECURITY_TOKEN
        ? {
            mode: 'live' as const,
            baseUrl: raw.GIGADAT_API_BASE.replace(/\/+$/, ''),
            campaignId: raw.GIGADAT_CAMPAIGN_ID,
            accessToken: raw.GIGADAT_ACCESS_TOKEN,
            securityToken: raw.GIGADAT_SECURITY_TOKEN,
          }
        : !devTools
          ? undefined
          : {
              mode: 'emulator' as const,
              baseUrl: `${publicUrl}/dev/gigadat`,
              campaignId: 'emulator-campaign',
              accessToken: 'emulator-access',
              securityToken: 'emulator-security',
            },
    twilioCalls:
      raw.TWILIO_ACCOUNT_SID && raw.TWILIO_AUTH_TOKEN
        ? {
            mode: 'live' as const,
            baseUrl: 'https://api.twilio.com',
            accountSid: raw.TWILIO_ACCOUNT_SID,
            authToken: raw.TWILIO_AUTH_TOKEN,
          }
        : !devTools
          ? undefined
          : {
              mode: 'emulator' as const,
              baseUrl: `${publicUrl}/dev/twilio`,
              accountSid: 'ACemulator',
              authToken: raw.TWILIO_AUTH_TOKEN ?? DEV_TWILIO_AUTH_TOKEN,
            },
    callBridge:
      raw.CALL_BRIDGE ??
      (((raw.TWILIO_ACCOUNT_SID && raw.TWILIO_AUTH_TOKEN) || devTools) && raw.NODE_ENV !== 'test'
        ? 'conference'
        : 'dial'),
    twilioVerify:
      raw.TWILIO_ACCOUNT_SID && raw.TWILIO_AUTH_TOKEN && raw.TWILIO_VERIFY_SERVICE_SID
        ? {
            accountSid: raw.TWILIO_ACCOUNT_SID,
            authToken: raw.TWILIO_AUTH_TOKEN,
            serviceSid: raw.TWILIO_VERIFY_SERVICE_SID,
          }
        : undefined,
    twilioSms:
      raw.TWILIO_ACCOUNT_SID && raw.TWILIO_AUTH_TOKEN && raw.TWILIO_SMS_FROM
        ? { accountSid: raw.TWILIO_ACCOUNT_SID, authToken: raw.TWILIO_AUTH_TOKEN, from: raw.TWILIO_SMS_FROM }
        : undefined,
    // The simulator animates demo advisors; a real PostgreSQL deployment gets its status from telephony.
    statusSimulator:
      raw.STATUS_SIMULATOR === undefined
        ? devTools && raw.DATABASE_URL === undefined
        : raw.STATUS_SIMULATOR === '1',
    devTools,
    apiDocs: raw.API_DOCS === undefined ? nodeEnv !== 'production' : raw.API_DOCS === '1',
    theme: raw.THEME,
    webDistDir: anchored(raw.WEB_DIST_DIR),
    trustProxy: parseTrustProxy(raw.TRUST_PROXY),
    authSecret: raw.AUTH_SECRET ?? DEV_AUTH_SECRET,
    // Loopback names of the demo's port and the Vite dev server: part of the demo's tools, never trusted by a public deployment.
    extraTrustedOrigins: devTools ? demoTrustedOrigins(publicUrl, raw.PORT) : [],
    smtp: parseSmtp(raw),
    mailFrom: raw.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    business: parseBusiness(raw),
    metricsToken: raw.METRICS_TOKEN,
  });
}
