/**
 * A local cluster as a deployment runs it (docs/DEPLOY.md): N server instances on one PostgreSQL and one
 * Redis, behind nginx with the repository's deploy/nginx.conf. `npm run cluster` starts one from the
 * command line (cli.ts); the cluster test (apps/server/test/cluster) starts one, stops an instance mid-way
 * and checks that the customer notices nothing.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const NGINX_SITE = join(REPO_ROOT, 'deploy/nginx.conf');
const START_TIMEOUT_MS = 90_000;

export interface ClusterOptions {
  instances: number;
  /** NODE_ENV=production, without the payment emulators and demo tools. */
  production?: boolean;
  /** nginx's port (default: a free one). */
  port?: number;
  /** Default: DATABASE_URL, else the machine's PostgreSQL, database lumiere_cluster (created if missing). */
  databaseUrl?: string;
  /** Default: REDIS_URL, else the machine's Redis. */
  redisUrl?: string;
  /** More environment for every instance (e.g. STATUS_SIMULATOR=0 in a test). */
  env?: Record<string, string>;
  /** Each line an instance or nginx writes, with its name (default: kept in memory only). */
  onLine?: (source: string, line: string) => void;
}

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

export interface Cluster {
  /** nginx's address, which is also every instance's PUBLIC_URL. */
  readonly url: string;
  readonly instances: Instance[];
  readonly databaseUrl: string;
  /** The secrets the instances share (a test signs Twilio webhooks with the telephony one). */
  readonly secrets: { authSecret: string; telephonyWebhookSecret: string; metricsToken: string };
  /** nginx's master process id. */
  readonly nginxPid: number | undefined;
  nginxLogs(): string;
  stop(): Promise<void>;
}

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

export function findNginx(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim();
  } catch {
    throw new ClusterError(
      'nginx is not installed. On Debian or Ubuntu: apt-get install nginx (the cluster runs its own nginx ' +
        'process with its own configuration; the system service need not run).',
    );
  }
}

