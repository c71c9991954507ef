import type { AppDb } from '@app/db/client';
import {
  advisorApplicationMedia,
  advisorApplications,
  advisors,
  applicationPhoneCodes,
  user,
} from '@app/db/schema';
import type { ApplicationStatus } from '@app/shared/schemas/applications';
import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';

/** Statuses of an application still under way: the applicant may withdraw it, and may not apply again. */
export const OPEN_STATUSES = [
  'new',
  'screening',
  'test_reading',
] as const satisfies readonly ApplicationStatus[];

/** The advisory lock class of an applicant's e-mail and phone while an application is decided (issue 43). */
const APPLICANT_LOCK = 2_104_043;

export type NewApplication = typeof advisorApplications.$inferInsert;

/** An earlier application of the same e-mail or phone, as the re-application rules read it. */
export interface EarlierApplication {
  status: ApplicationStatus;
  decidedAt: Date | null;
  createdAt: Date;
}

/** Rows of the applicant's side (issue 43). `db` is the database or the transaction that decides. */
export function createApplicationsRepository(db: AppDb) {
  return {
    /** Ends the codes of this number still waiting to be typed: only the newest one counts. */
    async supersedePendingCodes(phone: string, now: Date): Promise<void> {
      await db
        .update(applicationPhoneCodes)
        .set({ expiresAt: now })
        .where(
          and(
            eq(applicationPhoneCodes.phone, phone),
            isNull(applicationPhoneCodes.verifiedAt),
            gt(applicationPhoneCodes.expiresAt, now),
          ),
        );
    },

    async insertCode(values: { phone: string; codeHash: string; expiresAt: Date }): Promise<string> {
      const [row] = await db
        .insert(applicationPhoneCodes)
        .values(values)
        .returning({ id: applicationPhoneCodes.id });
      return row!.id;
    },

    /** The newest code texted to this number, whatever its state. */
    async latestCode(phone: string) {
      const [row] = await db
        .select()
        .from(applicationPhoneCodes)
        .where(eq(applicationPhoneCodes.phone, phone))
        .orderBy(desc(applicationPhoneCodes.createdAt))
        .limit(1);
      return row;
    },

    /**
     * Takes one of the code's tries before it is compared (an atomic UPDATE, so concurrent guesses compare
     * at most `maxTries` codes); the try number, or undefined when the code can no longer be tried.
     */
    async takeTry(id: string, maxTries: number, now: Date): Promise<number | undefined> {
      const [row] = await db
        .update(applicationPhoneCodes)
        .set({ failedAttempts: sql`${applicationPhoneCodes.failedAttempts} + 1` })
        .where(
          and(
            eq(applicationPhoneCodes.id, id),
            lt(applicationPhoneCodes.failedAttempts, maxTries),
            isNull(applicationPhoneCodes.verifiedAt),
            isNull(applicationPhoneCodes.consumedAt),
            gt(applicationPhoneCodes.expiresAt, now),
          ),
        )
        .returning({ tries: applicationPhoneCodes.failedAttempts });
      return row?.tries;
    },

    /** The right code: verified, its try given back (it was no failure). */
    async markVerified(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(applicationPhoneCodes)
        .set({ verifiedAt: now, failedAttempts: sql`${applicationPhoneCodes.failedAttempts} - 1` })
        .where(and(eq(applicationPhoneCodes.id, id), isNull(applicationPhoneCodes.verifiedAt)))
        .returning({ id: applicationPhoneCodes.id });
      return rows.length > 0;
    },

    /** Whether the number has a verified code, verified since `since`, that no application has used. */
    async hasVerifiedCode(phone: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: applicationPhoneCodes.id })
        .from(applicationPhoneCodes)
        .where(verifiedUnused(phone, since))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Uses the newest verified, unused code of the number (verified since `since`), in one conditional
     * UPDATE: of two submissions at once, the second waits for the first's row lock, then finds the code
     * used, and gets nothing. The code's id, or undefined.
     */
    async consumeVerifiedCode(phone: string, since: Date, now: Date): Promise<string | undefined> {
      const newest = db
        .select({ id: applicationPhoneCodes.id })
        .from(applicationPhoneCodes)
        .where(verifiedUnused(phone, since))
        .orderBy(desc(applicationPhoneCodes.verifiedAt))
        .limit(1);
      const [row] = await db
        .update(applicationPhoneCodes)
        .set({ consumedAt: now })
        .where(and(eq(applicationPhoneCodes.id, sql`(${newest})`), isNull(applicationPhoneCodes.consumedAt)))
        .returning({ id: applicationPhoneCodes.id });
      return row?.id;
    },

    /**
     * Serialises the decisions about one applicant (their e-mail, then their phone: always in this order,
     * so two of them never wait on each other) until the transaction ends.
     */
    async lockApplicant(email: string, phone: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${APPLICANT_LOCK}, hashtext(${`email:${email}`}))`);
      await db.execute(sql`select pg_advisory_xact_lock(${APPLICANT_LOCK}, hashtext(${`phone:${phone}`}))`);
    },

    /** The applications, withdrawn ones aside, sent with this e-mail or this phone. */
    async earlierApplications(email: string, phone: string): Promise<EarlierApplication[]> {
      return db
        .select({
          status: advisorApplications.status,
          decidedAt: advisorApplications.decidedAt,
          createdAt: advisorApplications.createdAt,
        })
        .from(advisorApplications)
        .where(
          and(
            or(eq(advisorApplications.email, email), eq(advisorApplications.phone, phone)),
            inArray(advisorApplications.status, [...OPEN_STATUSES, 'approved', 'rejected']),
          ),
        );
    },

    /**
     * Whether an advisor (active, deactivated or a draft) already has this forwarding number, or a login
     * with this e-mail.
     */
    async isAdvisor(email: string, phone: string): Promise<boolean> {
      const [row] = await db
        .select({ agentId: advisors.agentId })
        .from(advisors)
        .leftJoin(user, eq(user.id, advisors.userId))
        .where(or(eq(advisors.phoneNumber, phone), eq(user.email, email)))
        .limit(1);
      return row !== undefined;
    },

    async insertApplication(values: NewApplication): Promise<string> {
      const [row] = await db
        .insert(advisorApplications)
        .values(values)
        .returning({ id: advisorApplications.id });
      return row!.id;
    },

    async insertMedia(
      applicationId: string,
      media: Record<'photo' | 'voice', { bytes: Buffer; contentType: string }>,
    ): Promise<void> {
      await db.insert(advisorApplicationMedia).values(
        (['photo', 'voice'] as const).map((kind) => ({
          applicationId,
          kind,
          contentType: media[kind].contentType,
          bytes: media[kind].bytes,
        })),
      );
    },

    async statusByWithdrawToken(token: string): Promise<ApplicationStatus | undefined> {
      const [row] = await db
        .select({ status: advisorApplications.status })
        .from(advisorApplications)
        .where(eq(advisorApplications.withdrawToken, token))
        .limit(1);
      return row?.status;
    },

    /** Withdraws an application still under way; false when it was not (or no longer) open. */
    async withdraw(token: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(advisorApplications)
        .set({ status: 'withdrawn', decidedAt: now, updatedAt: now })
        .where(
          and(
            eq(advisorApplications.withdrawToken, token),
            inArray(advisorApplications.status, [...OPEN_STATUSES]),
          ),
        )
        .returning({ id: advisorApplications.id });
      return rows.length > 0;
    },
  };
}

/** A verified code of this number, verified since `since`, not yet used. */
function verifiedUnused(phone: string, since: Date) {
  return and(
    eq(applicationPhoneCodes.phone, phone),
    isNotNull(applicationPhoneCodes.verifiedAt),
    gte(applicationPhoneCodes.verifiedAt, since),
    isNull(applicationPhoneCodes.consumedAt),
  );
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
