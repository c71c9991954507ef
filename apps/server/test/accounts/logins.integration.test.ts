import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { advisors, customers, session, user } from '@app/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import {
  DEMO_ADMIN,
  DEMO_SUPPORT,
  demoAdvisorLogin,
  seedDemoLogins,
  wantsDemoLogins,
} from '../../src/modules/accounts/demo-logins.ts';
import { ProvisionError, provisionLogin } from '../../src/modules/accounts/provision-login.ts';
import { buildTestApp, type TestApp, testConfig } from '../helpers/build-test-app.ts';
import { openDataDir, ROOT, runCli, useSeededDataDir } from '../helpers/cli.ts';
import { ORIGIN, signedInCustomer, signIn } from '../helpers/customers.ts';

const PASSWORD = 'staff-password-1';

describe('advisor and staff logins', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const provision = (request: Parameters<typeof provisionLogin>[2]) =>
    provisionLogin(testApp.app.auth, testApp.database.db, request);
  const roleOf = async (email: string) =>
    (await testApp.database.db.select({ role: user.role }).from(user).where(eq(user.email, email)))[0]?.role;
  const sessionOf = async (email: string) => {
    const res = await signIn(testApp.app, email, PASSWORD);
    expect(res.statusCode).toBe(200);
    return res.json() as { user: { id: string; role: string } };
  };

  it('creates a staff login, verified, without a customer; a second run changes nothing', async () => {
    const email = 'Support.Lead@Example.com';
    const first = await provision({ kind: 'staff', role: 'support', email, password: PASSWORD });
    expect(first).toMatchObject({ email: 'support.lead@example.com', action: 'created' });
    const signedIn = await sessionOf('support.lead@example.com');
    expect(signedIn.user.role).toBe('support');
    const customer = await testApp.database.db.select().from(customers).where(eq(customers.id, first.userId));
    expect(customer).toEqual([]);

    const again = await provision({ kind: 'staff', role: 'support', email, password: PASSWORD });
    expect(again).toMatchObject({ userId: first.userId, action: 'unchanged' });
    // Unchanged: the session made above is still there.
    const sessions = await testApp.database.db.select().from(session).where(eq(session.userId, first.userId));
    expect(sessions).toHaveLength(1);
  });

  it('updates the role, and a new password ends the sessions of the old one', async () => {
    const email = 'ops@example.com';
    await provision({ kind: 'staff', role: 'support', email, password: PASSWORD });
    const { user: signedIn } = await sessionOf(email);
    const updated = await provision({ kind: 'staff', role: 'admin', email, password: 'another-password-2' });
    expect(updated.action).toBe('updated');
    expect(await roleOf(email)).toBe('admin');
    expect(await testApp.database.db.select().from(session).where(eq(session.userId, signedIn.id))).toEqual(
      [],
    );
    expect((await signIn(testApp.app, email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(testApp.app, email, 'another-password-2')).statusCode).toBe(200);
  });

  it("links an advisor's login, and moves it to a new e-mail when asked again", async () => {
    const created = await provision({
      kind: 'advisor',
      agentId: 1003,
      email: 'amelie@example.com',
      password: PASSWORD,
    });
    const [linked] = await testApp.database.db
      .select({ userId: advisors.userId })
      .from(advisors)
      .where(eq(advisors.agentId, 1003));
    expect(linked?.userId).toBe(created.userId);
    expect((await sessionOf('amelie@example.com')).user.role).toBe('advisor');

    const moved = await provision({
      kind: 'advisor',
      agentId: 1003,
      email: 'amelie.new@example.com',
      password: PASSWORD,
    });
    expect(moved).toMatchObject({ userId: created.userId, action: 'updated' });
    expect((await signIn(testApp.app, 'amelie@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await signIn(testApp.app, 'amelie.new@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('never takes over another kind of login, and refuses bad input with a reason', async () => {
    const customer = await signedInCustomer(testApp.app);
    await provision({
      kind: 'advisor',
      agentId: 1004,
      email: 'taken-advisor@example.com',
      password: PASSWORD,
    });
    const refusals: [Parameters<typeof provisionLogin>[2], string][] = [
      [
        { kind: 'staff', role: 'admin', email: customer.email, password: PASSWORD },
        "already a customer's login",
      ],
      [
        { kind: 'advisor', agentId: 1005, email: customer.email, password: PASSWORD },
        'already the login of someone else',
      ],
      [
        { kind: 'advisor', agentId: 1005, email: 'taken-advisor@example.com', password: PASSWORD },
        'someone else',
      ],
      [
        { kind: 'staff', role: 'admin', email: 'taken-advisor@example.com', password: PASSWORD },
        "advisor's login",
      ],
      [
        { kind: 'advisor', agentId: 999_999, email: 'x@example.com', password: PASSWORD },
        'No advisor has the extension 999999',
      ],
      [{ kind: 'staff', role: 'admin', email: 'not-an-email', password: PASSWORD }, 'not a valid e-mail'],
      [
        { kind: 'staff', role: 'admin', email: 'short@example.com', password: 'short' },
        '10 to 72 characters',
      ],
    ];
    for (const [request, message] of refusals) {
      const failure = await provision(request).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ProvisionError);
      expect((failure as Error).message).toContain(message);
      expect((failure as Error).message).not.toContain(request.password);
    }
    expect(await roleOf(customer.email)).toBe('customer');
  });

  it('keeps a login one kind of person in the database itself', async () => {
    const customer = await signedInCustomer(testApp.app);
    await expect(
      testApp.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, customer.id)),
    ).rejects.toThrow();
    const staff = await provision({
      kind: 'staff',
      role: 'support',
      email: 'db-guard@example.com',
      password: PASSWORD,
    });
    await expect(
      testApp.database.db.update(advisors).set({ userId: staff.userId }).where(eq(advisors.agentId, 1006)),
    ).rejects.toThrow();
  });

  it("better-auth's admin endpoints are not reachable over HTTP, even for an admin", async () => {
    await provision({ kind: 'staff', role: 'admin', email: 'root@example.com', password: PASSWORD });
    const login = await signIn(testApp.app, 'root@example.com', PASSWORD);
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    for (const [method, url] of [
      ['GET', '/api/auth/admin/list-users'],
      ['POST', '/api/auth/admin/create-user'],
      ['POST', '/api/auth/admin/impersonate-user'],
      ['POST', '/api/auth/admin/./set-role'],
    ] as const) {
      const res = await testApp.app.inject({
        method,
        url,
        headers: { cookie, origin: ORIGIN },
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('the demo logins', () => {
  it('are made only for the demo on its embedded database and a loopback address', () => {
    const demo = {
      devTools: true,
      nodeEnv: 'development',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
    } as const;
    expect(wantsDemoLogins(demo)).toBe(true);
    expect(wantsDemoLogins({ ...demo, devTools: false })).toBe(false);
    expect(wantsDemoLogins({ ...demo, nodeEnv: 'production' })).toBe(false);
    expect(wantsDemoLogins({ ...demo, databaseUrl: 'postgres://db/x' })).toBe(false);
    expect(wantsDemoLogins({ ...demo, publicUrl: 'https://psychics.example.com' })).toBe(false);
  });

  it('are the ones the README lists under "Demo accounts"', async () => {
    const readme = await readFile(resolve(ROOT, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Demo accounts'), readme.indexOf('## Configuration'));
    expect(section).toContain(`\`${DEMO_ADMIN.email}\` | \`${DEMO_ADMIN.password}\``);
    expect(section).toContain(`\`${DEMO_SUPPORT.email}\` | \`${DEMO_SUPPORT.password}\``);
    const example = demoAdvisorLogin(1001);
    expect(section).toContain(`\`${example.email}\``);
    expect(section).toContain(`\`${example.password}\``);
    expect(section).toContain('(1001 to 1014)');
  });

  it('give every advisor, the admin and support the README password, once', async () => {
    const testApp = await buildTestApp();
    try {
      const { db } = testApp.database;
      const made = await seedDemoLogins(testApp.app.auth, db, testApp.app.log);
      const advisorCount = (await db.select({ agentId: advisors.agentId }).from(advisors)).length;
      expect(made).toBe(advisorCount + 2);
      expect(await seedDemoLogins(testApp.app.auth, db, testApp.app.log)).toBe(0);
      const login = demoAdvisorLogin(1001);
      const advisorSession = await signIn(testApp.app, login.email, login.password);
      expect(advisorSession.json().user.role).toBe('advisor');
      const admin = await signIn(testApp.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
      expect(admin.json().user.role).toBe('admin');
      const support = await signIn(testApp.app, DEMO_SUPPORT.email, DEMO_SUPPORT.password);
      expect(support.json().user.role).toBe('support');
    } finally {
      await testApp.close();
    }
  }, 60_000);
});

describe('npm run user:create / advisor:account', () => {
  const dataDir = useSeededDataDir('login-cli-');
  const cli = (script: string, args: string[]) =>
    runCli(`apps/server/src/modules/accounts/${script}`, args, {
      env: { DATA_DIR: dataDir.path, LOG_LEVEL: 'silent', STATUS_SIMULATOR: '0' },
      timeout: 60_000,
    });

  it('create the logins, say what they did, refuse with a reason, and never print the password', async () => {
    const secret = 'cli-password-123';
    const staff = await cli('user-create-cli.ts', [
      '--email',
      'boss@example.com',
      '--password',
      secret,
      '--role',
      'admin',
    ]);
    expect(staff).toMatchObject({ code: 0, stdout: 'boss@example.com: admin login created.\n' });
    const advisorAccount = (agent: string, email: string) =>
      cli('advisor-account-cli.ts', ['--agent', agent, '--email', email, '--password', secret]);
    const advisor = await advisorAccount('1001', 'a1001@example.com');
    expect(advisor).toMatchObject({ code: 0, stdout: "a1001@example.com: advisor 1001's login created.\n" });
    const unknown = await advisorAccount('424242', 'x@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No advisor has the extension 424242.');
    const usage = await cli('user-create-cli.ts', ['--email', 'boss@example.com', '--password', secret]);
    expect(usage.code).toBe(2);
    for (const result of [staff, advisor, unknown, usage])
      expect(result.stdout + result.stderr).not.toContain(secret);

    // The logins work in the app that opens that database next.
    const database = await openDataDir(dataDir.path);
    const app = await buildApp({ config: testConfig({ statusSimulator: false }), database });
    try {
      expect((await signIn(app, 'boss@example.com', secret)).json().user.role).toBe('admin');
      expect((await signIn(app, 'a1001@example.com', secret)).json().user.role).toBe('advisor');
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);
});
