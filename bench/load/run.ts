/**
 * A load test through nginx: visitors polling the status feed and opening pages, customers buying and
 * calling (mix.ts), against a local cluster of 1 and then 2 instances (scripts/cluster), stepping the
 * number of visitors up until the feed's p99 or the error count gives way.
 *
 *   npm run build && npx tsx bench/load/run.ts
 *
 * LOAD_INSTANCES (default 1,2), LOAD_VISITORS (the steps, default 500,1000,1500,2000,3000,4000,6000,
 * 8000,12000,16000), LOAD_STEP_S (measured seconds per step, 25), LOAD_WARMUP_S (5), LOAD_SOCKETS (the
 * visitors' connection pool to nginx, 256), LOAD_PAGES=0 (visitors poll the feed and open no page),
 * LOAD_CUSTOMERS=0 (no customers), LOAD_SIMULATOR=0 (advisors' statuses stay as seeded), LOAD_NGINX_CACHE=0
 * (nginx keeps nothing: every request reaches an instance, which is what this measures then),
 * LOAD_INSTANCE_CPU=<cores> (each instance limited to that CPU time, cpu-limit.ts), LOAD_CPU_PROF=<dir> (each instance writes a V8 CPU profile there when it stops; bench/load/profile.ts
 * sums one up).
 * Needs nginx, and this machine's PostgreSQL and Redis.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createTestDatabase } from '@app/db/testing';
import { type Cluster, startCluster } from '../../scripts/cluster/cluster.ts';
import { type CpuLimits, limitCpu } from './cpu-limit.ts';
import { FEED_PERIOD_MS, JOURNEY_PERIOD_MS, JOURNEY_REQUESTS, KINDS, Load, WindowStats } from './mix.ts';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const list = (value: string | undefined, fallback: string) =>
  (value ?? fallback).split(',').map((item) => Number(item.trim()));
const INSTANCE_COUNTS = list(process.env.LOAD_INSTANCES, '1,2');
const STEPS = list(process.env.LOAD_VISITORS, '500,1000,1500,2000,3000,4000,6000,8000,12000,16000');
const STEP_MS = Number(process.env.LOAD_STEP_S ?? 25) * 1000;
const WARMUP_MS = Number(process.env.LOAD_WARMUP_S ?? 5) * 1000;
const SOCKETS = Number(process.env.LOAD_SOCKETS ?? 256);
const PAGES = process.env.LOAD_PAGES !== '0';
const FEED_P99_TARGET_MS = 100;
const LAG_RESOLUTION_MS = 10;
/** USER_HZ: /proc/<pid>/stat counts CPU time in these ticks. */
const TICKS_PER_SECOND = 100;

const CUSTOMERS = process.env.LOAD_CUSTOMERS !== '0';
const SIMULATOR = process.env.LOAD_SIMULATOR === '0' ? '0' : '1';
const NGINX_CACHE = process.env.LOAD_NGINX_CACHE !== '0';
const CPU_PROF = process.env.LOAD_CPU_PROF;
const INSTANCE_CPU = process.env.LOAD_INSTANCE_CPU ? Number(process.env.LOAD_INSTANCE_CPU) : undefined;
/** deploy/nginx.conf without its micro-cache (LOAD_NGINX_CACHE=0). */
const withoutMicroCache = (site: string) => {
  const changed = site.replace(/^(\s*)proxy_cache lumiere_micro;$/m, '$1proxy_cache off;');
  if (changed === site) throw new Error("deploy/nginx.conf no longer has 'proxy_cache lumiere_micro;'");
  return changed;
};
/** One customer per 500 visitors, at least 2. */
const customersFor = (visitors: number) => (CUSTOMERS ? Math.max(2, Math.ceil(visitors / 500)) : 0);

interface StepResult {
  visitors: number;
  customers: number;
  feedP99: number;
  errors: number;
  cpu: [string, number][];
  /** The whole machine's busy time, % of one core (every process, ours or not). */
  machine: number;
  broke: string | undefined;
}

// --- CPU time from /proc -------------------------------------------------------------------------

