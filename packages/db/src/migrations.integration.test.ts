import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from './client.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

const MIGRATION_COUNT = 35;

const EXPECTED_TABLES = [
  'account',
  'advisor_application_media',
  'advisor_application_notes',
  'advisor_applications',
  'advisor_earnings',
  'advisor_holds',
  'advisor_media',
  'advisor_onboarding',
  'advisors',
  'application_phone_codes',
  'availability_alerts',
  'bundles',
  'call_back_lines',
  'call_back_places',
  'call_sessions',
  'chart_shares',
  'closure_refunds',
  'coupon_uses',
  'coupons',
  'credit_ledger',
  'credit_usage',
  'customer_birth_details',
  'customer_phone_numbers',
  'customers',
  'earnings_ledger',
  'emulator_records',
  'favorites',
  'job_runs',
  'message_jobs',
  'outbox_messages',
  'payment_orders',
  'payout_batches',
  'payout_items',
  'payout_profile_changes',
  'payout_profiles',
  'payout_runs',
  'phone_pins',
  'phone_verifications',
  'platform_announcements',
  'promotions',
  'purchases',
  'refunds',
  'reviews',
  'satisfaction_requests',
  'saved_paypal_accounts',
  'session',
  'site_settings',
  'spending_limit_raises',
  'spending_limits',
  'staff_audit_log',
  'tarot_cards',
  'tarot_deals',
  'tarot_game_attempts',
  'tarot_games',
  'telephony_status_events',
  'top_ups',
  'user',
  'verification',
  'webhook_receipts',
];

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

describe('migrations', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('apply on a fresh database and create every table', async () => {
    await runMigrations(database);
    const result = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rowsOf<{ table_name: string }>(result).map((row) => row.table_name)).toEqual(EXPECTED_TABLES);
  });

  it('install the append-only trigger on the credit ledger', async () => {
    const result = await database.db.execute(
      sql`select tgname from pg_trigger where tgrelid = 'credit_ledger'::regclass and not tgisinternal order by tgname`,
    );
    expect(rowsOf<{ tgname: string }>(result).map((row) => row.tgname)).toEqual([
      'credit_ledger_no_truncate',
      'credit_ledger_no_update_or_delete',
    ]);
  });

  it('install the append-only trigger on the earnings ledger', async () => {
    const result = await database.db.execute(
      sql`select tgname from pg_trigger where tgrelid = 'earnings_ledger'::regclass and not tgisinternal order by tgname`,
    );
    expect(rowsOf<{ tgname: string }>(result).map((row) => row.tgname)).toEqual([
      'earnings_ledger_no_truncate',
      'earnings_ledger_no_update_or_delete',
    ]);
  });

  it('install the append-only trigger on the staff audit log', async () => {
    const result = await database.db.execute(
      sql`select tgname from pg_trigger where tgrelid = 'staff_audit_log'::regclass and not tgisinternal order by tgname`,
    );
    expect(rowsOf<{ tgname: string }>(result).map((row) => row.tgname)).toEqual([
      'staff_audit_log_no_truncate',
      'staff_audit_log_no_update_or_delete',
    ]);
  });

  it('end the sessions of a customer who becomes inactive or deleted', async () => {
    const result = await database.db.execute(
      sql`select tgname from pg_trigger where tgrelid = 'customers'::regclass and not tgisinternal order by tgname`,
    );
    expect(rowsOf<{ tgname: string }>(result).map((row) => row.tgname)).toEqual([
      'customers_end_sessions_when_closed',
      'customers_login_role',
    ]);
  });

  it('are a no-op when run again', async () => {
    await runMigrations(database);
    const result = await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(rowsOf<{ n: number }>(result)[0]?.n).toBe(MIGRATION_COUNT);
  });

  it('can run from two callers at once', async () => {
    const fresh = await createTestDatabase();
    try {
      await Promise.all([runMigrations(fresh), runMigrations(fresh)]);
      const result = await fresh.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(rowsOf<{ n: number }>(result)[0]?.n).toBe(MIGRATION_COUNT);
    } finally {
      await fresh.drop();
    }
  });
});
