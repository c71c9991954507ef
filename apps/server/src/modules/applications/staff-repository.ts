import type { AppDb } from '@app/db/client';
import {
  advisorApplicationMedia,
  advisorApplicationNotes,
  advisorApplications,
  advisorOnboarding,
  advisors,
  staffAuditLog,
  user,
} from '@app/db/schema';
import { STAFF_ROLES } from '@app/shared/rules/roles';
import type { StaffApplicationQuery } from '@app/shared/schemas/application-screening';
import type { StaffAuditAction } from '@app/shared/schemas/staff';
import { and, arrayContains, asc, desc, eq, inArray, not, or, sql } from 'drizzle-orm';
import { pageWithTotal } from '../../db-paging.ts';

export type ApplicationRow = typeof advisorApplications.$inferSelect;
export type ApplicationChange = Partial<
  Pick<
    ApplicationRow,
    'status' | 'testReadingAt' | 'screenerUserId' | 'testScores' | 'decidedAt' | 'rejectReason' | 'agentId'
  >
>;

const summaryColumns = {
  id: advisorApplications.id,
  status: advisorApplications.status,
  name: advisorApplications.name,
  province: advisorApplications.province,
  language: advisorApplications.language,
  languages: advisorApplications.languages,
  specialties: advisorApplications.specialties,
  createdAt: advisorApplications.createdAt,
  testReadingAt: advisorApplications.testReadingAt,
};

/**
 * The back office's rows of applications (issue 43): the queue, one application with its notes, media
 * and history, and the writes of screening and deciding. `db` is the database or the transaction.
 */
export function createStaffApplicationsRepository(db: AppDb) {
  return {
    /** One page of the queue, newest first (the id breaks ties, so pages never overlap). */
    page(query: StaffApplicationQuery) {
      const where = and(
        query.status ? eq(advisorApplications.status, query.status) : undefined,
        query.language ? eq(advisorApplications.language, query.language) : undefined,
        query.specialty ? arrayContains(advisorApplications.specialties, [query.specialty]) : undefined,
      );
      return pageWithTotal(
        db
          .select(summaryColumns)
          .from(advisorApplications)
          .where(where)
          .orderBy(desc(advisorApplications.createdAt), desc(advisorApplications.id))
          .$dynamic(),
        db.select({ n: sql<number>`count(*)::int` }).from(advisorApplications).where(where),
        query,
      );
    },

    async find(id: string): Promise<ApplicationRow | undefined> {
      const [row] = await db.select().from(advisorApplications).where(eq(advisorApplications.id, id));
      return row;
    },

    /** The application locked FOR UPDATE until the transaction ends: its decisions wait for each other. */
    async lock(id: string): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(advisorApplications)
        .where(eq(advisorApplications.id, id))
        .for('update');
      return row;
    },

    async update(id: string, change: ApplicationChange, at: Date): Promise<void> {
      await db
        .update(advisorApplications)
        .set({ ...change, updatedAt: at })
        .where(eq(advisorApplications.id, id));
    },

    /** The stored content type of each file, without the bytes. */
    mediaTypes(id: string) {
      return db
        .select({ kind: advisorApplicationMedia.kind, contentType: advisorApplicationMedia.contentType })
        .from(advisorApplicationMedia)
        .where(eq(advisorApplicationMedia.applicationId, id));
    },

    /** The files with their bytes (one kind, or both). */
    media(id: string, kind?: 'photo' | 'voice') {
      return db
        .select({
          kind: advisorApplicationMedia.kind,
          contentType: advisorApplicationMedia.contentType,
          bytes: advisorApplicationMedia.bytes,
        })
        .from(advisorApplicationMedia)
        .where(
          and(
            eq(advisorApplicationMedia.applicationId, id),
            kind ? eq(advisorApplicationMedia.kind, kind) : undefined,
          ),
        );
    },

    /** The notes, oldest first, with their author's name (null once the login is gone). */
    notes(id: string) {
      return db
        .select({
          id: advisorApplicationNotes.id,
          body: advisorApplicationNotes.body,
          authorName: user.name,
          createdAt: advisorApplicationNotes.createdAt,
        })
        .from(advisorApplicationNotes)
        .leftJoin(user, eq(user.id, advisorApplicationNotes.authorUserId))
        .where(eq(advisorApplicationNotes.applicationId, id))
        .orderBy(asc(advisorApplicationNotes.createdAt), asc(advisorApplicationNotes.id));
    },

    async insertNote(applicationId: string, authorUserId: string, body: string): Promise<string> {
      const [row] = await db
        .insert(advisorApplicationNotes)
        .values({ applicationId, authorUserId, body })
        .returning({ id: advisorApplicationNotes.id });
      return row!.id;
    },

    /** A login as a screener: its name, and whether it is staff (support or admin, not banned). */
    async staffMember(userId: string): Promise<{ name: string; isStaff: boolean } | undefined> {
      const [row] = await db
        .select({ name: user.name, role: user.role, banned: user.banned })
        .from(user)
        .where(eq(user.id, userId));
      if (!row) return undefined;
      const isStaff = (STAFF_ROLES as readonly string[]).includes(row.role) && row.banned !== true;
      return { name: row.name, isStaff };
    },

    /** Staff who may play the client of a test reading: support and admin logins not banned, by name. */
    screeners() {
      return db
        .select({ userId: user.id, name: user.name, email: user.email, role: user.role })
        .from(user)
        .where(
          and(
            inArray(user.role, [...STAFF_ROLES]),
            or(sql`${user.banned} is null`, not(eq(user.banned, true))),
          ),
        )
        .orderBy(asc(user.name), asc(user.email));
    },

    /**
     * The audit rows of `target`, and those of `also` (another target, for some actions only: the
     * publication of the advisor an approval made), newest first, with the actor's name.
     */
    history(target: string, also?: { target: string; actions: StaffAuditAction[] }) {
      return db
        .select({
          at: staffAuditLog.at,
          action: staffAuditLog.action,
          actorName: user.name,
          actorEmail: staffAuditLog.actorEmail,
        })
        .from(staffAuditLog)
        .leftJoin(user, eq(user.id, staffAuditLog.actorUserId))
        .where(
          or(
            eq(staffAuditLog.target, target),
            also
              ? and(eq(staffAuditLog.target, also.target), inArray(staffAuditLog.action, also.actions))
              : undefined,
          ),
        )
        .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id));
    },

    /** The advisor an approval made: whether it is still a draft, and its login. */
    async advisor(agentId: number): Promise<{ draft: boolean; userId: string | null } | undefined> {
      const [row] = await db
        .select({ draft: advisors.draft, userId: advisors.userId })
        .from(advisors)
        .where(eq(advisors.agentId, agentId));
      return row;
    },

    /** The login with this e-mail (any role), if any. */
    async loginWithEmail(email: string): Promise<string | undefined> {
      const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase()));
      return row?.id;
    },

    async insertOnboarding(agentId: number, applicationId: string): Promise<void> {
      await db.insert(advisorOnboarding).values({ agentId, applicationId });
    },
  };
}

export type StaffApplicationsRepository = ReturnType<typeof createStaffApplicationsRepository>;
