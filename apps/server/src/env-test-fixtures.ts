/** Configurations the env tests start from. */

/** One 32-byte key (every byte 7) under the id `test`. */
export const PAYOUT_DATA_KEYS = 'test:BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=';

/** The least a production server starts with. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app@db:5432/app',
  AUTH_SECRET: 'a-production-auth-secret-of-32-characters',
  TELEPHONY_WEBHOOK_SECRET: 'a-long-enough-secret',
  PAYOUT_DATA_KEYS,
} as const;
