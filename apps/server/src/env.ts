import type { ThemeMode } from '@app/shared/constants';
import { defaultPublicUrl, demoTrustedOrigins, isDemo } from './env-demo.ts';
import { DEV_PAYOUT_DATA_KEY, type PayoutDataKey } from './env-payout-keys.ts';
import type { ProvincialSalesTax } from './env-sales-tax.ts';
import {
  anchored,
  type BusinessConfig,
  DEFAULT_MAIL_FROM,
  DEV_AUTH_SECRET,
  DEV_TWILIO_AUTH_TOKEN,
  type LogLevel,
  type NodeEnv,
  parseBusiness,
  parseSmtp,
  parseTrustProxy,
  rawSchema,
  type SmtpConfig,
} from './env-variables.ts';

export { isLoopbackUrl } from './env-demo.ts';
export type { PayoutDataKey } from './env-payout-keys.ts';
export type { ProvincialSalesTax } from './env-sales-tax.ts';
export {
  type BusinessConfig,
  DEV_TWILIO_AUTH_TOKEN,
  type LogLevel,
  type NodeEnv,
  REPO_ROOT,
  type SmtpConfig,
} from './env-variables.ts';

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
  /** How many customers may wait in one advisor's call-back line (CALL_BACK_LINE_MAX, 5). */
  callBackLineMax: number;
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
   * The provincial sales taxes (PST, RST) the operator switched on, each with its registration number
   * (PROVINCIAL_SALES_TAX). Empty: GST, HST and QST only.
   */
  provincialSalesTax: readonly ProvincialSalesTax[];
  /**
   * Bearer token GET /metrics asks for. Set: required everywhere. Unset: /metrics is open outside
   * production and absent (404) in production, so a deployment never publishes its numbers by accident.
   */
  metricsToken: string | undefined;
  /**
   * The keys of advisors' sealed payout data (PAYOUT_DATA_KEYS): the first seals, each opens what carries
   * its id. Outside production, a fixed development key when unset.
   */
  payoutDataKeys: readonly PayoutDataKey[];
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
    callBackLineMax: raw.CALL_BACK_LINE_MAX,
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
    provincialSalesTax: raw.PROVINCIAL_SALES_TAX ?? [],
    metricsToken: raw.METRICS_TOKEN,
    payoutDataKeys: raw.PAYOUT_DATA_KEYS ?? [DEV_PAYOUT_DATA_KEY],
  });
}
