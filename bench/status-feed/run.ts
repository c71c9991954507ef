/**
 * How close the status feed gets to the cost floor: the real app (every plugin and hook, info-level
 * request logging) against a bare node:http server sending the same bytes and headers.
 *
 *   npx tsx bench/status-feed/run.ts
 *
 * The servers run in a child process and autocannon in this one, so the load generator does not share
 * the event loop it measures. Prints req/s of each, their ratio, and p99 latency.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, get, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createDatabase, runMigrations } from '@app/db/client';
import { seedDemoData } from '@app/db/seed/seed';
import autocannon, { type Result } from 'autocannon';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/env.ts';

const FEED = '/.netlify/functions/fetch-psychicstatus-json';
const CONNECTIONS = 100;
const DURATION_S = 10;
const WARMUP_S = 3;
/** Rounds in A-B-B-A order, so that a machine warming up or slowing down favours neither server. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** Per-connection headers that node adds itself; everything else must match byte for byte. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

interface Ready {
  appUrl: string;
  bareUrl: string;
}

/** Child: the real app on a fresh seeded PGlite, and a bare server replaying its feed response. */
async function serve(): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'production',
    // Required in production, only validated here: buildApp is handed the in-memory database below.
    DATABASE_URL: 'postgres://bench@unused.invalid/bench',
    PORT: '3000',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'https://bench.example.com',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    STATUS_SIMULATOR: '0',
    AUTH_SECRET: randomBytes(24).toString('hex'),
    TELEPHONY_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
    PAYOUT_DATA_KEYS: `bench:${randomBytes(32).toString('base64')}`,
  });
  const database = await createDatabase({ dataDir: 'memory://' });
  await runMigrations(database);
  await seedDemoData(database.db);
  // Logs go to stdout, which the parent points at /dev/null: the logging cost stays in the figure.
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const sample = await rawGet(`${appUrl}${FEED}`);
  const body = sample.body;
  const headers: OutgoingHttpHeaders = {};
  for (const [key, value] of Object.entries(sample.headers)) {
    if (!TRANSPORT_HEADERS.has(key) && value !== undefined) headers[key] = value;
  }
  const bare = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

  process.on('message', async (message) => {
    if (message !== 'stop') return;
    bare.close();
    await app.close();
    await database.close();
    process.exit(0);
  });
  process.send?.({ appUrl, bareUrl } satisfies Ready);
}

/** A plain GET like autocannon's (no Accept-Encoding), unlike fetch, which asks for gzip and br. */
function rawGet(url: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

async function snapshotOf(url: string) {
  const res = await rawGet(`${url}${FEED}`);
  const headers = Object.entries(res.headers)
    .filter(([key]) => !TRANSPORT_HEADERS.has(key))
    .sort(([a], [b]) => a.localeCompare(b));
  return { status: res.status, body: res.body, headers: JSON.stringify(headers) };
}

const load = (url: string, duration: number) =>
  autocannon({ url: `${url}${FEED}`, connections: CONNECTIONS, duration });

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function line(name: string, result: Result): string {
  return `${name.padEnd(10)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms   errors ${result.errors + result.timeouts}, non-2xx ${result.non2xx}`;
}

async function main(): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Ready));
    child.once('exit', (code) => reject(new Error(`server process exited with code ${code}`)));
  });
  try {
    const [app, bare] = await Promise.all([snapshotOf(ready.appUrl), snapshotOf(ready.bareUrl)]);
    if (app.status !== 200 || !app.body.equals(bare.body) || app.headers !== bare.headers) {
      throw new Error(`the two servers do not answer the same response:\n${app.headers}\n${bare.headers}`);
    }
    console.log(`GET ${FEED}: ${app.body.length} bytes, ${CONNECTIONS} connections, ${DURATION_S} s each`);

    await load(ready.appUrl, WARMUP_S);
    await load(ready.bareUrl, WARMUP_S);
    const results: Record<'app' | 'bare', Result[]> = { app: [], bare: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? (['app', 'bare'] as const) : (['bare', 'app'] as const);
      for (const name of order) {
        const result = await load(name === 'app' ? ready.appUrl : ready.bareUrl, DURATION_S);
        results[name].push(result);
        console.log(line(`${name} #${round + 1}`, result));
      }
    }

    const appRps = median(results.app.map((r) => r.requests.average));
    const bareRps = median(results.bare.map((r) => r.requests.average));
    const appP99 = median(results.app.map((r) => r.latency.p99));
    const bareP99 = median(results.bare.map((r) => r.latency.p99));
    console.log(`median of ${ROUNDS} round(s):`);
    console.log(`  app        ${appRps.toFixed(0)} req/s, p99 ${appP99} ms`);
    console.log(`  bare http  ${bareRps.toFixed(0)} req/s, p99 ${bareP99} ms`);
    console.log(
      `  ratio app/bare ${(appRps / bareRps).toFixed(2)} (target >= 0.90); app p99 ${appP99} ms (target <= 10)`,
    );
  } finally {
    child.send('stop');
  }
}

if (process.argv.includes('--serve')) {
  await serve();
} else {
  await main();
}
