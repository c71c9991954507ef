import { randomUUID } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import { customers, staffAuditLog, user } from '@app/db/schema';
import { desc, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { applyLedgerEntry } from '../../src/modules/credits/ledger.ts';
import { moneyTransaction } from '../../src/modules/credits/money-transaction.ts';
import { type SignedInLogin, signedInStaff } from './advisors.ts';
import { type AppSource, appOf, type UsedTestApp, useTestApp } from './build-test-app.ts';
import { ORIGIN } from './customers.ts';

/** The back office's API as a signed-in staff member (or anyone holding `cookie`) calls it. */
export function staffApi(
  source: AppSource,
  login: string | { readonly cookie: string },
  remoteAddress?: string,
) {
  const address = remoteAddress ? { remoteAddress } : {};
  // Read on each request: `source` and `login` may be useStaffTestApp's, filled in by its hooks.
  const inject = (request: { method: 'GET' | 'POST'; url: string; payload?: object }) =>
    appOf(source).inject({
      ...request,
      headers: { origin: ORIGIN, cookie: typeof login === 'string' ? login : login.cookie },
      ...address,
    });
  return {
    get: (url: string) => inject({ method: 'GET', url }),
    post: (url: string, payload?: unknown) =>
      inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) }),
    adjust: (customerId: string, body: Record<string, unknown>) =>
      inject({
        method: 'POST',
        url: `/api/staff/customers/${encodeURIComponent(customerId)}/adjustments`,
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

export type StaffApi = ReturnType<typeof staffApi>;

export interface StaffTestApp {
  t: UsedTestApp;
  admin: SignedInLogin;
  support: SignedInLogin;
  asAdmin: StaffApi;
  asSupport: StaffApi;
}

/**
 * useTestApp with a signed-in admin and support member, and the back office's API as each calls it (the
 * admin's from `adminAddress` when given). Like useTestApp's, the logins are read through getters: name
 * them once at the top of the file, use them in tests and hooks.
 */
export function useStaffTestApp(options: { adminAddress?: string } = {}): StaffTestApp {
  const t = useTestApp();
  const logins: { admin?: SignedInLogin; support?: SignedInLogin } = {};
  beforeAll(async () => {
    logins.admin = await signedInStaff(t.app, t.db, 'admin');
    logins.support = await signedInStaff(t.app, t.db, 'support');
  }, 60_000);
  const admin = lateLogin(() => logins.admin);
  const support = lateLogin(() => logins.support);
  return {
    t,
    admin,
    support,
    asAdmin: staffApi(t, admin, options.adminAddress),
    asSupport: staffApi(t, support),
  };
}

/** A login made in a beforeAll, read through getters so it can be named before it exists. */
export function lateLogin(read: () => SignedInLogin | undefined): SignedInLogin {
  const current = () => {
    const login = read();
    if (!login) throw new Error('staff logins are made in beforeAll: read them inside a test or a hook');
    return login;
  };
  return {
    get userId() {
      return current().userId;
    },
    get email() {
      return current().email;
    },
    get cookie() {
      return current().cookie;
    },
  };
}