/** Creates the database when it is missing; says clearly when the server cannot be reached. */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new ClusterError(`unexpected database name in ${url}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new ClusterError(
      `PostgreSQL is not reachable at ${target.host} (${(error as Error).message}). Start it, or set DATABASE_URL.`,
    );
  }
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/** One PING, to fail at start rather than on the first sign-in. */
function pingRedis(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolvePing, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const fail = (why: string) => {
      socket.destroy();
      reject(
        new ClusterError(
          `Redis is not reachable at ${hostname}:${port || 6379} (${why}). Start it, or set REDIS_URL.`,
        ),
      );
    };
    socket.setTimeout(3_000, () => fail('no answer'));
    socket.once('error', (error) => fail(error.message));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.end();
      if (data.toString().startsWith('+PONG')) resolvePing();
      else fail(`answered ${JSON.stringify(data.toString().trim())}`);
    });
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, what: string): Promise<void> {
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

async function waitUntil(url: string, isExited: () => boolean, logs: () => string): Promise<void> {
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
function collectLines(
  child: ChildProcess,
  into: string[],
  source: string,
  onLine?: ClusterOptions['onLine'],
) {
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

/** deploy/nginx.conf with this cluster's port and upstream list, and nothing else changed. */
function siteConfig(dir: string, port: number): string {
  const site = readFileSync(NGINX_SITE, 'utf8');
  const withPort = site.replace(/^(\s*)listen 8080;$/m, `$1listen 127.0.0.1:${port};`);
  const withUpstreams = withPort.replace(
    /^(\s*)include lumiere-upstreams\.conf;$/m,
    `$1include ${join(dir, 'lumiere-upstreams.conf')};`,
  );
  if (withPort === site || withUpstreams === withPort) {
    throw new ClusterError(`${NGINX_SITE} no longer has its 'listen 8080;' and upstream include lines`);
  }
  return withUpstreams;
}

function mainConfig(dir: string): string {
  const temp = (name: string) => join(dir, 'temp', name);
  return [
    // The master runs as the caller; as root, workers stay root too, so they can read the temporary dirs.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    `  access_log ${join(dir, 'access.log')};`,
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    `  include ${join(dir, 'lumiere.conf')};`,
    '}',
    '',
  ].join('\n');
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!Number.isInteger(options.instances) || options.instances < 1 || options.instances > 16) {
    throw new ClusterError('--instances: expected a whole number from 1 to 16');
  }
  findNginx();
  if (!existsSync(join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    throw new ClusterError('the web app is not built: npm run build');
  }
  const databaseUrl =
    options.databaseUrl ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lumiere_cluster';
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  await ensureDatabase(databaseUrl);
  await pingRedis(redisUrl);

  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const secrets = {
    authSecret: randomBytes(32).toString('hex'),
    telephonyWebhookSecret: randomBytes(24).toString('hex'),
    metricsToken: randomBytes(24).toString('hex'),
  };
  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: options.production ? 'production' : 'development',
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // nginx runs on this machine: only it may say who the client is.
    TRUST_PROXY: 'loopback',
    AUTH_SECRET: secrets.authSecret,
    TELEPHONY_WEBHOOK_SECRET: secrets.telephonyWebhookSecret,
    METRICS_TOKEN: secrets.metricsToken,
    // Above deploy/nginx.conf's upstream keepalive_timeout (1 s): nginx drops its idle connections first.
    SHUTDOWN_DRAIN_MS: '1500',
    // The demo's Twilio emulator lives in each instance's memory, so a conference's advisor leg added on
    // one instance is unknown to the other: the demo cluster dials. With Twilio itself, set
    // CALL_BRIDGE=conference (the legs then live at Twilio, seen by every instance).
    ...(process.env.TWILIO_ACCOUNT_SID ? {} : { CALL_BRIDGE: 'dial' }),
    ...options.env,
  };
  // Migrations once, before any instance: instances of a new version start on the new schema.
  await run(
    process.execPath,
    ['--import', 'tsx', 'packages/db/src/migrate-cli.ts'],
    baseEnv,
    'the migrations',
  );

  const dir = mkdtempSync(join(tmpdir(), 'lumiere-cluster-'));
  const instances: Instance[] = [];
  for (let index = 1; index <= options.instances; index++) {
    instances.push(makeInstance(`instance ${index}`, await freePort(), baseEnv, dir, options.onLine));
  }
  const stopAll = async () => {
    await Promise.all(instances.map((instance) => (instance.running ? instance.stop() : null)));
  };
  let nginx: RunningNginx | undefined;
  try {
    // The first instance alone: on an empty database it seeds the catalogue (and the demo) once.
    const [first, ...others] = instances;
    await first?.start();
    await Promise.all(others.map((instance) => instance.start()));
    nginx = await startNginx({
      port,
      upstreams: instances.map((instance) => instance.port),
      ...(options.onLine ? { onLine: options.onLine } : {}),
    });
  } catch (error) {
    await stopAll();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const proxy = nginx;

  return {
    url,
    instances,
    databaseUrl,
    secrets,
    nginxPid: proxy.pid,
    nginxLogs: () => proxy.logs(),
    async stop() {
      await proxy.stop();
      await stopAll();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

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
  onLine?: ClusterOptions['onLine'];
}): Promise<RunningNginx> {
  const binary = findNginx();
  const dir = mkdtempSync(join(tmpdir(), 'lumiere-nginx-'));
  const url = `http://127.0.0.1:${options.port}`;
  const lines: string[] = [];
  let started: ChildProcess | undefined;
  try {
    writeFileSync(
      join(dir, 'lumiere-upstreams.conf'),
      options.upstreams.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;\n`).join(''),
    );
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

function makeInstance(
  name: string,
  port: number,
  baseEnv: NodeJS.ProcessEnv,
  dir: string,
  onLine: ClusterOptions['onLine'],
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
      const started = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
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
