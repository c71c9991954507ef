import type { AppDb } from '@app/db/client';
import { staffAuditLog } from '@app/db/schema';
import type { StaffRole } from '@app/shared/rules/roles';
import type { CustomerAuditAction, StaffAuditAction } from '@app/shared/schemas/staff';
import type { StaffActor } from '../accounts/staff-guard.ts';

/**
 * The audit log's public side: what every module writes, in the transaction of the change it records
 * (`insertAudit`), or alone (`createAuditLog`). Reading the log is the audit module's own (service.ts).
 */

/** The audit log's name for a customer as the target of an action. */
export const customerTarget = (customerId: string) => `customer:${customerId}`;

/** The audit log's name for an advisor as the target of an action. */
export const advisorTarget = (agentId: number) => `advisor:${agentId}`;

/**
 * The audit log's name for an application to become an advisor: its id only, so that deleting the
 * application (Law 25) leaves no personal data in the log, which is never rewritten.
 */
export const applicationTarget = (applicationId: string) => `application:${applicationId}`;

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

/** The audit log's record of a staff member acting (no name: staff are found by e-mail). */
export const auditActorOf = (actor: StaffActor): AuditActor => ({
  userId: actor.userId,
  email: actor.email,
  role: actor.role,
  clientIp: actor.clientIp,
});

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

/**
 * A row whose actor is the customer, on their own account: only the actions the log's check allows a
 * customer (closing the account, and a closure refund left for staff), in the transaction of the change.
 */
export async function insertCustomerAudit(
  executor: AppDb,
  entry: {
    customer: { id: string; email: string };
    action: CustomerAuditAction;
    before: unknown;
    after: unknown;
    reason: string | null;
    clientIp?: string | null;
  },
): Promise<void> {
  await executor.insert(staffAuditLog).values({
    actorUserId: entry.customer.id,
    actorEmail: entry.customer.email,
    actorRole: 'customer',
    action: entry.action,
    target: customerTarget(entry.customer.id),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason,
    clientIp: entry.clientIp ?? null,
  });
}

/** The log written outside another transaction: an action that changes nothing else (a resent e-mail). */
export function createAuditLog(db: AppDb) {
  return { record: (entry: AuditEntry) => insertAudit(db, entry) };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
