import { STAFF_ROLES } from '@app/shared/rules/roles';
import {
  CUSTOMER_AUDIT_ACTIONS,
  STAFF_AUDIT_ACTIONS,
  type StaffAuditAction,
} from '@app/shared/schemas/staff';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { timestamptz } from './columns.ts';

const quotedList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * What staff did, one row per action, written in the same transaction as the change it records; and the
 * few money actions a customer starts that staff must see (closing an account with paid minutes left).
 * Append-only (a trigger rejects UPDATE, DELETE and TRUNCATE): a log that staff could edit would prove
 * nothing. The actor's e-mail and role are copied, so a row still reads right after the login changes.
 * `action` is text checked against the shared list rather than an enum, so a new kind of action is a
 * new check constraint, not an ALTER TYPE that cannot be used in the transaction that adds it.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz('at').notNull().defaultNow(),
    // No cascade: a staff login with history cannot be removed (ban it instead), so no row loses its actor.
    actorUserId: text('actor_user_id')
      .notNull()
      .references(() => user.id),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').$type<StaffAuditAction>().notNull(),
    /** What was acted on: 'customer:<id>'. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The staff member's note. */
    reason: text('reason'),
    /** Fastify's trustProxy-aware request.ip. */
    clientIp: text('client_ip'),
  },
  (t) => [
    check('staff_audit_log_action_known', sql`${t.action} in (${quotedList(STAFF_AUDIT_ACTIONS)})`),
    // Staff act; a customer appears only as the one who closed their account (CUSTOMER_AUDIT_ACTIONS).
    check(
      'staff_audit_log_actor_role_allowed',
      sql`${t.actorRole} in (${quotedList(STAFF_ROLES)}) or (${t.actorRole} = 'customer' and ${t.action} in (${quotedList(CUSTOMER_AUDIT_ACTIONS)}))`,
    ),
    index('staff_audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('staff_audit_log_target_at_idx').on(t.target, t.at.desc()),
  ],
);
