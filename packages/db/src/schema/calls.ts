import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { advisors } from './advisors.ts';
import { createdAt, timestamptz } from './columns.ts';
import { customers } from './customers.ts';

/** One row per billed call; call_sid is the telephony provider's id, so a replayed call webhook bills once. */
export const creditUsage = pgTable(
  'credit_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    callSid: text('call_sid').unique(),
    advisorAgentId: integer('advisor_agent_id').references(() => advisors.agentId),
    callStart: timestamptz('call_start').notNull(),
    callEnd: timestamptz('call_end').notNull(),
    minutesUsed: integer('minutes_used').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    /** The advisor's payout rate when the call was settled (cents a minute), so a later change of rate
     * never rewrites what a past call earned; null on calls settled before rates were recorded. */
    payoutCentsPerMinute: integer('payout_cents_per_minute'),
    createdAt: createdAt(),
  },
  (t) => [
    check('credit_usage_call_end_after_start', sql`${t.callEnd} >= ${t.callStart}`),
    check('credit_usage_minutes_used_non_negative', sql`${t.minutesUsed} >= 0`),
    check('credit_usage_duration_seconds_non_negative', sql`${t.durationSeconds} >= 0`),
    index('credit_usage_customer_id_created_at_idx').on(t.customerId, t.createdAt.desc()),
    index('credit_usage_advisor_call_start_idx').on(t.advisorAgentId, t.callStart),
  ],
);

export const callSessionStatus = pgEnum('call_session_status', [
  'gathering',
  'dialing',
  'completed',
  'not_connected',
  'refused',
]);

/**
 * One row per inbound call of a recognised customer (Twilio's CallSid). While a call is 'dialing' its
 * reserved minutes are held back from the balance, so a second simultaneous call can only use what is
 * left; dial-complete settles the reservation exactly once (the row is locked and its status moves on).
 */
export const callSessions = pgTable(
  'call_sessions',
  {
    callSid: text('call_sid').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    fromNumber: text('from_number').notNull(),
    status: callSessionStatus('status').notNull().default('gathering'),
    extensionAttempts: integer('extension_attempts').notNull().default(0),
    advisorAgentId: integer('advisor_agent_id').references(() => advisors.agentId),
    reservedMinutes: integer('reserved_minutes').notNull().default(0),
    dialStartedAt: timestamptz('dial_started_at'),
    endedAt: timestamptz('ended_at'),
    /** The reconciliation job's claim on a stale session: no instance asks Twilio again before then. */
    reconcileAfter: timestamptz('reconcile_after'),
    /**
     * A call bridged in a conference: the advisor's leg (a participant added through the Calls
     * API), the conference, and when the advisor answered. The warning and the cap are due at fixed
     * seconds after that answer; each is claimed once (warned_at, capped_at), whichever instance runs it.
     */
    advisorLegSid: text('advisor_leg_sid'),
    conferenceSid: text('conference_sid'),
    answeredAt: timestamptz('answered_at'),
    warnAt: timestamptz('warn_at'),
    capAt: timestamptz('cap_at'),
    warnedAt: timestamptz('warned_at'),
    cappedAt: timestamptz('capped_at'),
    /**
     * Top-ups during the call (issue 40): whether the caller may leave the conference with star to add
     * minutes (a saved PayPal account when the call was bridged), how many top-ups it has had (each key
     * is `<callSid>:<round>`), and the time on hold while the caller pays, which the bill leaves out.
     */
    topUpOffered: boolean('top_up_offered').notNull().default(false),
    topUpRound: integer('top_up_round').notNull().default(0),
    onHoldSince: timestamptz('on_hold_since'),
    heldSeconds: integer('held_seconds').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('call_sessions_reserved_minutes_non_negative', sql`${t.reservedMinutes} >= 0`),
    check('call_sessions_extension_attempts_non_negative', sql`${t.extensionAttempts} >= 0`),
    check('call_sessions_top_ups_non_negative', sql`${t.topUpRound} >= 0 and ${t.heldSeconds} >= 0`),
    index('call_sessions_customer_id_status_idx').on(t.customerId, t.status),
    // A status push reads whether a call of ours holds the advisor, under the advisor's row lock.
    index('call_sessions_live_advisor_idx').on(t.advisorAgentId).where(sql`${t.status} = 'dialing'`),
    // The timer sweep reads only the calls with a timer still to run.
    index('call_sessions_timers_idx')
      .on(t.warnAt, t.capAt)
      .where(sql`${t.status} = 'dialing' and ${t.capAt} is not null and ${t.cappedAt} is null`),
  ],
);

/**
 * Twilio voice callbacks already answered, keyed by I-Twilio-Idempotency-Token (or the call and its
 * status): a replay gets the stored TwiML back and changes nothing. In the database, so every instance
 * sees it.
 */
export const webhookReceipts = pgTable('webhook_receipts', {
  key: text('key').primaryKey(),
  response: text('response').notNull(),
  createdAt: createdAt(),
});

/**
 * The reserve: a call cut by its cap holds its advisor for the same customer for a short while
 * (busy in the feed), so that a call back after buying minutes reaches them directly. One open hold per
 * advisor; it ends when the customer is reconnected or when it expires (released_at, and why).
 */
export const advisorHolds = pgTable(
  'advisor_holds',
  {
    /** The call that ran out of minutes: a settlement replayed holds nothing twice. */
    callSid: text('call_sid').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => advisors.agentId),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    until: timestamptz('until').notNull(),
    releasedAt: timestamptz('released_at'),
    /** 'reconnected' (the customer called back in time) or 'expired'. */
    outcome: text('outcome'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('advisor_holds_open_agent_idx').on(t.agentId).where(sql`${t.releasedAt} is null`),
    index('advisor_holds_open_customer_idx').on(t.customerId).where(sql`${t.releasedAt} is null`),
    check('advisor_holds_outcome', sql`${t.outcome} is null or ${t.outcome} in ('reconnected', 'expired')`),
  ],
);
