/**
 * One server instance of the cluster: its own port and data directory, started and stopped as a
 * deployment would.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { collectLines, type OnLine, REPO_ROOT, waitUntil } from './processes.ts';

export interface Instance {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  readonly running: boolean;
  /** The running process's id (for its CPU time in /proc), or undefined while stopped. */
  readonly pid: number | undefined;
  readonly logs: string[];
  /** SIGTERM, as an orchestrator stops it: drains, finishes in-flight requests, exits. */
  stop(): Promise<number | null>;
  /** Starts it again on the same port and waits until /readyz answers. */
  start(): Promise<void>;
}

export function makeInstance(
  name: string,
  port: number,
  baseEnv: NodeJS.ProcessEnv,
  dir: string,
  onLine: OnLine | undefined,
  /** Node's own options for the instance (a benchmark's --cpu-prof). */
  nodeArgs: readonly string[] = [],
): Instance {
  const logs: string[] = [];
  let child: ChildProcess | undefined;
  let exited = true;
  const url = `http://127.0.0.1:${port}`;
  return {
    name,
    port,
    url,
    logs,
    get running() {
      return !exited;
    },
    get pid() {
      return exited ? undefined : child?.pid;
    },
    async start() {
      if (!exited) return;
      const started = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/server.ts'], {
        cwd: REPO_ROOT,
        // A data directory of its own, though PostgreSQL holds the data: nothing is shared through files.
        env: { ...baseEnv, PORT: String(port), DATA_DIR: join(dir, name.replace(/\W+/g, '-')) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      exited = false;
      started.once('exit', () => {
        exited = true;
      });
      collectLines(started, logs, name, onLine);
      await waitUntil(
        `${url}/readyz`,
        () => exited,
        () => logs.join('\n'),
      );
    },
    async stop() {
      const running = child;
      if (!running || exited) return running?.exitCode ?? null;
      const done = new Promise<number | null>((r) => running.once('exit', (code) => r(code)));
      running.kill('SIGTERM');
      return done;
    },
  };
}
