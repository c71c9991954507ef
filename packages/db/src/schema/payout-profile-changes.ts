import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { advisors } from './advisors.ts';
import { bytea, createdAt, timestamptz } from './columns.ts';

/**
 * A payout profile change waiting for the code texted to the advisor's forwarding number. The whole
 * profile is sealed (AES-256-GCM, the key named by `key_id`): nothing of it is ever stored in clear, not
 * even before it is confirmed. Five wrong codes or ten minutes end it; a newer change supersedes it.
 */
export const payoutProfileChanges = pgTable(
  'payout_profile_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => advisors.agentId, { onDelete: 'cascade' }),
    sealedProfile: bytea('sealed_profile').notNull(),
    keyId: text('key_id').notNull(),
    /** HMAC of the code, never the code itself. */
    codeHash: text('code_hash').notNull(),
    /** The number the code was texted to (the forwarding number at the time). */
    sentTo: text('sent_to').notNull(),
    /** The language of the console that asked: the code's text and the notices after the change. */
    language: text('language').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set once: confirmed (the profile written) or ended (superseded, or too many wrong codes). */
    confirmedAt: timestamptz('confirmed_at'),
    endedAt: timestamptz('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('payout_profile_changes_language_known', sql`${t.language} in ('en', 'fr')`),
    check('payout_profile_changes_failed_attempts_non_negative', sql`${t.failedAttempts} >= 0`),
    index('payout_profile_changes_agent_created_at_idx').on(t.agentId, t.createdAt),
  ],
);
