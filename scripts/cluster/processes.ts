/**
 * Child processes for the cluster: the repository root they run in, a free port to give each, a command
 * run to its end, output followed line by line, and a wait until an address answers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 90_000;

/** Receives each line an instance or nginx writes, with its name. */
export type OnLine = (source: string, line: string) => void;

/** What is missing, said the way an operator can act on it. */
export class ClusterError extends Error {}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolvePort(port));
    });
  });
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv, what: string): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolveRun();
      else reject(new ClusterError(`${what} failed (exit ${code}):\n${output}`));
    });
  });
}

export async function waitUntil(url: string, isExited: () => boolean, logs: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (isExited()) throw new ClusterError(`exited while starting:\n${logs()}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new ClusterError(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s:\n${logs()}`);
}

/** Follows a child's output line by line. */
export function collectLines(child: ChildProcess, into: string[], source: string, onLine?: OnLine) {
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      into.push(line);
      onLine?.(source, line);
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
}
