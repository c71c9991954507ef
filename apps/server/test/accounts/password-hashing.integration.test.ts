import { account, user } from '@app/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/env.ts';
import { passwordHashing } from '../../src/modules/accounts/password-hashing.ts';
import { buildTestApp, type TestApp, testConfig } from '../helpers/build-test-app.ts';
import { PASSWORD, signIn, signUpAndConfirm } from '../helpers/customers.ts';

/** The rest of the suite hashes with the test-only scheme; this file keeps production's hashing covered. */
describe('password hashing as deployed (better-auth scrypt)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ passwordHashing: 'scrypt' });
  });
  afterAll(() => testApp.close());

  it('stores a salted scrypt hash, signs in with the password and refuses another', async () => {
    const email = await signUpAndConfirm(testApp.app);
    const [row] = await testApp.database.db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, email));
    expect(row?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(row?.password).not.toContain(PASSWORD);

    expect((await signIn(testApp.app, email)).statusCode).toBe(200);
    expect((await signIn(testApp.app, email, 'not-the-password')).statusCode).toBe(401);
  });

  it('is what every configuration loaded from the environment uses', () => {
    const loaded = testConfig();
    expect(loaded.passwordHashing).toBe('test-only');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }).passwordHashing).toBe('scrypt');
  });

  it('never uses the test-only scheme outside NODE_ENV=test', async () => {
    const hashing = passwordHashing({ passwordHashing: 'test-only', nodeEnv: 'production' });
    expect(await hashing.hash('secret-password')).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    const cheap = passwordHashing({ passwordHashing: 'test-only', nodeEnv: 'test' });
    const hash = await cheap.hash('secret-password');
    expect(hash.startsWith('test-only$')).toBe(true);
    expect(await cheap.verify({ hash, password: 'secret-password' })).toBe(true);
    expect(await cheap.verify({ hash, password: 'secret-passwore' })).toBe(false);
    // A production verifier does not accept a test-only hash.
    expect(await hashing.verify({ hash, password: 'secret-password' }).catch(() => false)).toBe(false);
  });
});
