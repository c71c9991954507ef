import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppDb, Database } from '@app/db/client';
import { createTestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/app.ts';
import { type AppConfig, loadConfig } from '../../src/env.ts';

/** A tiny stand-in for the Vite build: index.html and one hashed asset. */
export const FIXTURE_WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../fixtures/web-dist');

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Closes the app, then drops the throwaway database. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Adds routes a test needs (e.g. a POST to exercise body parsing) before the app is ready. */
  registerExtra?: (app: FastifyInstance) => void | Promise<void>;
  transformHtml?: BuildAppOptions['transformHtml'];
  logger?: BuildAppOptions['logger'];
  /** Another sales tax rate table (a rate change dated tomorrow). */
  salesTaxRates?: BuildAppOptions['salesTaxRates'];
}

/** Built from an explicit environment, never the developer's, so a local .env cannot change a test. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    STATUS_SIMULATOR: '0',
    WEB_DIST_DIR: FIXTURE_WEB_DIST,
  });
  // better-auth's scrypt costs ~180 ms a hash; see password-hashing.ts (covered on its own).
  return { ...base, passwordHashing: 'test-only', ...overrides };
}

/**
 * The real app on a fresh, migrated and seeded database (PGlite in memory, or PostgreSQL with
 * TEST_DATABASE_URL): a copy of the run's migrated and seeded template (see @app/db/testing).
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ contents: 'demo' });
  try {
    const app = await buildApp({
      config: testConfig(overrides),
      database,
      transformHtml: options.transformHtml,
      logger: options.logger,
      ...(options.salesTaxRates ? { salesTaxRates: options.salesTaxRates } : {}),
    });
    await options.registerExtra?.(app);
    await app.ready();
    return {
      app,
      database,
      close: async () => {
        await app.close();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** A file's (or a describe block's) test app as its tests read it: built by the hooks that useTestApp adds. */
export interface UsedTestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** Shorthand for `database.db`. */
  readonly db: AppDb;
}

/**
 * Builds the test app before the tests of the enclosing file or describe block and closes it after them.
 * The answer is read through getters, so it can be named once at the top (`const t = useTestApp()`) and
 * used in tests, hooks and the helpers they call; read outside them, it throws.
 */
export function useTestApp(overrides: Partial<AppConfig> = {}, options: TestAppOptions = {}): UsedTestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(overrides, options);
  }, 60_000);
  afterAll(async () => {
    await built?.close();
  });
  const current = () => {
    if (!built) throw new Error('the test app is built in beforeAll: read it inside a test or a hook');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get db() {
      return current().database.db;
    },
  };
}

/** An app, or what holds one once it is built (useTestApp's answer): helpers read it when they run. */
export type AppSource = FastifyInstance | { readonly app: FastifyInstance };

export function appOf(source: AppSource): FastifyInstance {
  return 'inject' in source ? source : source.app;
}
