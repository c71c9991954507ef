/**
 * Who should compress behind nginx: the app (precompressed brotli/gzip assets, the feed's cached
 * variants, @fastify/compress for the rest), nginx (gzip, the app asked for identity), or deploy/nginx.conf's
 * split (the app's ready-made copies pass through, nginx gzips the rest)? One instance, one nginx per way
 * in front of it, the same requests through each.
 *
 *   npm run build && npx tsx bench/compression/run.ts
 *
 * For each path: requests per second, p50/p99 latency, bytes per answer, and the CPU the instance and
 * nginx used per 1,000 answers, in rounds that go through the ways forward then backward.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase } from '@app/db/testing';
import autocannon from 'autocannon';
import {
  freePort,
  REPO_ROOT,
  type RunningNginx,
  startCluster,
  startNginx,
} from '../../scripts/cluster/cluster.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const BROWSER = { 'accept-encoding': 'br, gzip, deflate' };

/** Each way to compress, as a rewrite of deploy/nginx.conf (which is the first: `deploy`). */
const WAYS: Record<string, (site: string) => string> = {
  deploy: (site) => site,
  /** The app compresses everything: nginx passes the client's Accept-Encoding on and gzips nothing. */
  app: (site) =>
    rewrite(site, [
      [/^(\s*)gzip on;$/m, '$1gzip off;'],
      [
        /^(\s*)proxy_set_header Accept-Encoding \$lumiere_upstream_encoding;$/m,
        '$1proxy_set_header Accept-Encoding $http_accept_encoding;',
      ],
    ]),
  /** nginx compresses everything: the app is always asked for identity. */
  nginx: (site) =>
    rewrite(site, [
      [
        /^(\s*)proxy_set_header Accept-Encoding \$lumiere_upstream_encoding;$/m,
        '$1proxy_set_header Accept-Encoding "";',
      ],
    ]),
};

function rewrite(site: string, changes: [RegExp, string][]): string {
  let result = site;
  for (const [pattern, replacement] of changes) {
    const next = result.replace(pattern, replacement);
    if (next === result) throw new Error(`deploy/nginx.conf no longer matches ${pattern}`);
    result = next;
  }
  return result;
}

/** CPU seconds (user + system) of a process and its children that are alive now (nginx's worker). */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const ticks = (id: string) => {
    try {
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0;
    }
  };
  let children: string[] = [];
  try {
    children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } catch {
    children = [];
  }
  return [String(pid), ...children].reduce((sum, id) => sum + ticks(id), 0) / 100;
}

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  appCpuPer1k: number;
  nginxCpuPer1k: number;
  errors: number;
}

async function measure(url: string, appPid: number | undefined, nginx: RunningNginx): Promise<Measure> {
  const appBefore = cpuSeconds(appPid);
  const nginxBefore = cpuSeconds(nginx.pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: BROWSER });
  const total = result.requests.total || 1;
  return {
    rps: result.requests.mean,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.mean / (result.requests.mean || 1),
    appCpuPer1k: ((cpuSeconds(appPid) - appBefore) * 1000) / total,
    nginxCpuPer1k: ((cpuSeconds(nginx.pid) - nginxBefore) * 1000) / total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function mean(values: Measure[]): Measure {
  const of = (key: keyof Measure) => values.reduce((sum, value) => sum + value[key], 0) / values.length;
  return {
    rps: of('rps'),
    p50: of('p50'),
    p99: of('p99'),
    bytes: of('bytes'),
    appCpuPer1k: of('appCpuPer1k'),
    nginxCpuPer1k: of('nginxCpuPer1k'),
    errors: of('errors'),
  };
}

const database = await createTestDatabase({ adminUrl: ADMIN_URL });
const databaseUrl = database.url ?? '';
// The demo's data (advisors in the feed and on the pages), without the status simulator's changes.
const cluster = await startCluster({
  instances: 1,
  databaseUrl,
  env: { LOG_LEVEL: 'warn', STATUS_SIMULATOR: '0' },
});
const proxies: Record<string, RunningNginx> = {};
try {
  const instance = cluster.instances[0];
  if (!instance) throw new Error('no instance');
  for (const [way, site] of Object.entries(WAYS)) {
    proxies[way] = await startNginx({ port: await freePort(), upstreams: [instance.port], site });
  }
  const feed = (await (
    await fetch(`${cluster.url}/.netlify/functions/fetch-psychicstatus-json`)
  ).json()) as unknown[];
  const script = readdirSync(join(REPO_ROOT, 'apps/web/dist/assets')).find(
    (file) => file.startsWith('libraries-') && file.endsWith('.js'),
  );
  const paths = [
    `/.netlify/functions/fetch-psychicstatus-json`,
    '/',
    '/pricing',
    '/api/bundles',
    ...(script ? [`/assets/${script}`] : []),
  ];
  const ways = Object.keys(WAYS);
  console.log(
    `${feed.length} advisors in the feed; ${CONNECTIONS} connections, ${DURATION_S} s per run, ${ROUNDS} round(s) of ${[...ways, ...[...ways].reverse()].join(' ')}`,
  );
  const rows: Record<string, Record<string, string>> = {};
  for (const path of paths) {
    const results: Record<string, Measure[]> = Object.fromEntries(ways.map((way) => [way, []]));
    for (let round = 0; round < ROUNDS; round++) {
      // Forward then backward, so a machine warming up or slowing down favours no way.
      for (const way of [...ways, ...[...ways].reverse()]) {
        const proxy = proxies[way] as RunningNginx;
        results[way]?.push(await measure(`${proxy.url}${path}`, instance.pid, proxy));
      }
    }
    for (const way of ways) {
      const m = mean(results[way] ?? []);
      rows[`${path.length > 40 ? `${path.slice(0, 37)}…` : path} (${way})`] = {
        'req/s': m.rps.toFixed(0),
        'p50 ms': m.p50.toFixed(1),
        'p99 ms': m.p99.toFixed(1),
        'bytes/answer': m.bytes.toFixed(0),
        'app CPU s/1k': m.appCpuPer1k.toFixed(3),
        'nginx CPU s/1k': m.nginxCpuPer1k.toFixed(3),
        errors: m.errors.toFixed(0),
      };
    }
  }
  console.table(rows);
} finally {
  for (const proxy of Object.values(proxies)) await proxy.stop();
  await cluster.stop();
  await database.drop();
}
