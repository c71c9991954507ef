import type { AppDb } from '@app/db/client';
import { customerPhoneNumbers, customers, phoneVerifications } from '@app/db/schema';
import { and, asc, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { isAdvisorNumber, lockPhoneClaim } from './phone-claims.ts';

export type Purpose = (typeof phoneVerifications.$inferSelect)['purpose'];
export type VerificationRow = typeof phoneVerifications.$inferSelect;
/** Whom a code is for: a customer (sign-in, add-phone) or an advisor (forwarding number). */
export type VerificationOwner = { customerId: string } | { advisorAgentId: number };

const ownedBy = (owner: VerificationOwner) =>
  'customerId' in owner
    ? eq(phoneVerifications.customerId, owner.customerId)
    : eq(phoneVerifications.advisorAgentId, owner.advisorAgentId);

export function createPhoneRepository(db: AppDb) {
  return {
    /** SPEC 7 search_phone_numbers: the owner of a verified number, matched on its last 10 digits. */
    async findOwnerByLookupKey(lookupKey: string): Promise<string | undefined> {
      const [row] = await db
        .select({ customerId: customerPhoneNumbers.customerId })
        .from(customerPhoneNumbers)
        .where(eq(customerPhoneNumbers.lookupKey, lookupKey))
        .limit(1);
      return row?.customerId;
    },

    /** Whether the number is an advisor's forwarding number (phone-claims.ts). */
    isAdvisorNumber: (phoneE164: string) => isAdvisorNumber(db, phoneE164),

    /** The customer's verified numbers, first verified first. */
    async verifiedNumbersOf(customerId: string): Promise<string[]> {
      const numbers = await db
        .select({ phone: customerPhoneNumbers.phoneE164 })
        .from(customerPhoneNumbers)
        .where(
          and(eq(customerPhoneNumbers.customerId, customerId), isNotNull(customerPhoneNumbers.verifiedAt)),
        )
        .orderBy(asc(customerPhoneNumbers.verifiedAt));
      return numbers.map((row) => row.phone);
    },

    async phoneNumbersOf(customerId: string): Promise<string[]> {
      const [row] = await db
        .select({ phoneNumbers: customers.phoneNumbers })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row?.phoneNumbers ?? [];
    },

    /** Supersedes the pending codes of this number, purpose and owner (marks them consumed). */
    async supersedePending(input: {
      purpose: Purpose;
      phoneE164: string;
      owner: VerificationOwner;
      now: Date;
    }): Promise<void> {
      await db
        .update(phoneVerifications)
        .set({ consumedAt: input.now })
        .where(
          and(
            eq(phoneVerifications.purpose, input.purpose),
            eq(phoneVerifications.phoneE164, input.phoneE164),
            ownedBy(input.owner),
            isNull(phoneVerifications.verifiedAt),
            isNull(phoneVerifications.consumedAt),
          ),
        );
    },

    /** A new pending code; its id. */
    async insertVerification(input: {
      purpose: Purpose;
      phoneE164: string;
      owner: VerificationOwner;
      codeHash: string | null;
      expiresAt: Date;
    }): Promise<{ id: string } | undefined> {
      const [started] = await db
        .insert(phoneVerifications)
        .values({
          purpose: input.purpose,
          phoneE164: input.phoneE164,
          ...input.owner,
          codeHash: input.codeHash,
          expiresAt: input.expiresAt,
        })
        .returning({ id: phoneVerifications.id });
      return started;
    },

    async latestPending(input: {
      purpose: Purpose;
      phoneE164: string;
      owner?: VerificationOwner | undefined;
    }): Promise<VerificationRow | undefined> {
      const [row] = await db
        .select()
        .from(phoneVerifications)
        .where(
          and(
            eq(phoneVerifications.purpose, input.purpose),
            eq(phoneVerifications.phoneE164, input.phoneE164),
            input.owner ? ownedBy(input.owner) : undefined,
            isNull(phoneVerifications.verifiedAt),
            isNull(phoneVerifications.consumedAt),
          ),
        )
        .orderBy(desc(phoneVerifications.createdAt))
        .limit(1);
      return row;
    },

    /**
     * Takes one of `maxTries` tries on a live code BEFORE the code is compared, in one conditional UPDATE:
     * concurrent guesses cannot all read "tries left" first. `failed_attempts` counts wrong codes plus tries
     * being checked; a right code gives its try back (markVerified). Returns the try's number (1 to
     * maxTries), or undefined when the code is dead: used, expired or out of tries.
     */
    async reserveTry(id: string, maxTries: number, now: Date): Promise<number | undefined> {
      const [row] = await db
        .update(phoneVerifications)
        .set({ failedAttempts: sql`${phoneVerifications.failedAttempts} + 1` })
        .where(
          and(
            eq(phoneVerifications.id, id),
            lt(phoneVerifications.failedAttempts, maxTries),
            isNull(phoneVerifications.verifiedAt),
            isNull(phoneVerifications.consumedAt),
            gt(phoneVerifications.expiresAt, now),
          ),
        )
        .returning({ tries: phoneVerifications.failedAttempts });
      return row?.tries;
    },

    /** Gives back a try that was not a wrong code (the code could not be checked at all). */
    async releaseTry(id: string): Promise<void> {
      await db
        .update(phoneVerifications)
        .set({ failedAttempts: sql`${phoneVerifications.failedAttempts} - 1` })
        .where(and(eq(phoneVerifications.id, id), gt(phoneVerifications.failedAttempts, 0)));
    },

    /**
     * Marks the code verified, once, unless it was used or expired meanwhile, and gives back the try the
     * right code held. No "tries left" condition: the caller holds one of the allowed tries already.
     */
    async markVerified(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(phoneVerifications)
        .set({
          verifiedAt: now,
          failedAttempts: sql`greatest(${phoneVerifications.failedAttempts} - 1, 0)`,
        })
        .where(
          and(
            eq(phoneVerifications.id, id),
            isNull(phoneVerifications.verifiedAt),
            isNull(phoneVerifications.consumedAt),
            gt(phoneVerifications.expiresAt, now),
          ),
        )
        .returning({ id: phoneVerifications.id });
      return rows.length > 0;
    },

    /** Consumes a verified sign-in code (single use); false if it was used already. */
    async consume(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(phoneVerifications)
        .set({ consumedAt: now })
        .where(and(eq(phoneVerifications.id, id), isNull(phoneVerifications.consumedAt)))
        .returning({ id: phoneVerifications.id });
      return rows.length > 0;
    },

    /** Takes the number's claim lock for the rest of the transaction (phone-claims.ts). */
    lockPhoneClaim: (phoneE164: string) => lockPhoneClaim(db, phoneE164),

    /**
     * The customer's latest verified, unused add_phone code for this number verified after `verifiedSince`,
     * locked (FOR UPDATE); its id, or undefined.
     */
    async lockVerifiedAddPhone(input: {
      customerId: string;
      phoneE164: string;
      verifiedSince: Date;
    }): Promise<string | undefined> {
      const [verification] = await db
        .select({ id: phoneVerifications.id })
        .from(phoneVerifications)
        .where(
          and(
            eq(phoneVerifications.purpose, 'add_phone'),
            eq(phoneVerifications.customerId, input.customerId),
            eq(phoneVerifications.phoneE164, input.phoneE164),
            gt(phoneVerifications.verifiedAt, input.verifiedSince),
            isNull(phoneVerifications.consumedAt),
          ),
        )
        .orderBy(desc(phoneVerifications.verifiedAt))
        .limit(1)
        .for('update');
      return verification?.id;
    },

    /** Registers the number to the customer; false when it has an owner already (one owner per number). */
    async insertOwnership(customerId: string, phoneE164: string, verifiedAt: Date): Promise<boolean> {
      const inserted = await db
        .insert(customerPhoneNumbers)
        .values({ customerId, phoneE164, verifiedAt })
        .onConflictDoNothing({ target: customerPhoneNumbers.phoneE164 })
        .returning({ id: customerPhoneNumbers.id });
      return inserted.length > 0;
    },

    /** Marks a code consumed, unconditionally (the caller holds its row locked). */
    async markConsumed(id: string, now: Date): Promise<void> {
      await db.update(phoneVerifications).set({ consumedAt: now }).where(eq(phoneVerifications.id, id));
    },

    /** Appends the number to the customer's list; the list as it is after, undefined without the customer. */
    async appendToPhoneList(customerId: string, phoneE164: string): Promise<string[] | undefined> {
      const [updated] = await db
        .update(customers)
        .set({ phoneNumbers: sql`array_append(${customers.phoneNumbers}, ${phoneE164})` })
        .where(eq(customers.id, customerId))
        .returning({ phoneNumbers: customers.phoneNumbers });
      return updated?.phoneNumbers;
    },
  };
}

export type PhoneRepository = ReturnType<typeof createPhoneRepository>;
