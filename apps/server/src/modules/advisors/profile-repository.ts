import type { AppDb } from '@app/db/client';
import { advisorMedia, advisors } from '@app/db/schema';
import { and, eq, ne } from 'drizzle-orm';
import { isCustomerNumber, lockPhoneClaim } from '../accounts/phone-claims.ts';
import { advisorEditorColumns } from './editor-view.ts';

/** What the advisor's profile page reads; the media only as a version and a flag, never their bytes. */
export function createAdvisorProfileRepository(db: AppDb) {
  return {
    async find(agentId: number) {
      const [row] = await db
        .select(advisorEditorColumns)
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

    /** Takes the number's claim lock for the rest of the transaction (phone-claims.ts). */
    lockPhoneClaim: (phoneE164: string) => lockPhoneClaim(db, phoneE164),

    /**
     * Stores the advisor's forwarding number; false when no advisor has this id. Another advisor's number
     * is refused by the unique constraint (advisors_phone_number_unique), which decides races.
     */
    async setPhoneNumber(agentId: number, phoneE164: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(advisors)
        .set({ phoneNumber: phoneE164, updatedAt: now })
        .where(eq(advisors.agentId, agentId))
        .returning({ agentId: advisors.agentId });
      return rows.length > 0;
    },
  };
}

export type AdvisorProfileRepository = ReturnType<typeof createAdvisorProfileRepository>;
