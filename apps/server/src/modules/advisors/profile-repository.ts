import type { AppDb } from '@app/db/client';
import { isUniqueViolation } from '@app/db/errors';
import { advisorMedia, advisors } from '@app/db/schema';
import { and, eq, ne, sql } from 'drizzle-orm';
import { isCustomerNumber, lockPhoneClaim } from '../accounts/phone-claims.ts';
import { PHOTO_VERSION_LENGTH } from './service.ts';

/** What the advisor's profile page reads; the media only as a version and a flag, never their bytes. */
export function createAdvisorProfileRepository(db: AppDb) {
  return {
    async find(agentId: number) {
      const [row] = await db
        .select({
          agentId: advisors.agentId,
          name: advisors.name,
          description: advisors.description,
          descriptionFr: advisors.descriptionFr,
          grammaticalGender: advisors.grammaticalGender,
          schedule: advisors.schedule,
          daysOff: advisors.daysOff,
          phoneNumber: advisors.phoneNumber,
          // The same digest as photoVersion() in service.ts, computed where the bytes are.
          photoVersion: sql<
            string | null
          >`substr(encode(sha256(${advisorMedia.photo}), 'hex'), 1, ${PHOTO_VERSION_LENGTH})`,
          // fetch-audio answers 404 for an empty recording: that is no voice introduction either.
          hasVoice: sql<boolean>`coalesce(octet_length(${advisorMedia.audio}), 0) > 0`,
        })
        .from(advisors)
        .leftJoin(advisorMedia, eq(advisorMedia.agentId, advisors.agentId))
        .where(eq(advisors.agentId, agentId));
      return row;
    },

    /** Whether another advisor's forwarding number is this one (E.164, compared exactly as the phone menu does). */
    async isForwardingNumberOfAnother(agentId: number, phoneE164: string): Promise<boolean> {
      const [row] = await db
        .select({ agentId: advisors.agentId })
        .from(advisors)
        .where(and(eq(advisors.phoneNumber, phoneE164), ne(advisors.agentId, agentId)))
        .limit(1);
      return row !== undefined;
    },

    /** Whether a customer account has verified this number (phone-claims.ts). */
    isCustomerNumber: (phoneE164: string) => isCustomerNumber(db, phoneE164),

    /**
     * 'taken' when another advisor got the number meanwhile (the unique constraint decides races);
     * 'customer' when a customer account has it (checked under the number's claim lock, which a
     * customer's adding of a number takes too).
     */
    async setPhoneNumber(
      agentId: number,
      phoneE164: string,
    ): Promise<'updated' | 'missing' | 'taken' | 'customer'> {
      try {
        return await db.transaction(async (tx) => {
          await lockPhoneClaim(tx, phoneE164);
          if (await isCustomerNumber(tx, phoneE164)) return 'customer';
          const rows = await tx
            .update(advisors)
            .set({ phoneNumber: phoneE164, updatedAt: new Date() })
            .where(eq(advisors.agentId, agentId))
            .returning({ agentId: advisors.agentId });
          return rows.length > 0 ? 'updated' : 'missing';
        });
      } catch (error) {
        if (isUniqueViolation(error, 'advisors_phone_number_unique')) return 'taken';
        throw error;
      }
    },
  };
}

export type AdvisorProfileRepository = ReturnType<typeof createAdvisorProfileRepository>;
