import type { AppDb } from '@app/db/client';
import { isUniqueViolation } from '@app/db/errors';
import { type AdvisorSchedule, advisorMedia, advisors, session, user } from '@app/db/schema';
import { orderChanges, placeInOrder } from '@app/shared/rules/advisor-directory';
import type { WeekdayKey } from '@app/shared/rules/availability';
import type { GrammaticalGender } from '@app/shared/rules/grammatical-gender';
import { asc, eq, max, sql } from 'drizzle-orm';
import { isCustomerNumber, lockPhoneClaim } from '../accounts/phone-claims.ts';
import { type AuditEntry, insertAudit } from '../audit/log.ts';
import { retryTransaction } from '../credits/money-transaction.ts';
import { PHOTO_VERSION_LENGTH } from './service.ts';
import { notifyAdvisorChange } from './status-channel.ts';

export const advisorTarget = (agentId: number) => `advisor:${agentId}`;

/** Every change of the directory's order waits for the one before it: the orders stay 1..n. */
const ORDER_LOCK_KEY = 2_104_021;

type Audit = Omit<AuditEntry, 'action' | 'target' | 'before' | 'after'>;

/** 'customerPhone': the number is verified on a customer account (phone-claims.ts). */
export type AdvisorConflict = 'name' | 'agentId' | 'phone' | 'customerPhone';

/** A write refused by a unique constraint (or the phone claim rule), named by what staff must change. */
export class AdvisorConflictError extends Error {
  constructor(readonly field: AdvisorConflict) {
    super(`advisor ${field} taken`);
  }
}

function conflictOf(error: unknown): AdvisorConflict | undefined {
  if (isUniqueViolation(error, 'advisors_name_unique')) return 'name';
  if (isUniqueViolation(error, 'advisors_pkey')) return 'agentId';
  if (isUniqueViolation(error, 'advisors_phone_number_unique')) return 'phone';
  return undefined;
}

const rowColumns = {
  agentId: advisors.agentId,
  name: advisors.name,
  description: advisors.description,
  descriptionFr: advisors.descriptionFr,
  grammaticalGender: advisors.grammaticalGender,
  schedule: advisors.schedule,
  daysOff: advisors.daysOff,
  phoneNumber: advisors.phoneNumber,
  payoutCentsPerMinute: advisors.payoutCentsPerMinute,
  sortOrder: advisors.sortOrder,
  isActive: advisors.isActive,
  signedIn: advisors.signedIn,
  onACall: advisors.onACall,
  userId: advisors.userId,
  loginEmail: user.email,
  // The same digest as the advisor's own profile (profile-repository.ts).
  photoVersion: sql<
    string | null
  >`substr(encode(sha256(${advisorMedia.photo}), 'hex'), 1, ${PHOTO_VERSION_LENGTH})`,
  hasVoice: sql<boolean>`coalesce(octet_length(${advisorMedia.audio}), 0) > 0`,
};

export interface AdvisorFields {
  name: string;
  description: string;
  /** null: no French presentation. */
  descriptionFr: string | null;
  /** null: not said (French uses the neutral wording). */
  grammaticalGender: GrammaticalGender | null;
  schedule: AdvisorSchedule;
  /** The weekdays ('Sun'…'Sat') the advisor does not work. */
  daysOff: WeekdayKey[];
  payoutCentsPerMinute: number | null;
}

export type StaffAdvisorRow = Awaited<
  ReturnType<ReturnType<typeof createStaffAdvisorsRepository>['list']>
>[number];

/** What the audit log keeps of an advisor: what staff change, never media bytes. */
const auditView = (row: Partial<typeof advisors.$inferSelect>) => ({
  name: row.name,
  description: row.description,
  descriptionFr: row.descriptionFr,
  grammaticalGender: row.grammaticalGender,
  schedule: row.schedule,
  daysOff: row.daysOff,
  payoutCentsPerMinute: row.payoutCentsPerMinute,
  sortOrder: row.sortOrder,
});