interface ProcStat {
  pid: number;
  comm: string;
  ppid: number;
  /** utime + stime, in ms. */
  cpuMs: number;
}

function readStat(pid: number | string): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const comm = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
    // After the command name: state, ppid, …; utime and stime are the 12th and 13th fields.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      pid: Number(pid),
      comm,
      ppid: Number(fields[1]),
      cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND,
    };
  } catch {
    return undefined; // ended meanwhile
  }
}

function allProcesses(): ProcStat[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(readStat)
    .filter((stat): stat is ProcStat => stat !== undefined);
}

/** Busy and total jiffies of the whole machine (every core), from /proc/stat's first line. */
function machineTicks(): { busy: number; total: number } {
  const [, ...values] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const numbers = values.map(Number);
  const idle = (numbers[3] ?? 0) + (numbers[4] ?? 0);
  const total = numbers.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/** CPU ms so far of each process, by the group the report names: each instance, nginx, PostgreSQL, Redis. */
function cpuSnapshot(cluster: Cluster): Map<string, Map<number, number>> {
  const groupOf = (stat: ProcStat): string | undefined => {
    const instance = cluster.instances.find((candidate) => candidate.pid === stat.pid);
    if (instance) return instance.name;
    // The master and its workers.
    if (stat.pid === cluster.nginxPid || stat.ppid === cluster.nginxPid) return 'nginx';
    // The whole machine's PostgreSQL and Redis (other work on this machine uses them too).
    if (stat.comm === 'postgres') return 'postgres';
    if (stat.comm.startsWith('redis-server')) return 'redis';
    return undefined;
  };
  const snapshot = new Map<string, Map<number, number>>();
  for (const stat of allProcesses()) {
    const group = groupOf(stat);
    if (!group) continue;
    const pids = snapshot.get(group) ?? new Map<number, number>();
    pids.set(stat.pid, stat.cpuMs);
    snapshot.set(group, pids);
  }
  const own = process.cpuUsage();
  snapshot.set('generator', new Map([[process.pid, (own.user + own.system) / 1000]]));
  return snapshot;
}

/**
 * CPU % of one core of each group between two snapshots. A process that started meanwhile (a PostgreSQL
 * connection) counts whole; one that ended meanwhile is lost, so the figures are lower bounds.
 */
function cpuBetween(
  before: Map<string, Map<number, number>>,
  after: Map<string, Map<number, number>>,
  seconds: number,
): [string, number][] {
  return [...after].map(([group, pids]) => {
    let used = 0;
    for (const [pid, cpuMs] of pids) used += cpuMs - (before.get(group)?.get(pid) ?? 0);
    return [group, (used / (seconds * 1000)) * 100];
  });
}

/** Resident memory now and at its peak, in MB, from /proc/<pid>/status (VmRSS, VmHWM); null once gone. */
function memoryOf(pid: number): { rss: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** Each instance's memory at the end of a step: what a deployment sizes its machines by. */
function memoryLine(cluster: Cluster): string {
  return cluster.instances
    .map((instance) => {
      const memory = instance.pid === undefined ? null : memoryOf(instance.pid);
      return memory
        ? `${instance.name} ${memory.rss.toFixed(0)} MB (peak ${memory.peak.toFixed(0)} MB)`
        : `${instance.name} -`;
    })
    .join(', ');
}

// --- Statistics ----------------------------------------------------------------------------------

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(1) : value.toFixed(0));
const pad = (text: string, width: number) => text.padStart(width);

/** Prints one window's table; returns its feed p99 and error count. */
function report(
  stats: WindowStats,
  seconds: number,
): { feedP99: number; errors: number; due: number; done: number } {
  console.log(
    `  ${'kind'.padEnd(9)}${pad('due/s', 9)}${pad('done/s', 9)}${pad('p50 ms', 9)}${pad('p95 ms', 9)}${pad('p99 ms', 9)}${pad('errors', 8)}`,
  );
  let feedP99 = Number.NaN;
  let errors = 0;
  let due = 0;
  let done = 0;
  for (const kind of KINDS) {
    const counted = stats.kind(kind);
    const sorted = [...counted.latencies].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    if (kind === 'feed') feedP99 = p99;
    errors += counted.errors;
    due += counted.due;
    // Answered without error.
    const ok = counted.latencies.length - (counted.errors - unanswered(counted.errorKinds));
    done += ok;
    const why = [...counted.errorKinds].map(([reason, count]) => `${reason}×${count}`);
    if (counted.notModified > 0) {
      why.unshift(`304 ${((counted.notModified / counted.latencies.length) * 100).toFixed(0)} %`);
    }
    console.log(
      `  ${kind.padEnd(9)}${pad((counted.due / seconds).toFixed(1), 9)}${pad((ok / seconds).toFixed(1), 9)}` +
        `${pad(ms(percentile(sorted, 50)), 9)}${pad(ms(percentile(sorted, 95)), 9)}${pad(ms(p99), 9)}` +
        `${pad(String(counted.errors), 8)}  ${why.join(' ')}`,
    );
  }
  return { feedP99, errors, due, done };
}

/** Errors with no answer at all (network errors and timeouts), as opposed to an error status. */
function unanswered(errorKinds: Map<string, number>): number {
  let count = 0;
  for (const [reason, n] of errorKinds) if (!/^\d+$/.test(reason)) count += n;
  return count;
}

// --- Runs ----------------------------------------------------------------------------------------

const sleep = (milliseconds: number) => new Promise((r) => setTimeout(r, milliseconds));

async function runCluster(instances: number): Promise<StepResult[]> {
  const database = await createTestDatabase({ adminUrl: ADMIN_URL });
  const databaseUrl = database.url ?? '';
  const name = new URL(databaseUrl).pathname.slice(1);
  const results: StepResult[] = [];
  let cluster: Cluster | undefined;
  let load: Load | undefined;
  let limits: CpuLimits | undefined;
  try {
    cluster = await startCluster({
      instances,
      databaseUrl,
      // The simulator moves an advisor or two every 5 s, so the feed changes as a live directory's does
      // and a visitor polling every 15 s mostly downloads a new body rather than a 304 (the heavier case;
      // LOAD_SIMULATOR=0 keeps the seeded statuses, which only the customers' calls then change).
      env: { STATUS_SIMULATOR: SIMULATOR, LOG_LEVEL: 'warn' },
      ...(NGINX_CACHE ? {} : { site: withoutMicroCache }),
      ...(CPU_PROF ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] } : {}),
    });
    const cpu = INSTANCE_CPU === undefined ? '' : `, ${INSTANCE_CPU} core each`;
    console.log(
      `\n== ${instances} instance${instances > 1 ? 's' : ''} behind nginx at ${cluster.url} (database ${name}, STATUS_SIMULATOR=${SIMULATOR}, nginx cache ${NGINX_CACHE ? 'on' : 'off'}${cpu})`,
    );
    load = new Load(cluster.url, await Load.slugsOf(cluster.url), SOCKETS, PAGES);
    // A running site has rendered each page before: the first step should not measure cold caches.
    await load.openEveryPage(instances);
    // Limited once warm: starting (compiling the modules, first renders) is not what is measured.
    if (INSTANCE_CPU !== undefined) {
      limits = limitCpu(
        cluster.instances.flatMap((instance) => (instance.pid === undefined ? [] : [instance.pid])),
        INSTANCE_CPU,
      );
    }
    for (const visitors of STEPS) {
      const result = await runStep(cluster, load, visitors);
      results.push(result);
      if (result.broke) {
        console.log(`  stopping the ramp: ${result.broke}`);
        break;
      }
    }
  } finally {
    load?.stop();
    await cluster?.stop();
    limits?.release();
    await database.drop();
  }
  return results;
}

