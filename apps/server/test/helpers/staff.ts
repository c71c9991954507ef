import { randomUUID } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import { customers, staffAuditLog, user } from '@app/db/schema';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applyLedgerEntry } from '../../src/modules/credits/ledger.ts';
import { moneyTransaction } from '../../src/modules/credits/money-transaction.ts';
import { signedInStaff } from './advisors.ts';
import { buildTestApp } from './build-test-app.ts';
import { ORIGIN } from './customers.ts';

/** The back office's API as a signed-in staff member (or anyone holding `cookie`) calls it. */
export function staffApi(app: FastifyInstance, cookie: string, remoteAddress?: string) {
  const headers = { origin: ORIGIN, cookie };
  const address = remoteAddress ? { remoteAddress } : {};
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers, ...address }),
    post: (url: string, payload?: unknown) =>
      app.inject({
        method: 'POST',
        url,
        headers,
        ...address,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    adjust: (customerId: string, body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/api/staff/customers/${encodeURIComponent(customerId)}/adjustments`,
        headers,
        ...address,
        payload: { reason: 'goodwill', note: 'test adjustment', requestId: randomUUID(), ...body },
      }),
  };
}

/**
 * A customer written straight to the database (a login row, then its customer row): quicker than a
 * sign-up when a test needs many, and free to set what a sign-up cannot (credits, dates).
 */
export async function insertCustomer(
  db: AppDb,
  overrides: Partial<typeof customers.$inferInsert> & { emailVerified?: boolean } = {},
): Promise<string> {
  const { emailVerified = true, ...row } = overrides;
  const id = row.id ?? randomUUID();
  const email = row.email ?? `${id}@example.com`;
  const name = row.name ?? 'User test';
  await db.insert(user).values({ id, name, email, emailVerified, updatedAt: new Date() });
  await db.insert(customers).values({ ...row, id, name, email });
  return id;
}

/** Minutes given through the ledger, as any real change is, so balance and ledger stay equal. */
export function grantMinutes(db: AppDb, customerId: string, minutes: number) {
  return moneyTransaction(db, customerId, (tx) =>
    applyLedgerEntry(tx, { customerId, kind: 'gift', delta: minutes, reference: `test-${randomUUID()}` }),
  );
}

/** The audit rows about one target, newest first. */
export function auditRowsOf(db: AppDb, target: string) {
  return db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.target, target))
    .orderBy(desc(staffAuditLog.id));
}

/** The app on a fresh database with a signed-in admin and support member, and the API as each calls it. */
export async function startStaffTestApp() {
  const t = await buildTestApp();
  const admin = await signedInStaff(t.app, t.database.db, 'admin');
  const support = await signedInStaff(t.app, t.database.db, 'support');
  return {
    t,
    admin,
    support,
    asAdmin: staffApi(t.app, admin.cookie),
    asSupport: staffApi(t.app, support.cookie),
  };
}