async function notifyChange(tx: AppDb, agentId: number) {
  // Delivered with the commit: every instance drops its feed, profile pages and sitemap then.
  await notifyAdvisorChange(tx, 'staff', agentId);
}

/** Puts `agentId` at `position` and renumbers everyone 1..n (under the order lock). */
async function reorder(tx: AppDb, agentId: number, position: number) {
  const rows = await tx
    .select({ agentId: advisors.agentId, sortOrder: advisors.sortOrder })
    .from(advisors)
    .orderBy(asc(advisors.sortOrder), asc(advisors.agentId));
  const current = new Map(rows.map((row) => [row.agentId, row.sortOrder]));
  const ordered = placeInOrder(
    rows.map((row) => row.agentId),
    agentId,
    position,
  );
  for (const change of orderChanges(current, ordered)) {
    await tx.update(advisors).set({ sortOrder: change.sortOrder }).where(eq(advisors.agentId, change.id));
  }
}

/** A forwarding number a customer account has verified is refused, under the number's claim lock. */
async function claimForwardingNumber(tx: AppDb, phoneNumber: string): Promise<void> {
  await lockPhoneClaim(tx, phoneNumber);
  if (await isCustomerNumber(tx, phoneNumber)) throw new AdvisorConflictError('customerPhone');
}

const lockOrder = (tx: AppDb) => tx.execute(sql`select pg_advisory_xact_lock(${ORDER_LOCK_KEY})`);

/** Writes that a unique constraint may refuse: the refusal becomes an AdvisorConflictError. */
async function named<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = conflictOf(error);
    if (field) throw new AdvisorConflictError(field);
    throw error;
  }
}