async function runStep(cluster: Cluster, load: Load, visitors: number): Promise<StepResult> {
  // Warm-up, not counted: the new visitors and customers join.
  load.stats = new WindowStats();
  load.addVisitors(visitors - load.visitorCount);
  await load.addCustomers(customersFor(visitors) - load.customerCount);
  await sleep(WARMUP_MS);

  const window = new WindowStats();
  const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  load.stats = window;
  lag.enable();
  const cpuBefore = cpuSnapshot(cluster);
  const machineBefore = machineTicks();
  const started = performance.now();
  await sleep(STEP_MS);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuSnapshot(cluster);
  const machineAfter = machineTicks();
  lag.disable();
  // Requests due from now on are not this window's; those due in it are waited for (10 s at most).
  load.stats = new WindowStats();
  await window.settled();

  const target =
    visitors / (FEED_PERIOD_MS / 1000) +
    (PAGES ? visitors / 60 : 0) +
    (load.customerCount * JOURNEY_REQUESTS) / (JOURNEY_PERIOD_MS / 1000);
  console.log(
    `\n${visitors} visitors, ${load.customerCount} customers, ${seconds.toFixed(0)} s (about ${target.toFixed(0)} req/s planned)`,
  );
  const { feedP99, errors, due, done } = report(window, seconds);
  console.log(
    `  all: ${(due / seconds).toFixed(1)} req/s due, ${(done / seconds).toFixed(1)} answered without error`,
  );
  const cpu = cpuBetween(cpuBefore, cpuAfter, seconds);
  const machine =
    ((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) *
    100 *
    availableParallelism();
  console.log(
    `  CPU, % of one core: ${cpu.map(([key, percent]) => `${key} ${percent.toFixed(0)}`).join(', ')}; ` +
      `whole machine ${machine.toFixed(0)} of ${availableParallelism() * 100}`,
  );
  console.log(`  memory (RSS): ${memoryLine(cluster)}`);
  // The histogram holds whole sampling intervals: what is beyond LAG_RESOLUTION_MS is lateness.
  const late = (nanoseconds: number) => ms(Math.max(0, nanoseconds / 1e6 - LAG_RESOLUTION_MS));
  console.log(`  generator's timers late by: p99 ${late(lag.percentile(99))} ms, max ${late(lag.max)} ms`);

  const broke =
    errors > due * 0.01
      ? `${errors} errors`
      : done < due * 0.9
        ? `only ${((done / due) * 100).toFixed(0)} % answered`
        : feedP99 > 1000
          ? `feed p99 ${ms(feedP99)} ms`
          : undefined;
  return { visitors, customers: load.customerCount, feedP99, errors, cpu, machine, broke };
}

function summary(all: Map<number, StepResult[]>): void {
  console.log('\n== Summary: the most visitors with the feed p99 under 100 ms and no error');
  for (const [instances, results] of all) {
    const good = results.filter((result) => result.feedP99 < FEED_P99_TARGET_MS && result.errors === 0);
    const best = good.at(-1);
    // The first step above the best one that missed the target (or the first step, if none met it).
    const first = results.find(
      (result) => !good.includes(result) && (!best || result.visitors > best.visitors),
    );
    const busiest = (result: StepResult) =>
      [...result.cpu]
        .sort((a, b) => b[1] - a[1])
        .map(([key, percent]) => `${key} ${percent.toFixed(0)} %`)
        .concat(`machine ${result.machine.toFixed(0)} % of ${availableParallelism() * 100} %`)
        .join(', ');
    console.log(
      `  ${instances} instance${instances > 1 ? 's' : ''}: ${best ? `${best.visitors} visitors` : 'none of the steps'}` +
        (best ? ` (CPU: ${busiest(best)})` : ''),
    );
    if (first) {
      console.log(
        `    next step ${first.visitors} visitors: feed p99 ${ms(first.feedP99)} ms, ${first.errors} errors (CPU: ${busiest(first)})`,
      );
    }
  }
  console.log(
    `  This machine has ${availableParallelism()} cores, shared by the generator, nginx, the instances, ` +
      "PostgreSQL and Redis (and whatever else runs here): the generator's share is printed beside theirs.",
  );
}

async function main(): Promise<void> {
  const all = new Map<number, StepResult[]>();
  for (const instances of INSTANCE_COUNTS) {
    all.set(instances, await runCluster(instances));
  }
  summary(all);
}

await main();
