/**
 * What the real sky costs (issue 42): a day's sky computed once per instance, the twelve readings written
 * from it, a customer's chart and today's transits, and GET fetchHoroscope once the day is kept.
 *
 *   npx tsx bench/horoscope/run.ts
 *
 * Pure computations are timed in this process (median of BENCH_RUNS, default 15); the route through the
 * real Fastify app (app.inject: every hook, no network) on the demo's in-memory database, 2,000 warm
 * requests across the signs and both languages.
 */
import { performance } from 'node:perf_hooks';
import { createDatabase, runMigrations } from '@app/db/client';
import { seedDemoData } from '@app/db/seed/seed';
import { ZODIAC_KEYS } from '@app/shared/zodiac';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/env.ts';
import { searchPlaces } from '../../apps/server/src/modules/horoscope/natal/gazetteer.ts';
import { natalChart } from '../../apps/server/src/modules/horoscope/natal/natal-chart.ts';
import { personalDay } from '../../apps/server/src/modules/horoscope/natal/personal-reading.ts';
import { composeSkyReading } from '../../apps/server/src/modules/horoscope/sky/compose.ts';
import { daySky } from '../../apps/server/src/modules/horoscope/sky/day-sky.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const REQUESTS = 2_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

/** The median time of `work` over RUNS runs, each on its own input (day `i`). */
function timed(work: (i: number) => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    work(i);
    times.push(performance.now() - start);
  }
  return median(times);
}

const dayOf = (i: number) => new Date(Date.UTC(2027, 0, 1 + i * 7, 17));
const sky = daySky(dayOf(0));
const montreal = searchPlaces('montreal')[0];
if (!montreal) throw new Error('no Montréal in the gazetteer');

const figures = {
  'a day’s sky, computed (ms)': timed((i) => daySky(dayOf(i))),
  'the 24 readings of a day, written (ms)': timed(() => {
    for (const sign of ZODIAC_KEYS)
      for (const language of ['en', 'fr'] as const) composeSkyReading(sign, sky, language);
  }),
  'a chart from the birth date, with today (ms)': timed((i) => {
    const chart = natalChart({ date: `19${60 + i}-05-14` });
    personalDay(chart, '2027-01-01', dayOf(0), 'en');
  }),
  'a chart with time and place, with today (ms)': timed((i) => {
    const chart = natalChart({ date: `19${60 + i}-05-14`, birth: { time: '08:30', place: montreal } });
    personalDay(chart, '2027-01-01', dayOf(0), 'fr');
  }),
};

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', STATUS_SIMULATOR: '0' });
const database = await createDatabase({ dataDir: 'memory://' });
await runMigrations(database);
await seedDemoData(database.db);
const app = await buildApp({ config, database });
const url = (i: number) =>
  `/.netlify/functions/fetchHoroscope?sign=${ZODIAC_KEYS[i % 12]}${i % 24 >= 12 ? '&lang=fr' : ''}`;
const firstStart = performance.now();
await app.inject({ method: 'GET', url: url(0) });
const first = performance.now() - firstStart;
for (let i = 0; i < 200; i++) await app.inject({ method: 'GET', url: url(i) });
const latencies: number[] = [];
for (let i = 0; i < REQUESTS; i++) {
  const start = performance.now();
  const res = await app.inject({ method: 'GET', url: url(i) });
  latencies.push(performance.now() - start);
  if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}`);
}
await app.close();
await database.close();

for (const [name, value] of Object.entries(figures)) console.log(`${name.padEnd(48)} ${value.toFixed(2)}`);
console.log(`${'GET fetchHoroscope, first of the day (ms)'.padEnd(48)} ${first.toFixed(2)}`);
console.log(`${'GET fetchHoroscope, warm, median (ms)'.padEnd(48)} ${median(latencies).toFixed(3)}`);
console.log(`${'GET fetchHoroscope, warm, p99 (ms)'.padEnd(48)} ${percentile(latencies, 0.99).toFixed(3)}`);
