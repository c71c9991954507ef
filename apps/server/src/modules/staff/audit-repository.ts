import type { AppDb } from '@app/db/client';
import { staffAuditLog } from '@app/db/schema';
import type { StaffRole } from '@app/shared/rules/roles';
import type { StaffAuditAction } from '@app/shared/schemas/staff';
import { and, count, desc, eq, gte, ilike, lte } from 'drizzle-orm';
import { escapeLike } from './search-text.ts';

/** Who acted, as the audit log records it. */
export interface AuditActor {
  userId: string;
  email: string;
  role: StaffRole;
  clientIp: string | null;
}

export interface AuditEntry {
  actor: AuditActor;
  action: StaffAuditAction;
  target: string;
  before: unknown;
  after: unknown;
  reason: string | null;
}

export interface AuditSearch {
  actor?: string;
  action?: StaffAuditAction;
  target?: string;
  from?: Date;
  to?: Date;
  page: number;
  pageSize: number;
}

/** Writes one audit row with `executor`: the transaction of the change it records. */
export async function insertAudit(executor: AppDb, entry: AuditEntry): Promise<void> {
  await executor.insert(staffAuditLog).values({
    actorUserId: entry.actor.userId,
    actorEmail: entry.actor.email,
    actorRole: entry.actor.role,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason,
    clientIp: entry.actor.clientIp,
  });
}

export function createStaffAuditRepository(db: AppDb) {
  return {
    /** An action whose only database change is its audit row (an e-mail sent). */
    record: (entry: AuditEntry) => insertAudit(db, entry),

    async search(search: AuditSearch) {
      const where = and(
        search.actor ? ilike(staffAuditLog.actorEmail, `%${escapeLike(search.actor)}%`) : undefined,
        search.action ? eq(staffAuditLog.action, search.action) : undefined,
        search.target ? eq(staffAuditLog.target, search.target) : undefined,
        search.from ? gte(staffAuditLog.at, search.from) : undefined,
        search.to ? lte(staffAuditLog.at, search.to) : undefined,
      );
      const rows = await db
        .select({
          id: staffAuditLog.id,
          at: staffAuditLog.at,
          actorEmail: staffAuditLog.actorEmail,
          actorRole: staffAuditLog.actorRole,
          action: staffAuditLog.action,
          target: staffAuditLog.target,
          before: staffAuditLog.before,
          after: staffAuditLog.after,
          reason: staffAuditLog.reason,
          clientIp: staffAuditLog.clientIp,
        })
        .from(staffAuditLog)
        .where(where)
        .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
        .limit(search.pageSize)
        .offset((search.page - 1) * search.pageSize);
      const [total] = await db.select({ n: count() }).from(staffAuditLog).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type StaffAuditRepository = ReturnType<typeof createStaffAuditRepository>;
