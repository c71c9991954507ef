import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './env.ts';
import { DEV_PAYOUT_DATA_KEY } from './env-payout-keys.ts';
import { PAYOUT_DATA_KEYS, PRODUCTION_ENV } from './env-test-fixtures.ts';

describe('loadConfig', () => {
  it('bridges calls in a conference when the Calls API is there, unless CALL_BRIDGE says otherwise', () => {
    expect(loadConfig({}).callBridge).toBe('conference');
    expect(loadConfig({ CALL_BRIDGE: 'dial' }).callBridge).toBe('dial');
    // Under NODE_ENV=test each test chooses; a deployment without the Calls API can only dial.
    expect(loadConfig({ NODE_ENV: 'test' }).callBridge).toBe('dial');
    expect(loadConfig({ NODE_ENV: 'test', CALL_BRIDGE: 'conference' }).callBridge).toBe('conference');
    expect(() => loadConfig({ CALL_BRIDGE: 'bridge' })).toThrow(/CALL_BRIDGE/);
  });

  it('serves the demo with no variables set', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      dataDir: resolve(REPO_ROOT, 'data'),
      logLevel: 'info',
      redisUrl: undefined,
      telephonyWebhookSecret: undefined,
      voiceAuthToken: 'dev-only-twilio-auth-token',
      tarotSeed: undefined,
      passwordHashing: 'scrypt',
      uploadLimits: { perLogin: 30, perAddress: 60, windowMs: 600_000 },
      promotionLinkHosts: [],
      advisorPayoutCentsPerMinute: 60,
      callBackLineMax: 5,
      twilioVerify: undefined,
      twilioCalls: {
        mode: 'emulator',
        baseUrl: 'http://localhost:3000/dev/twilio',
        accountSid: 'ACemulator',
        authToken: 'dev-only-twilio-auth-token',
      },
      callBridge: 'conference',
      paypal: {
        mode: 'emulator',
        baseUrl: 'http://localhost:3000/dev/paypal',
        clientId: 'emulator-client',
        clientSecret: 'emulator-secret',
        webhookId: 'emulator-webhook',
      },
      gigadat: {
        mode: 'emulator',
        baseUrl: 'http://localhost:3000/dev/gigadat',
        campaignId: 'emulator-campaign',
        accessToken: 'emulator-access',
        securityToken: 'emulator-security',
      },
      statusSimulator: true,
      devTools: true,
      apiDocs: true,
      theme: 'halloween',
      webDistDir: resolve(REPO_ROOT, 'apps/web/dist'),
      trustProxy: false,
      shutdownDrainMs: 0,
      authSecret: 'dev-only-auth-secret-not-for-production-use',
      // The demo answers on every loopback name of its port (and Vite's).
      extraTrustedOrigins: [
        'http://localhost:5173',
        'http://127.0.0.1:3000',
        'http://127.0.0.1:5173',
        'http://[::1]:3000',
        'http://[::1]:5173',
      ],
      smtp: undefined,
      mailFrom: 'Lumière Psychics <no-reply@lumiere-psychics.example>',
      metricsToken: undefined,
      business: {
        legalName: 'Example Psychics Inc. (placeholder)',
        address: '123 Example Street, Montréal, QC H0H 0H0 (placeholder)',
        gstNumber: '000000000 RT 0000',
        qstNumber: '0000000000 TQ 0000',
        placeholders: ['BUSINESS_LEGAL_NAME', 'BUSINESS_ADDRESS', 'GST_NUMBER', 'QST_NUMBER'],
      },
      payoutDataKeys: [DEV_PAYOUT_DATA_KEY],
      provincialSalesTax: [],
    });
  });

  it('uses Twilio Verify only with the account, its token and a Verify service together', () => {
    const sid = `AC${'1'.repeat(32)}`;
    const service = `VA${'2'.repeat(32)}`;
    expect(
      loadConfig({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 'tok', TWILIO_VERIFY_SERVICE_SID: service })
        .twilioVerify,
    ).toEqual({ accountSid: sid, authToken: 'tok', serviceSid: service });
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: sid })).toThrow(/TWILIO_AUTH_TOKEN/);
    // The same account reads the call log for the reconciliation job.
    expect(
      loadConfig({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 'tok', TWILIO_VERIFY_SERVICE_SID: service })
        .twilioCalls,
    ).toEqual({ mode: 'live', baseUrl: 'https://api.twilio.com', accountSid: sid, authToken: 'tok' });
    // A public server that is not the demo has no emulator to ask.
    expect(
      loadConfig({ PUBLIC_URL: 'https://psychics.example.com', AUTH_SECRET: 'x'.repeat(40) }).twilioCalls,
    ).toBeUndefined();
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'nope' })).toThrow(/TWILIO_ACCOUNT_SID/);
  });

  it('signs voice webhooks with TWILIO_AUTH_TOKEN, a dev token outside production, none in production', () => {
    expect(loadConfig({ TWILIO_AUTH_TOKEN: 'tok' }).voiceAuthToken).toBe('tok');
    expect(loadConfig({ NODE_ENV: 'test' }).voiceAuthToken).toBe('dev-only-twilio-auth-token');
  });

  it('reads METRICS_TOKEN, refusing one too short to be a secret or one a header cannot carry', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-metrics-token' }).metricsToken).toBe(
      'a-long-enough-metrics-token',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN: expected at least 16 characters',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'a long enough metrics token' })).toThrow(
      /METRICS_TOKEN: expected printable characters without spaces/,
    );
  });

  it('derives the default public URL from PORT', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '4000',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://psychics.example/',
      DATABASE_URL: 'postgres://app@db:5432/app',
      DATA_DIR: '/var/lib/app',
      LOG_LEVEL: 'warn',
      REDIS_URL: 'redis://cache:6379',
      TELEPHONY_WEBHOOK_SECRET: 'a-long-enough-secret',
      STATUS_SIMULATOR: '1',
      THEME: 'christmas',
      WEB_DIST_DIR: '/srv/web',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      AUTH_SECRET: 'a-production-auth-secret-of-32-characters',
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: '465',
      SMTP_USER: 'mailer',
      SMTP_PASS: 'smtp-password',
      MAIL_FROM: 'Psychics <hello@psychics.example>',
      BUSINESS_LEGAL_NAME: 'Psychics Example Ltd.',
      BUSINESS_ADDRESS: '1 Rue Example, Montréal, QC H2X 1Y4',
      GST_NUMBER: '123456789 RT 0001',
      QST_NUMBER: '1234567890TQ0001',
      METRICS_TOKEN: 'a-long-enough-metrics-token',
      PAYOUT_DATA_KEYS,
    });
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      nodeEnv: 'production',
      publicUrl: 'https://psychics.example',
      databaseUrl: 'postgres://app@db:5432/app',
      dataDir: '/var/lib/app',
      logLevel: 'warn',
      redisUrl: 'redis://cache:6379',
      telephonyWebhookSecret: 'a-long-enough-secret',
      statusSimulator: true,
      theme: 'christmas',
      webDistDir: '/srv/web',
      trustProxy: 'loopback, 10.0.0.0/8',
      authSecret: 'a-production-auth-secret-of-32-characters',
      extraTrustedOrigins: [],
      smtp: {
        host: 'smtp.example.com',
        port: 465,
        secure: true,
        auth: { user: 'mailer', pass: 'smtp-password' },
      },
      mailFrom: 'Psychics <hello@psychics.example>',
      metricsToken: 'a-long-enough-metrics-token',
      business: {
        legalName: 'Psychics Example Ltd.',
        address: '1 Rue Example, Montréal, QC H2X 1Y4',
        gstNumber: '123456789 RT 0001',
        qstNumber: '1234567890TQ0001',
        placeholders: [],
      },
    });
  });

  it('turns the status simulator off by default when a real database is configured', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/app' }).statusSimulator).toBe(false);
    expect(loadConfig({ STATUS_SIMULATOR: '0' }).statusSimulator).toBe(false);
  });

  it('anchors relative paths on the repository root, whatever the working directory', () => {
    const config = loadConfig({ DATA_DIR: 'tmp/data', WEB_DIST_DIR: './dist' });
    expect(config.dataDir).toBe(resolve(REPO_ROOT, 'tmp/data'));
    expect(config.webDistDir).toBe(resolve(REPO_ROOT, 'dist'));
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ', THEME: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      theme: 'halloween',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: expected a port number 1-65535'],
    [{ PORT: '0' }, 'PORT: expected a port number 1-65535'],
    [{ PORT: '70000' }, 'PORT: expected a port number 1-65535'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV: expected one of development, production, test'],
    [{ PUBLIC_URL: 'localhost:3000' }, 'PUBLIC_URL: expected an absolute http(s) URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: expected a postgres:// or postgresql:// URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent'],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL: expected a redis:// or rediss:// URL'],
    [{ STATUS_SIMULATOR: 'yes' }, 'STATUS_SIMULATOR: expected 0 or 1'],
    [{ THEME: 'easter' }, 'THEME: expected one of default, halloween, christmas, blackfriday'],
    [
      { TRUST_PROXY: 'a b' },
      'TRUST_PROXY: expected true, false or a comma-separated list of proxy addresses',
    ],
    [{ NODE_ENV: 'production' }, 'TELEPHONY_WEBHOOK_SECRET: required when NODE_ENV is production'],
    [
      { NODE_ENV: 'production', TELEPHONY_WEBHOOK_SECRET: 'a-long-enough-secret' },
      'AUTH_SECRET: required when NODE_ENV is production',
    ],
    [
      {
        NODE_ENV: 'production',
        TELEPHONY_WEBHOOK_SECRET: 'a-long-enough-secret',
        AUTH_SECRET: 'a-production-auth-secret-of-32-characters',
      },
      'DATABASE_URL: required when NODE_ENV is production',
    ],
    [
      {
        NODE_ENV: 'production',
        TELEPHONY_WEBHOOK_SECRET: 'a-long-enough-secret',
        AUTH_SECRET: 'a-production-auth-secret-of-32-characters',
        DATABASE_URL: 'postgres://app@db:5432/app',
      },
      'PAYOUT_DATA_KEYS: required when NODE_ENV is production',
    ],
    [{ PAYOUT_DATA_KEYS: 'k1:c2hvcnQ=' }, 'PAYOUT_DATA_KEYS: the key k1 is not 32 bytes in base64'],
    [
      { PAYOUT_DATA_KEYS: `${PAYOUT_DATA_KEYS},${PAYOUT_DATA_KEYS}` },
      'PAYOUT_DATA_KEYS: the key id test is listed twice',
    ],
    [{ PAYOUT_DATA_KEYS: 'no-key-here' }, 'PAYOUT_DATA_KEYS: expected id:base64 pairs'],
    [{ PUBLIC_URL: 'https://psychics.example.com' }, 'AUTH_SECRET: required unless the server runs the demo'],
    [{ API_DOCS: 'yes' }, 'API_DOCS: expected 0 or 1'],
    [{ GST_NUMBER: '12345' }, 'GST_NUMBER: expected a GST/HST number such as 123456789 RT 0001'],
    [{ QST_NUMBER: '123456789 RT 0001' }, 'QST_NUMBER: expected a QST number such as 1234567890 TQ 0001'],
    [{ AUTH_SECRET: 'too-short' }, 'AUTH_SECRET: expected at least 32 characters'],
    [
      { PROMOTION_LINK_HOSTS: 'instagram.com,https://evil.example' },
      'PROMOTION_LINK_HOSTS: expected host names separated by commas, such as instagram.com,www.example.com',
    ],
    [
      { NODE_ENV: 'production', TELEPHONY_WEBHOOK_SECRET: 'short' },
      'TELEPHONY_WEBHOOK_SECRET: expected at least 16 characters',
    ],
  ])('rejects %o naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(`Invalid configuration: ${message}`);
  });

  it('reads the payout data keys in order: the first seals, every one opens', () => {
    const second = `old:${Buffer.alloc(32, 9).toString('base64')}`;
    const keys = loadConfig({ PAYOUT_DATA_KEYS: `${PAYOUT_DATA_KEYS}, ${second}` }).payoutDataKeys;
    expect(keys.map((key) => key.id)).toEqual(['test', 'old']);
    expect(keys[0]?.key).toEqual(Buffer.alloc(32, 7));
    expect(keys[1]?.key).toEqual(Buffer.alloc(32, 9));
  });

  it('reads the hosts promotions may link to, lower-cased, without blanks', () => {
    expect(
      loadConfig({ PROMOTION_LINK_HOSTS: ' Instagram.com, ,www.example.com ' }).promotionLinkHosts,
    ).toEqual(['instagram.com', 'www.example.com']);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', THEME: 'easter' })).toThrow(
      'Invalid configuration: PORT: expected a port number 1-65535; THEME: expected one of default, halloween, christmas, blackfriday',
    );
  });

  it('accepts a development config without the telephony secret', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).telephonyWebhookSecret).toBeUndefined();
  });

  describe('SMTP', () => {
    it('defaults to port 587 with STARTTLS and no login', () => {
      expect(loadConfig({ SMTP_HOST: 'mail.internal' }).smtp).toEqual({
        host: 'mail.internal',
        port: 587,
        secure: false,
        auth: undefined,
      });
    });

    it('accepts a bare From address', () => {
      expect(loadConfig({ MAIL_FROM: 'hello@psychics.example' }).mailFrom).toBe('hello@psychics.example');
    });

    it.each([
      [
        { SMTP_HOST: 'smtp.example.com', SMTP_USER: 'mailer' },
        'SMTP_PASS: SMTP_USER and SMTP_PASS go together',
      ],
      [
        { SMTP_HOST: 'smtp.example.com', SMTP_PASS: 'secret' },
        'SMTP_USER: SMTP_USER and SMTP_PASS go together',
      ],
      [{ SMTP_PORT: '25' }, 'SMTP_PORT: set SMTP_HOST too, or unset this'],
      [{ SMTP_HOST: 'smtp.example.com', SMTP_PORT: '70000' }, 'SMTP_PORT: expected a port number 1-65535'],
      [{ SMTP_HOST: 'smtp://example.com' }, 'SMTP_HOST: expected a host name or address'],
      [{ MAIL_FROM: 'not an address' }, 'MAIL_FROM: expected an address or "Name <address>"'],
    ])('rejects %o', (env, message) => {
      expect(() => loadConfig(env)).toThrow(message);
    });
  });
});

describe('the shutdown drain', () => {
  const production = PRODUCTION_ENV;

  it('lasts 2 s in production and nothing in the demo, unless set', () => {
    expect(loadConfig(production).shutdownDrainMs).toBe(2000);
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_MS: '500' }).shutdownDrainMs).toBe(500);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
  });

  it.each(['-1', '1.5', 'soon', '100000'])('refuses %j', (value) => {
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: value })).toThrow('SHUTDOWN_DRAIN_MS: expected a number');
  });
});
