import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Starts the real server (built SPA, fresh embedded database) on a free port and waits for /readyz. */
/** Shared with the tarot journey, which recomputes its deal from it. */
export const E2E_TAROT_SEED = 20261123;

export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
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
    TELEPHONY_WEBHOOK_SECRET: 'e2e-telephony-secret',
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
      writeFileSync(join(REPO_ROOT, '.tmp-e2e-server.log'), logs.join('\n'));
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