export function createStaffAdvisorsRepository(db: AppDb) {
  const select = (executor: AppDb) =>
    executor
      .select(rowColumns)
      .from(advisors)
      .leftJoin(user, eq(user.id, advisors.userId))
      .leftJoin(advisorMedia, eq(advisorMedia.agentId, advisors.agentId));

  async function lockAdvisor(tx: AppDb, agentId: number) {
    const [row] = await tx.select().from(advisors).where(eq(advisors.agentId, agentId)).for('update');
    return row;
  }

  return {
    list: (executor: AppDb = db) => select(executor).orderBy(asc(advisors.sortOrder), asc(advisors.agentId)),

    async find(agentId: number) {
      const [row] = await select(db).where(eq(advisors.agentId, agentId));
      return row;
    },

    async highestAgentId(): Promise<number> {
      const [row] = await db.select({ highest: max(advisors.agentId) }).from(advisors);
      return row?.highest ?? 0;
    },

    /** The new advisor last in the directory, or at `position`; throws AdvisorConflictError. */
    create(input: AdvisorFields & { agentId: number; phoneNumber: string; position?: number; audit: Audit }) {
      return named(() =>
        retryTransaction(db, async (tx) => {
          await claimForwardingNumber(tx, input.phoneNumber);
          await lockOrder(tx);
          const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(advisors);
          const { audit, position, ...fields } = input;
          await tx.insert(advisors).values({ ...fields, sortOrder: n + 1, isActive: true });
          if (position !== undefined) await reorder(tx, input.agentId, position);
          await insertAudit(tx, {
            ...audit,
            action: 'advisor.create',
            target: advisorTarget(input.agentId),
            before: null,
            after: { ...auditView(fields), agentId: input.agentId, phoneNumber: input.phoneNumber },
          });
          await notifyChange(tx, input.agentId);
        }),
      );
    },

    /** false: no such advisor. */
    update(agentId: number, change: Partial<AdvisorFields> & { position?: number }, audit: Audit) {
      return named(() =>
        retryTransaction(db, async (tx) => {
          if (change.position !== undefined) await lockOrder(tx);
          const before = await lockAdvisor(tx, agentId);
          if (!before) return false;
          const { position, ...fields } = change;
          if (Object.keys(fields).length > 0) {
            await tx
              .update(advisors)
              .set({ ...fields, updatedAt: new Date() })
              .where(eq(advisors.agentId, agentId));
          }
          if (position !== undefined) await reorder(tx, agentId, position);
          const [after] = await tx.select().from(advisors).where(eq(advisors.agentId, agentId));
          await insertAudit(tx, {
            ...audit,
            action: 'advisor.update',
            target: advisorTarget(agentId),
            before: auditView(before),
            after: auditView(after ?? {}),
          });
          await notifyChange(tx, agentId);
          return true;
        }),
      );
    },

    /** false: no such advisor; unchanged numbers write nothing. */
    setPhone(agentId: number, phoneNumber: string, audit: Audit) {
      return named(() =>
        retryTransaction(db, async (tx) => {
          await claimForwardingNumber(tx, phoneNumber);
          const before = await lockAdvisor(tx, agentId);
          if (!before) return false;
          if (before.phoneNumber === phoneNumber) return true;
          await tx
            .update(advisors)
            .set({ phoneNumber, updatedAt: new Date() })
            .where(eq(advisors.agentId, agentId));
          await insertAudit(tx, {
            ...audit,
            action: 'advisor.phone',
            target: advisorTarget(agentId),
            before: { phoneNumber: before.phoneNumber },
            after: { phoneNumber },
          });
          return true;
        }),
      );
    },

    /**
     * Deactivation takes the advisor off the line (signed out of the phone queue) and ends their login's
     * sessions in the same transaction; a second click changes and records nothing.
     */
    setActive(
      agentId: number,
      active: boolean,
      audit: Audit,
    ): Promise<'not-found' | 'unchanged' | 'changed'> {
      return retryTransaction(db, async (tx) => {
        const before = await lockAdvisor(tx, agentId);
        if (!before) return 'not-found';
        if (before.isActive === active) return 'unchanged';
        await tx
          .update(advisors)
          .set(
            active
              ? { isActive: true, updatedAt: new Date() }
              : { isActive: false, signedIn: false, updatedAt: new Date() },
          )
          .where(eq(advisors.agentId, agentId));
        const ended =
          !active && before.userId
            ? await tx.delete(session).where(eq(session.userId, before.userId)).returning({ id: session.id })
            : [];
        await insertAudit(tx, {
          ...audit,
          action: active ? 'advisor.reactivate' : 'advisor.deactivate',
          target: advisorTarget(agentId),
          before: { isActive: before.isActive },
          after: active ? { isActive: true } : { isActive: false, sessionsEnded: ended.length },
        });
        await notifyChange(tx, agentId);
        return 'changed';
      });
    },

    /** The audit row of a change the advisors service already committed (photo, voice). */
    recordMedia(agentId: number, kind: 'photo' | 'voice', after: unknown, audit: Audit) {
      return insertAudit(db, {
        ...audit,
        action: kind === 'photo' ? 'advisor.photo' : 'advisor.voice',
        target: advisorTarget(agentId),
        before: null,
        after,
      });
    },

    /** The login link's audit row (the login itself is made by provisionLogin). */
    recordLoginLink(agentId: number, email: string, audit: Audit) {
      return insertAudit(db, {
        ...audit,
        action: 'advisor.login_link',
        target: advisorTarget(agentId),
        before: { loginEmail: null },
        after: { loginEmail: email },
      });
    },

    /** Ends the login's sessions with the reset's audit row, in one transaction. */
    endLoginSessions(agentId: number, userId: string, email: string, audit: Audit) {
      return retryTransaction(db, async (tx) => {
        const ended = await tx
          .delete(session)
          .where(eq(session.userId, userId))
          .returning({ id: session.id });
        await insertAudit(tx, {
          ...audit,
          action: 'advisor.login_reset',
          target: advisorTarget(agentId),
          before: { sessions: ended.length },
          after: { sessions: 0, resetSentTo: email },
        });
      });
    },
  };
}

export type StaffAdvisorsRepository = ReturnType<typeof createStaffAdvisorsRepository>;
