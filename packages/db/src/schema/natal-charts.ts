import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { advisors } from './advisors.ts';
import { bytea, createdAt, timestamptz } from './columns.ts';
import { customers } from './customers.ts';

/**
 * A customer's birth time and place (issue 42): optional personal data that only adds the Ascendant, the
 * Moon's exact sign and the houses to their chart. Sealed as one value (AES-256-GCM under a key of
 * PAYOUT_DATA_KEYS, its additional data naming the customer), so neither column says when or where anyone
 * was born; deleted with its row when the customer removes it or closes the account.
 */
export const customerBirthDetails = pgTable('customer_birth_details', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  sealed: bytea('sealed').notNull(),
  keyId: text('key_id').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * Who may see a customer's chart in the console (issue 42): one row per advisor chosen, or one row with
 * no advisor for all of them. Off by default (no row); removing the row revokes at once. The advisor sees
 * the chart during a call with the customer and for 24 hours after it, never the birth time or place.
 */
export const chartShares = pgTable(
  'chart_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Null: every advisor. */
    agentId: integer('agent_id').references(() => advisors.agentId),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chart_shares_customer_agent_key').on(t.customerId, sql`coalesce(${t.agentId}, 0)`),
    index('chart_shares_agent_idx').on(t.agentId),
  ],
);
