/**
 * nginx started, checked and stopped for a cluster or a benchmark, with its configuration in a temporary
 * prefix.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mainConfig, siteConfig, upstreamsConfig } from './nginx-config.ts';
import { findNginx } from './prerequisites.ts';
import { collectLines, type OnLine, run, waitUntil } from './processes.ts';

export interface RunningNginx {
  readonly url: string;
  readonly pid: number | undefined;
  logs(): string;
  /** SIGQUIT: nginx's graceful stop. */
  stop(): Promise<void>;
}

/**
 * nginx in front of `upstreams` (ports on 127.0.0.1) on `port`, with deploy/nginx.conf as it is, or as
 * `site` rewrites it (a benchmark comparing a setting), in a temporary prefix of its own.
 */
export async function startNginx(options: {
  port: number;
  upstreams: number[];
  site?: (config: string) => string;
  onLine?: OnLine;
}): Promise<RunningNginx> {
  const binary = findNginx();
  const dir = mkdtempSync(join(tmpdir(), 'lumiere-nginx-'));
  const url = `http://127.0.0.1:${options.port}`;
  const lines: string[] = [];
  let started: ChildProcess | undefined;
  try {
    writeFileSync(join(dir, 'lumiere-upstreams.conf'), upstreamsConfig(options.upstreams));
    const site = siteConfig(dir, options.port);
    writeFileSync(join(dir, 'lumiere.conf'), options.site ? options.site(site) : site);
    writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir));
    for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      execFileSync('mkdir', ['-p', join(dir, 'temp', name)]);
    }
    const args = ['-p', dir, '-c', join(dir, 'nginx.conf')];
    await run(binary, [...args, '-t', '-q'], process.env, 'nginx -t (the configuration check)');
    const child = spawn(binary, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
    started = child;
    collectLines(child, lines, 'nginx', options.onLine);
    await waitUntil(
      `${url}/readyz`,
      () => child.exitCode !== null,
      () => lines.join('\n'),
    );
  } catch (error) {
    started?.kill('SIGQUIT');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const child = started;
  return {
    url,
    pid: child.pid,
    logs: () => {
      const errors = join(dir, 'error.log');
      return [...lines, existsSync(errors) ? readFileSync(errors, 'utf8') : ''].join('\n');
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
