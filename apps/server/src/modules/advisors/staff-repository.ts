import type { AppDb } from '@app/db/client';
import { isUniqueViolation } from '@app/db/errors';
import { advisorMedia, advisorOnboarding, advisors, session, user } from '@app/db/schema';
import { asc, eq, max, sql } from 'drizzle-orm';
import { advisorEditorColumns } from './editor-view.ts';
import { notifyAdvisorChange } from './status-channel.ts';

/** Every change of the directory's order waits for the one before it: the orders stay 1..n. */
const ORDER_LOCK_KEY = 2_104_021;

/** Which advisor column a unique violation is about, by its constraint; undefined for anything else. */
export function uniqueAdvisorColumnOf(error: unknown): 'name' | 'agentId' | 'phone' | undefined {
  if (isUniqueViolation(error, 'advisors_name_unique')) return 'name';
  if (isUniqueViolation(error, 'advisors_pkey')) return 'agentId';
  if (isUniqueViolation(error, 'advisors_phone_number_unique')) return 'phone';
  return undefined;
}

const rowColumns = {
  ...advisorEditorColumns,
  payoutCentsPerMinute: advisors.payoutCentsPerMinute,
  sortOrder: advisors.sortOrder,
  isActive: advisors.isActive,
  draft: advisors.draft,
  signedIn: advisors.signedIn,
  onACall: advisors.onACall,
  userId: advisors.userId,
  loginEmail: user.email,
};

export type StaffAdvisorRow = Awaited<
  ReturnType<ReturnType<typeof createStaffAdvisorsRepository>['list']>
>[number];

export type AdvisorRow = typeof advisors.$inferSelect;

export function createStaffAdvisorsRepository(db: AppDb) {
  const select = () =>
    db
      .select(rowColumns)
      .from(advisors)
      .leftJoin(user, eq(user.id, advisors.userId))
      .leftJoin(advisorMedia, eq(advisorMedia.agentId, advisors.agentId));

  return {
    list: () => select().orderBy(asc(advisors.sortOrder), asc(advisors.agentId)),

    async find(agentId: number) {
      const [row] = await select().where(eq(advisors.agentId, agentId));
      return row;
    },

    async nameTaken(name: string): Promise<boolean> {
      const [row] = await db
        .select({ agentId: advisors.agentId })
        .from(advisors)
        .where(eq(advisors.name, name))
        .limit(1);
      return row !== undefined;
    },

    async highestAgentId(): Promise<number> {
      const [row] = await db.select({ highest: max(advisors.agentId) }).from(advisors);
      return row?.highest ?? 0;
    },

    async count(): Promise<number> {
      const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(advisors);
      return n;
    },

    /** Waits for (then holds, until the commit) the lock every change of the directory's order takes. */
    async lockOrder(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${ORDER_LOCK_KEY})`);
    },

    /** Every advisor's place in the directory, in order. */
    order: () =>
      db
        .select({ agentId: advisors.agentId, sortOrder: advisors.sortOrder })
        .from(advisors)
        .orderBy(asc(advisors.sortOrder), asc(advisors.agentId)),

    async setSortOrder(agentId: number, sortOrder: number): Promise<void> {
      await db.update(advisors).set({ sortOrder }).where(eq(advisors.agentId, agentId));
    },

    async insert(values: typeof advisors.$inferInsert): Promise<void> {
      await db.insert(advisors).values(values);
    },

    /** A new advisor's photo and voice (either may be missing). */
    async insertMedia(
      agentId: number,
      media: {
        photo?: { bytes: Buffer; contentType: string };
        audio?: { bytes: Buffer; contentType: string };
      },
    ): Promise<void> {
      if (!media.photo && !media.audio) return;
      await db.insert(advisorMedia).values({
        agentId,
        photo: media.photo?.bytes ?? null,
        photoContentType: media.photo?.contentType ?? null,
        audio: media.audio?.bytes ?? null,
        audioContentType: media.audio?.contentType ?? null,
      });
    },

    /** When staff published the draft (an advisor without an onboarding row has none to stamp). */
    async markPublished(agentId: number, at: Date): Promise<void> {
      await db
        .update(advisorOnboarding)
        .set({ publishedAt: at })
        .where(eq(advisorOnboarding.agentId, agentId));
    },

    /** The advisor's row locked FOR UPDATE, or undefined. */
    async lock(agentId: number): Promise<AdvisorRow | undefined> {
      const [row] = await db.select().from(advisors).where(eq(advisors.agentId, agentId)).for('update');
      return row;
    },

    async findRow(agentId: number): Promise<AdvisorRow | undefined> {
      const [row] = await db.select().from(advisors).where(eq(advisors.agentId, agentId));
      return row;
    },

    /** Writes the columns given, with a new updated_at. */
    async update(agentId: number, change: Partial<typeof advisors.$inferInsert>): Promise<void> {
      await db
        .update(advisors)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(advisors.agentId, agentId));
    },

    /** Ends every session of the login; answers how many there were. */
    async deleteSessions(userId: string): Promise<number> {
      const ended = await db.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
      return ended.length;
    },

    /** Delivered with the commit: every instance drops its feed, profile pages and sitemap then. */
    notifyChange: (agentId: number) => notifyAdvisorChange(db, 'staff', agentId),
  };
}

export type StaffAdvisorsRepository = ReturnType<typeof createStaffAdvisorsRepository>;
