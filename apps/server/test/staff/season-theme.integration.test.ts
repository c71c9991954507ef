import { createDatabase, type Database } from '@app/db/client';
import { staffAuditLog } from '@app/db/schema';
import type { ThemeMode } from '@app/shared/constants';
import { site } from '@app/shared/messages/site';
import type { StaffTheme } from '@app/shared/schemas/staff-tarot-theme';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../helpers/build-test-app.ts';
import { auditRowsOf, useStaffTestApp } from '../helpers/staff.ts';
import { call, THEME } from './tarot-theme-api.ts';

// The season theme staff set: on the pages, their head and the API at once, and on another instance
// through NOTIFY. The tarot weeks: tarot-weeks.
const { t, admin, support } = useStaffTestApp();

async function pageTheme(app: FastifyInstance): Promise<{ theme: string | undefined; html: string }> {
  const res = await app.inject({ method: 'GET', url: '/' });
  expect(res.statusCode).toBe(200);
  return { theme: /<html[^>]*\sdata-theme="([^"]+)"/.exec(res.body)?.[1], html: res.body };
}

async function themeOf(app: FastifyInstance): Promise<StaffTheme> {
  const res = await call(app, 'GET', THEME, support.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const setTheme = (app: FastifyInstance, theme: ThemeMode | string, note = 'Season change') =>
  call(app, 'PUT', THEME, admin.cookie, { theme, note });

describe('season theme', () => {
  // One file's tests run in order: the theme starts as the configuration (THEME, 'halloween' in tests).
  it('starts from THEME, then staff switch it: pages, their head and the API follow at once', async () => {
    const configured = testConfig().theme;
    expect(await themeOf(t.app)).toMatchObject({
      theme: configured,
      source: 'configuration',
      configured,
      updatedAt: null,
      updatedBy: null,
    });
    expect((await pageTheme(t.app)).theme).toBe(configured);

    const res = await setTheme(t.app, 'christmas');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ theme: 'christmas', source: 'setting', updatedBy: admin.email });
    const page = await pageTheme(t.app);
    expect(page.theme).toBe('christmas');
    expect(page.html).toContain(site.themes.christmas.subtitle);
    expect(page.html).not.toContain(site.themes[configured].subtitle);

    const [audit] = await auditRowsOf(t.database.db, 'setting:season_theme');
    expect(audit).toMatchObject({
      action: 'theme.set',
      before: { theme: configured },
      after: { theme: 'christmas' },
      reason: 'Season change',
      actorEmail: admin.email,
    });
    // The same theme again changes nothing and records nothing.
    expect((await setTheme(t.app, 'christmas')).statusCode).toBe(200);
    expect(await auditRowsOf(t.database.db, 'setting:season_theme')).toHaveLength(1);
  });

  it('refuses an unknown theme or a missing note, and changes nothing', async () => {
    for (const body of [
      { theme: 'easter', note: 'x' },
      { theme: 'default' },
      { theme: 'default', note: '' },
      {},
    ]) {
      const res = await call(t.app, 'PUT', THEME, admin.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await themeOf(t.app)).theme).toBe('christmas');
  });

  it('two switches at once: both recorded, each audit row starting where the other ended', async () => {
    const [a, b] = await Promise.all([setTheme(t.app, 'blackfriday'), setTheme(t.app, 'default')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.target, 'setting:season_theme')))
      .orderBy(staffAuditLog.id);
    const [, first, second] = rows;
    expect(rows).toHaveLength(3);
    expect(first?.before).toEqual({ theme: 'christmas' });
    expect(second?.before).toEqual(first?.after);
    const final = (second?.after as { theme: ThemeMode } | undefined)?.theme;
    expect((await themeOf(t.app)).theme).toBe(final);
    expect((await pageTheme(t.app)).theme).toBe(final);
  });
});

/**
 * Two instances on one database: a switch on one reaches the other through NOTIFY, without a restart.
 * PostgreSQL (TEST_DATABASE_URL): a second pool on the same database; PGlite: a second app on the same
 * embedded instance (one process owns it), each app with its own listener and its own theme in memory.
 */
describe('season theme across instances', () => {
  const shared = Boolean(process.env.TEST_DATABASE_URL);
  let secondDatabase: Database | undefined;
  let second: FastifyInstance;

  beforeAll(async () => {
    let database = t.database;
    if (shared) {
      const url = t.database.pool?.options.connectionString;
      if (!url) throw new Error('expected a PostgreSQL test database');
      secondDatabase = await createDatabase({ url, poolSize: 2 });
      database = secondDatabase;
    }
    second = await buildApp({ config: testConfig(), database });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
  });

  it(`a switch on one instance is served by the other at once (${shared ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const before = (await themeOf(second)).theme;
    expect((await pageTheme(second)).theme).toBe(before);
    const next: ThemeMode = before === 'halloween' ? 'christmas' : 'halloween';

    expect((await setTheme(t.app, next)).statusCode).toBe(200);
    await expect
      .poll(async () => (await pageTheme(second)).theme, { timeout: 5_000, interval: 25 })
      .toBe(next);
    expect((await pageTheme(second)).html).toContain(site.themes[next].subtitle);
    expect(await themeOf(second)).toMatchObject({ theme: next, source: 'setting', updatedBy: admin.email });

    // And back, from the other side.
    expect((await setTheme(second, before)).statusCode).toBe(200);
    await expect
      .poll(async () => (await pageTheme(t.app)).theme, { timeout: 5_000, interval: 25 })
      .toBe(before);
  });
});
