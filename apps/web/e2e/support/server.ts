import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AppDb, createDatabase, runMigrations } from '@app/db/client';
import { seedDemoData } from '@app/db/seed/seed';
import { torontoWeekBounds } from '@app/shared/rules/week';
import { inject } from 'vitest';

/** The e2e server's telephony webhook secret: a spec signs the platform's pushes with it. */
export const E2E_TELEPHONY_SECRET = 'e2e-telephony-secret';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eDataTemplate: DataTemplate;
    /** One server per e2e worker (global-setup.ts), in the order of the workers' pool ids. */
    baseURLs: string[];
  }
}

/**
 * The server of this spec's worker. Each worker runs its files one after the other against its own
 * server, so a spec never sees another spec's changes while it runs (advisor statuses, the feed), as
 * when the files ran one at a time.
 */
export function workerBaseURL(): string {
  const urls = inject('baseURLs');
  const pool = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(Math.max(1, pool) - 1) % urls.length];
  if (!url) throw new Error('the e2e global setup started no server');
  return url;
}

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => res(port));
    });
  });
}

export interface RunningServer {
  baseURL: string;
  logs: string[];
  stop(): Promise<void>;
}

/** Shared with the tarot journey, which recomputes its deal from it. */
export const E2E_TAROT_SEED = 20261123;

/**
 * A server data directory (`<dir>/pglite`) whose embedded database is already migrated and seeded
 * with the demo data, as a server's first start leaves it. A server started on a copy skips initdb,
 * the migrations and the seed; built once per run by the global setup.
 */
export interface DataTemplate {
  dir: string;
  /** The seed's clock (ISO). */
  seededAt: string;
}

export async function createDataTemplate(): Promise<DataTemplate> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-template-'));
  try {
    const database = await createDatabase({ dataDir: join(dir, 'pglite') });
    try {
      await runMigrations(database);
      const seededAt = new Date();
      await seedDemoData(database.db, { now: seededAt });
      return { dir, seededAt: seededAt.toISOString() };
    } finally {
      await database.close();
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** The run's template, inside a test file of a run whose global setup made one. */
function providedDataTemplate(): DataTemplate | null {
  try {
    return inject('e2eDataTemplate') ?? null;
  } catch {
    return null; // outside a Vitest test file (the global setup, a benchmark)
  }
}

/** Seeded in another Toronto week, the copy would hold last week's tarot game: a fresh database instead. */
function usable(template: DataTemplate | null): template is DataTemplate {
  if (!template) return false;
  const week = (instant: Date) => torontoWeekBounds(instant).start.getTime();
  return week(new Date(template.seededAt)) === week(new Date());
}

/**
 * Starts the real server (built SPA, its own embedded database) on a free port and waits for /readyz.
 * The database is a copy of `template` when there is a usable one (by default the run's, in a test
 * file), else an empty one that the server migrates and seeds on its first start.
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  template: DataTemplate | null = providedDataTemplate(),
  /**
   * Writes what the spec needs to have happened before the server starts (rows dated in the past, which
   * no API can write), on the server's own database, closed again before the server opens it.
   */
  prepare?: (db: AppDb) => Promise<void>,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  if (usable(template)) cpSync(join(template.dir, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  if (prepare) {
    const database = await createDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      // The template may predate a migration of this checkout: the server would apply it on start anyway.
      await runMigrations(database);
      if (!usable(template)) await seedDemoData(database.db, { now: new Date() });
      await prepare(database.db);
    } finally {
      await database.close();
    }
  }
  const baseURL = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    STATUS_SIMULATOR: '0',
    LOG_LEVEL: 'info',
    TELEPHONY_WEBHOOK_SECRET: E2E_TELEPHONY_SECRET,
    // Reproducible tarot deals (per customer), so a journey can pick a winning hand; refused in production.
    TAROT_SEED: String(E2E_TAROT_SEED),
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) logs.push(line);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const deadline = Date.now() + 60_000;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`server exited during start:\n${logs.join('\n')}`);
    try {
      const res = await fetch(`${baseURL}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (Date.now() >= deadline) throw new Error(`server did not become ready:\n${logs.join('\n')}`);

  return {
    baseURL,
    logs,
    async stop() {
      if (!exited) {
        const done = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await done;
      }
      writeFileSync(join(REPO_ROOT, `.tmp-e2e-server-${port}.log`), logs.join('\n'));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Pino lines at level error (50) or fatal (60), and anything that is not JSON on stderr-like output. */
export function errorLines(logs: string[]): string[] {
  return logs.filter((line) => {
    try {
      const parsed = JSON.parse(line) as { level?: number };
      return (parsed.level ?? 0) >= 50;
    } catch {
      return /error/i.test(line);
    }
  });
}
