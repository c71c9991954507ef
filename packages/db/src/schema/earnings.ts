import {
  EARNINGS_ADJUSTMENT_REASONS,
  EARNINGS_ENTRY_KINDS,
  type EarningsAdjustmentReason,
  type EarningsEntryKind,
  PAYOUT_ITEM_STATUSES,
  PAYOUT_METHODS,
  type PayoutItemStatus,
  type PayoutMethod,
} from '@app/shared/rules/earnings';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { advisors } from './advisors.ts';
import { user } from './auth.ts';
import { bytea, createdAt, timestamptz } from './columns.ts';

const quotedList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * What we owe each advisor, in cents: the sum of their earnings_ledger rows, kept with the ledger in one
 * transaction. A transaction that changes only an advisor's earnings (an adjustment, a payout) locks this
 * row first; a call's settlement locks it last, after the customer's row (the one lock order of money).
 */
export const advisorEarnings = pgTable('advisor_earnings', {
  agentId: integer('agent_id')
    .primaryKey()
    .references(() => advisors.agentId),
  balanceCents: integer('balance_cents').notNull().default(0),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * Every change of an advisor's earnings, append-only (a trigger rejects UPDATE, DELETE and TRUNCATE).
 * (agent, kind, reference) is unique, so a replayed settlement, run or reconciliation writes nothing twice:
 * a call is earned once (reference: its call sid), a payout item debited once and returned once (its id).
 * The balance after an entry is never negative unless an admin overrode it on an adjustment.
 */
export const earningsLedger = pgTable(
  'earnings_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => advisors.agentId),
    kind: text('kind').$type<EarningsEntryKind>().notNull(),
    deltaCents: integer('delta_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    /** The business key of the cause: the call sid, the payout item's id, the adjustment's request id. */
    reference: text('reference').notNull(),
    /** A call's billed minutes and the rate it was settled at (cents a minute). */
    minutes: integer('minutes'),
    rateCents: integer('rate_cents'),
    /** An adjustment's reason (from the list) and the staff member's note. */
    reason: text('reason').$type<EarningsAdjustmentReason>(),
    note: text('note'),
    /** An admin let this adjustment take the balance below zero. */
    overrideNegative: boolean('override_negative').notNull().default(false),
    /** Who made it (staff for an adjustment or a run, the advisor for an instant payout); null for a call. */
    actorUserId: text('actor_user_id').references(() => user.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('earnings_ledger_agent_kind_reference_key').on(t.agentId, t.kind, t.reference),
    check('earnings_ledger_kind_known', sql`${t.kind} in (${quotedList(EARNINGS_ENTRY_KINDS)})`),
    check('earnings_ledger_delta_non_zero', sql`${t.deltaCents} <> 0`),
    check('earnings_ledger_balance_non_negative', sql`${t.balanceAfterCents} >= 0 or ${t.overrideNegative}`),
    check(
      'earnings_ledger_reason_known',
      sql`${t.reason} is null or ${t.reason} in (${quotedList(EARNINGS_ADJUSTMENT_REASONS)})`,
    ),
    check(
      'earnings_ledger_adjustment_explained',
      sql`${t.kind} <> 'adjustment' or (${t.reason} is not null and ${t.note} is not null)`,
    ),
    check(
      'earnings_ledger_call_priced',
      sql`${t.kind} <> 'call' or (${t.minutes} > 0 and ${t.rateCents} >= 0)`,
    ),
    check(
      'earnings_ledger_override_adjustment_only',
      sql`not ${t.overrideNegative} or ${t.kind} = 'adjustment'`,
    ),
    index('earnings_ledger_agent_created_at_idx').on(t.agentId, t.createdAt, t.id),
  ],
);

/**
 * Where and to whom an advisor is paid. The SIN or business number and the birth date are sealed with
 * authenticated encryption (AES-256-GCM, the key named by `key_id`); only the last three digits of the
 * number are kept in clear, for the mask. A change holds the next payout until `hold_until`.
 */
export const payoutProfiles = pgTable(
  'payout_profiles',
  {
    agentId: integer('agent_id')
      .primaryKey()
      .references(() => advisors.agentId),
    method: text('method').$type<PayoutMethod>().notNull(),
    /** The e-mail address or mobile number (E.164) the money goes to. */
    destination: text('destination').notNull(),
    legalName: text('legal_name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    /** Two-letter province or territory code. */
    province: text('province').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('CA'),
    /** 'sin' (an individual) or 'bn' (a business number). */
    tinKind: text('tin_kind').notNull(),
    tinCiphertext: bytea('tin_ciphertext').notNull(),
    tinLast3: text('tin_last3').notNull(),
    birthDateCiphertext: bytea('birth_date_ciphertext'),
    /** The key that sealed the two ciphertexts (PAYOUT_DATA_KEYS), so keys can be rotated. */
    keyId: text('key_id').notNull(),
    gstHstNumber: text('gst_hst_number'),
    qstNumber: text('qst_number'),
    /** No payout leaves before this (48 h after the last change: account-takeover defence). */
    holdUntil: timestamptz('hold_until'),
    /** The language of the console that confirmed the last change: the advisor's payout notices speak it. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('payout_profiles_method_known', sql`${t.method} in (${quotedList(PAYOUT_METHODS)})`),
    check('payout_profiles_tin_kind_known', sql`${t.tinKind} in ('sin', 'bn')`),
    check('payout_profiles_tin_last3', sql`${t.tinLast3} ~ '^[0-9]{3}$'`),
    check('payout_profiles_language_known', sql`${t.language} in ('en', 'fr')`),
  ],
);

/**
 * A payout run of one pay period ('2026-11-1': the 1st to the 15th; '2026-11-2': the 16th to the end),
 * or an advisor's instant payout ('instant:1001:2026-11-28'). Inserting the run's key is what makes a
 * confirmation happen once: a second confirm, a double click or another instance finds the key taken.
 */
export const payoutRuns = pgTable('payout_runs', {
  runKey: text('run_key').primaryKey(),
  /** The pay period, for a period run; null for an instant payout. */
  period: text('period'),
  minimumCents: integer('minimum_cents').notNull(),
  /** The preview's lines as they were confirmed (who was carried over or held, and why). */
  lines: jsonb('lines').notNull(),
  confirmedBy: text('confirmed_by').references(() => user.id),
  createdAt: createdAt(),
});

/** One batch per method of a run, sent to its provider (PayPal Payouts, Gigadat e-Transfer out). */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runKey: text('run_key')
      .notNull()
      .references(() => payoutRuns.runKey),
    method: text('method').$type<PayoutMethod>().notNull(),
    /** 'created' (recorded, not yet accepted by the provider), 'sent', 'done' (every item settled). */
    status: text('status').notNull().default('created'),
    providerBatchId: text('provider_batch_id'),
    totalCents: integer('total_cents').notNull(),
    sentAt: timestamptz('sent_at'),
    /** The reconciliation pass's claim: no instance asks the provider again before then. */
    reconcileAfter: timestamptz('reconcile_after'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payout_batches_run_method_idx').on(t.runKey, t.method),
    check('payout_batches_method_known', sql`${t.method} in (${quotedList(PAYOUT_METHODS)})`),
    check('payout_batches_status_known', sql`${t.status} in ('created', 'sent', 'done')`),
    check('payout_batches_total_positive', sql`${t.totalCents} > 0`),
    index('payout_batches_open_idx').on(t.status).where(sql`${t.status} <> 'done'`),
  ],
);

/** One advisor's payment in a batch; its id is the ledger reference of the debit and of any return. */
export const payoutItems = pgTable(
  'payout_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => payoutBatches.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => advisors.agentId),
    amountCents: integer('amount_cents').notNull(),
    method: text('method').$type<PayoutMethod>().notNull(),
    /** Where it was sent (a copy: a later profile change does not rewrite where past money went). */
    destination: text('destination').notNull(),
    status: text('status').$type<PayoutItemStatus>().notNull().default('created'),
    providerItemId: text('provider_item_id'),
    failureReason: text('failure_reason'),
    sentAt: timestamptz('sent_at'),
    settledAt: timestamptz('settled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payout_items_batch_agent_idx').on(t.batchId, t.agentId),
    index('payout_items_agent_created_at_idx').on(t.agentId, t.createdAt),
    check('payout_items_amount_positive', sql`${t.amountCents} > 0`),
    check('payout_items_status_known', sql`${t.status} in (${quotedList(PAYOUT_ITEM_STATUSES)})`),
  ],
);
