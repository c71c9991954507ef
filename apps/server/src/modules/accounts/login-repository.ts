import type { AppDb } from '@app/db/client';
import { advisors, session, user } from '@app/db/schema';
import { asc, eq, isNull } from 'drizzle-orm';

/**
 * The statements behind advisors' and staff members' logins (provision-login.ts, the demo's seed) and the
 * sign-up gate's duplicate e-mail check. Built over the database: none of them runs in a transaction.
 */
export function createLoginRepository(db: AppDb) {
  return {
    /** The login with this e-mail (at most one: the column is unique). */
    async findUserByEmail(email: string) {
      const [row] = await db
        .select({ id: user.id, role: user.role, email: user.email })
        .from(user)
        .where(eq(user.email, email))
        .limit(1);
      return row;
    },

    /** Whether a login has this e-mail (the sign-up gate's duplicate check, the demo's seed). */
    async isEmailTaken(email: string): Promise<boolean> {
      const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
      return taken !== undefined;
    },

    async findUserById(userId: string) {
      const [row] = await db.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, userId));
      return row;
    },

    /** What provisioning may bring up to date on a login. */
    async findUserState(userId: string) {
      const [row] = await db
        .select({ role: user.role, emailVerified: user.emailVerified, name: user.name })
        .from(user)
        .where(eq(user.id, userId));
      return row;
    },

    /** Ends every session of the login. */
    async deleteSessionsOf(userId: string): Promise<void> {
      await db.delete(session).where(eq(session.userId, userId));
    },

    async findAdvisor(agentId: number) {
      const [row] = await db
        .select({ agentId: advisors.agentId, name: advisors.name, userId: advisors.userId })
        .from(advisors)
        .where(eq(advisors.agentId, agentId))
        .limit(1);
      return row;
    },

    /** Whether some advisor has this login. */
    async isAdvisorLogin(userId: string): Promise<boolean> {
      const rows = await db
        .select({ agentId: advisors.agentId })
        .from(advisors)
        .where(eq(advisors.userId, userId));
      return rows.length > 0;
    },

    /** The login the advisor has now (null without one; undefined without the advisor). */
    async findAdvisorUserId(agentId: number): Promise<string | null | undefined> {
      const [row] = await db
        .select({ userId: advisors.userId })
        .from(advisors)
        .where(eq(advisors.agentId, agentId));
      return row?.userId;
    },

    async setAdvisorUser(agentId: number, userId: string): Promise<void> {
      await db.update(advisors).set({ userId }).where(eq(advisors.agentId, agentId));
    },

    /** Advisors without a login, by extension. */
    async listUnlinkedAgentIds(): Promise<number[]> {
      const rows = await db
        .select({ agentId: advisors.agentId })
        .from(advisors)
        .where(isNull(advisors.userId))
        .orderBy(asc(advisors.agentId));
      return rows.map((row) => row.agentId);
    },
  };
}

export type LoginRepository = ReturnType<typeof createLoginRepository>;
