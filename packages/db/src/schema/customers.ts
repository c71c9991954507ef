import { PROVINCES } from '@app/shared/rules/sales-tax-rates';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, timestamptz } from './columns.ts';

/** The spec's customer record; its id is the better-auth user id, so a customer cannot exist without a login. */
export const customers = pgTable(
  'customers',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    birthDate: date('birth_date'),
    /** Consent to offers and news by e-mail: express consent only (Canada's anti-spam law), so no by default. */
    emailnotifications: boolean('emailnotifications').notNull().default(false),
    /** First entry is the primary number (spec); ownership of each number lives in customer_phone_numbers. */
    phoneNumbers: text('phone_numbers').array().notNull().default(sql`'{}'::text[]`),
    /** Balance in minutes; the credit ledger records every change to it. */
    credits: integer('credits').notNull().default(0),
    createdAt: createdAt(),
    lastConnectetAt: timestamptz('last_connectet_at'),
    isActive: boolean('is_active').notNull().default(true),
    deletedAt: timestamptz('deleted_at'),
    /** Set once the welcome e-mail is sent, so POST sendEmail can never send it twice. */
    welcomeEmailSentAt: timestamptz('welcome_email_sent_at'),
    /** 'en' or 'fr': the language of the customer's e-mails, texts and phone line. */
    language: text('language').notNull().default('en'),
    /** How the receipt after each call is sent: 'email', 'sms' (to a verified number) or 'none'. */
    callReceipts: text('call_receipts').notNull().default('email'),
    /**
     * The billing address's province or territory: where the customer is taxed (null until they give it,
     * then taxed as in Québec). Set with `postal_code`, never one without the other.
     */
    province: text('province'),
    /** The billing address's postal code, in its normal form ('H2X 1Y4'). */
    postalCode: text('postal_code'),
  },
  (t) => [
    check(
      'customers_province_known',
      sql`${t.province} is null or ${t.province} in (${sql.raw(PROVINCES.map((p) => `'${p}'`).join(', '))})`,
    ),
    check('customers_billing_address_whole', sql`(${t.province} is null) = (${t.postalCode} is null)`),
    check('customers_language_known', sql`${t.language} in ('en', 'fr')`),
    check('customers_call_receipts_known', sql`${t.callReceipts} in ('email', 'sms', 'none')`),
    check('customers_credits_non_negative', sql`${t.credits} >= 0`),
    // Sign-up lower-cases e-mails (spec section 5); a mixed-case copy would dodge the unique key.
    check('customers_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);

/** A verified number belongs to exactly one customer, which makes phone sign-in unambiguous. */
export const customerPhoneNumbers = pgTable(
  'customer_phone_numbers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    phoneE164: text('phone_e164').notNull().unique(),
    /** Customers are looked up by the last 10 digits (spec section 5); derived so it can never disagree. */
    lookupKey: text('lookup_key').notNull().generatedAlwaysAs(sql`right(phone_e164, 10)`),
    verifiedAt: timestamptz('verified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('customer_phone_numbers_e164', sql`${t.phoneE164} ~ '^\\+[1-9][0-9]{9,14}$'`),
    index('customer_phone_numbers_lookup_key_idx').on(t.lookupKey),
    index('customer_phone_numbers_customer_id_idx').on(t.customerId),
  ],
);

/**
 * The PIN a customer sets to reach their account from a phone that is not theirs: hashed like a
 * password, and locked for 15 minutes after 5 wrong tries. Each try is counted before the PIN is checked
 * (an UPDATE of this row), so concurrent guesses cannot check more than the limit.
 */
export const phonePins = pgTable(
  'phone_pins',
  {
    customerId: text('customer_id')
      .primaryKey()
      .references(() => customers.id),
    pinHash: text('pin_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('phone_pins_failed_attempts_non_negative', sql`${t.failedAttempts} >= 0`)],
);
