import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { advisors } from './advisors.ts';
import { createdAt, timestamptz } from './columns.ts';
import { customers } from './customers.ts';

/**
 * Why a code was sent: to sign in with a number already on an account, to add a number to one, or to
 * make a number an advisor's forwarding number.
 */
export const phoneVerificationPurpose = pgEnum('phone_verification_purpose', [
  'sign_in',
  'add_phone',
  'advisor_phone',
]);

/**
 * One row per code sent. With Twilio Verify the code lives at Twilio and `code_hash` is null; the row still
 * counts wrong tries (5 invalidate it) and, once verified, is what allows add-phone for that number only.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: phoneVerificationPurpose('purpose').notNull(),
    phoneE164: text('phone_e164').notNull(),
    /** The signed-in customer adding the number (add_phone), or the number's owner (sign_in). */
    customerId: text('customer_id').references(() => customers.id),
    /** The advisor changing their forwarding number (advisor_phone); exactly one owner per row. */
    advisorAgentId: integer('advisor_agent_id').references(() => advisors.agentId, { onDelete: 'cascade' }),
    /** scrypt/HMAC hash of the code when the dev outbox sends it; never the code itself. */
    codeHash: text('code_hash'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    verifiedAt: timestamptz('verified_at'),
    /** Set when the verification has been used (number added, or session created): single use. */
    consumedAt: timestamptz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('phone_verifications_e164', sql`${t.phoneE164} ~ '^\\+[1-9][0-9]{9,14}$'`),
    check('phone_verifications_failed_attempts_non_negative', sql`${t.failedAttempts} >= 0`),
    check('phone_verifications_one_owner', sql`(${t.customerId} is null) <> (${t.advisorAgentId} is null)`),
    index('phone_verifications_phone_created_at_idx').on(t.phoneE164, t.createdAt.desc()),
    index('phone_verifications_customer_id_idx').on(t.customerId),
    index('phone_verifications_advisor_agent_id_idx').on(t.advisorAgentId),
  ],
);
