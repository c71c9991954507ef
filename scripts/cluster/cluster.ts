/**
 * A local cluster as a deployment runs it (docs/DEPLOY.md): N server instances on one PostgreSQL and one
 * Redis, behind nginx with the repository's deploy/nginx.conf. `npm run cluster` starts one from the
 * command line (cli.ts); the cluster test (apps/server/test/cluster) starts one, stops an instance mid-way
 * and checks that the customer notices nothing.
 * nginx and its configuration, the instances, the machine's prerequisites and the child processes are in
 * the modules beside this one; this file starts and stops the whole and keeps the names others import.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Instance, makeInstance } from './instance.ts';
import { type RunningNginx, startNginx } from './nginx.ts';
import { ensureDatabase, findNginx, pingRedis } from './prerequisites.ts';
import { ClusterError, freePort, type OnLine, REPO_ROOT, run } from './processes.ts';

export type { Instance, RunningNginx };
export { ClusterError, findNginx, freePort, REPO_ROOT, startNginx };

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
  onLine?: OnLine;
  /** Node's own options for every instance (a benchmark's --cpu-prof). */
  nodeArgs?: readonly string[];
  /** deploy/nginx.conf as a benchmark changes it (e.g. without the micro-cache, to load the instances). */
  site?: (config: string) => string;
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
    // Fixed, unlike the others: payout data sealed in the cluster's database must open on its next run.
    payoutDataKeys: `cluster:${createHash('sha256').update('lumiere-cluster-rehearsal').digest('base64')}`,
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
    PAYOUT_DATA_KEYS: secrets.payoutDataKeys,
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
    instances.push(
      makeInstance(`instance ${index}`, await freePort(), baseEnv, dir, options.onLine, options.nodeArgs),
    );
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
      ...(options.site ? { site: options.site } : {}),
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
