import type { AppDb } from '@app/db/client';
import { customerPhoneNumbers, customers, phoneVerifications } from '@app/db/schema';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { queueMessage } from '../messages/message-jobs.ts';
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

    async phoneNumbersOf(customerId: string): Promise<string[]> {
      const [row] = await db
        .select({ phoneNumbers: customers.phoneNumbers })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row?.phoneNumbers ?? [];
    },

    /**
     * Starts a verification; any earlier pending one for the same number, purpose and owner is superseded.
     * `text`, the code's SMS when we send it ourselves, is queued in the same transaction (the durable
     * message queue, keyed by the verification): the code exists if and only if its text goes out.
     */
    start(input: {
      purpose: Purpose;
      phoneE164: string;
      owner: VerificationOwner;
      codeHash: string | null;
      expiresAt: Date;
      now: Date;
      text?: string | undefined;
    }) {
      return db.transaction(async (tx) => {
        await tx
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
        const [started] = await tx
          .insert(phoneVerifications)
          .values({
            purpose: input.purpose,
            phoneE164: input.phoneE164,
            ...input.owner,
            codeHash: input.codeHash,
            expiresAt: input.expiresAt,
          })
          .returning({ id: phoneVerifications.id });
        if (input.text !== undefined && started) {
          await queueMessage(tx, {
            key: `code:${started.id}`,
            channel: 'sms',
            to: input.phoneE164,
            body: input.text,
          });
        }
      });
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

    /**
     * One transaction: a verified, unused add_phone code of this customer for this number (recent enough)
     * is consumed, the number is registered to the customer (unique: one owner per number) and appended
     * to the customer's list, unless it is an advisor's forwarding number (checked under the number's
     * claim lock, which an advisor's change of number takes too). Returns the new list, or why it could not.
     */
    addVerifiedPhone(input: { customerId: string; phoneE164: string; verifiedSince: Date; now: Date }) {
      return db.transaction(
        async (
          tx,
        ): Promise<
          { ok: true; phoneNumbers: string[] } | { ok: false; reason: 'not-verified' | 'taken' | 'advisor' }
        > => {
          await lockPhoneClaim(tx, input.phoneE164);
          if (await isAdvisorNumber(tx, input.phoneE164)) return { ok: false, reason: 'advisor' };
          const [verification] = await tx
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
          if (!verification) return { ok: false, reason: 'not-verified' };
          const inserted = await tx
            .insert(customerPhoneNumbers)
            .values({ customerId: input.customerId, phoneE164: input.phoneE164, verifiedAt: input.now })
            .onConflictDoNothing({ target: customerPhoneNumbers.phoneE164 })
            .returning({ id: customerPhoneNumbers.id });
          if (inserted.length === 0) return { ok: false, reason: 'taken' };
          await tx
            .update(phoneVerifications)
            .set({ consumedAt: input.now })
            .where(eq(phoneVerifications.id, verification.id));
          const [updated] = await tx
            .update(customers)
            .set({ phoneNumbers: sql`array_append(${customers.phoneNumbers}, ${input.phoneE164})` })
            .where(eq(customers.id, input.customerId))
            .returning({ phoneNumbers: customers.phoneNumbers });
          return { ok: true, phoneNumbers: updated?.phoneNumbers ?? [input.phoneE164] };
        },
      );
    },
  };
}

export type PhoneRepository = ReturnType<typeof createPhoneRepository>;
