import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (t) => [
    check('credit_usage_call_end_after_start', sql`${t.callEnd} >= ${t.callStart}`),
    check('credit_usage_minutes_used_non_negative', sql`${t.minutesUsed} >= 0`),
    check('credit_usage_duration_seconds_non_negative', sql`${t.durationSeconds} >= 0`),
    index('credit_usage_customer_id_created_at_idx').on(t.customerId, t.createdAt.desc()),
  ],
);
