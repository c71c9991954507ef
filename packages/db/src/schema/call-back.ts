import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { advisors } from './advisors.ts';
import { timestamptz } from './columns.ts';
import { customers } from './customers.ts';

/**
 * The call-back line of a busy advisor (issue 41): customers waiting to be called back when the advisor's
 * call ends, first joined first called. A place is `waiting` until its call back is claimed (`calling`,
 * once, whichever instance sees the call end: a conditional UPDATE of this row), then `connected` when the
 * customer answered and reached the advisor, or ends as `skipped` (no answer, voicemail, too few minutes,
 * limits, quiet hours, an error), `left` (the customer), `expired` (2 hours) or `cleared` (the advisor went
 * offline). One place at a time per customer.
 */
export const callBackPlaces = pgTable(
  'call_back_places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => advisors.agentId),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The verified number the customer is called back on (E.164), as it was when they joined. */
    phone: text('phone').notNull(),
    language: text('language').notNull().default('en'),
    status: text('status').notNull().default('waiting'),
    /** Why a place ended without a call back reaching the advisor (no-answer, machine, minutes…). */
    endedReason: text('ended_reason'),
    /** The secret of the link in the texts that lets the customer leave without signing in. */
    leaveToken: text('leave_token').notNull().unique(),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** When an instance claimed the call back, and the outbound call it placed (unique: placed once). */
    claimedAt: timestamptz('claimed_at'),
    callSid: text('call_sid').unique(),
    /** Placing the call failed this many times (the Calls API's errors, retried with backoff, then skipped). */
    attempts: integer('attempts').notNull().default(0),
    /** Not before: the next attempt after a Calls API error. */
    retryAt: timestamptz('retry_at'),
    endedAt: timestamptz('ended_at'),
  },
  (t) => [
    check(
      'call_back_places_status',
      sql`${t.status} in ('waiting', 'calling', 'connected', 'skipped', 'left', 'expired', 'cleared')`,
    ),
    check('call_back_places_attempts', sql`${t.attempts} >= 0`),
    // One live place per customer, whichever advisor's line.
    uniqueIndex('call_back_places_one_live_per_customer')
      .on(t.customerId)
      .where(sql`${t.status} in ('waiting', 'calling')`),
    index('call_back_places_line_idx')
      .on(t.agentId, t.joinedAt)
      .where(sql`${t.status} in ('waiting', 'calling')`),
  ],
);

/** An advisor's line settings: paused (no new joins), and when the advisor was last told of a call back. */
export const callBackLines = pgTable('call_back_lines', {
  agentId: integer('agent_id')
    .primaryKey()
    .references(() => advisors.agentId),
  paused: boolean('paused').notNull().default(false),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
