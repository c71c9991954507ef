/**
 * What the call timers' sweep costs: every instance runs it every 5 s, so its two claims and
 * its hold release must stay cheap however many calls are live. On a fresh PostgreSQL database
 * (BENCH_ADMIN_URL, default the local server), it writes BENCH_LIVE calls in progress (default 10 000)
 * whose timers are not due, then times the sweep (claimDueTimers, then the reserve's releaseExpired)
 * with nothing due, and once with BENCH_DUE warnings and caps due, and prints the medians.
 *
 *   npx tsx bench/call-timers/run.ts
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createDatabase, runMigrations } from '@app/db/client';
import { callSessions, customers, user } from '@app/db/schema';
import { seedDemoData } from '@app/db/seed/seed';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createCallSessionRepository } from '../../apps/server/src/modules/calls/call-session-repository.ts';
import { createReserve } from '../../apps/server/src/modules/calls/reserve.ts';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LIVE = Number(process.env.BENCH_LIVE ?? 10_000);
const DUE = Number(process.env.BENCH_DUE ?? 100);
const RUNS = 50;
const name = `bench_call_timers_${process.pid}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

await admin(`create database ${name}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;
const database = await createDatabase({ url: url.href });
try {
  await runMigrations(database);
  await seedDemoData(database.db);
  const db = database.db;
  const customerId = randomUUID();
  await db.insert(user).values({
    id: customerId,
    name: 'Bench',
    email: 'bench@example.com',
    emailVerified: true,
    updatedAt: new Date(),
  });
  await db.insert(customers).values({ id: customerId, name: 'Bench', email: 'bench@example.com' });

  const now = new Date();
  const later = new Date(now.getTime() + 30 * 60_000);
  for (let start = 0; start < LIVE; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, LIVE - start) }, (_, i) => ({
      callSid: `CAlive${start + i}`,
      customerId,
      fromNumber: '+15145550000',
      status: 'dialing' as const,
      advisorAgentId: 1001,
      reservedMinutes: 31,
      conferenceSid: `CFlive${start + i}`,
      advisorLegSid: `CAleg${start + i}`,
      answeredAt: now,
      warnAt: new Date(later.getTime() - 60_000),
      capAt: later,
    }));
    await db.insert(callSessions).values(rows);
  }
  await db.execute(sql`analyze call_sessions`);
  const sessions = createCallSessionRepository(db);
  const reserve = createReserve(db);

  const sweep = async (at: Date) => {
    const started = performance.now();
    const due = await sessions.claimDueTimers(at);
    await reserve.releaseExpired(at);
    return { ms: performance.now() - started, claimed: due.warnings.length + due.caps.length };
  };

  const idle: number[] = [];
  for (let run = 0; run < RUNS; run++) idle.push((await sweep(now)).ms);

  const busy: number[] = [];
  let claimed = 0;
  for (let run = 0; run < 10; run++) {
    const at = new Date(now.getTime() + run * 1000);
    await db.insert(callSessions).values(
      Array.from({ length: DUE }, (_, i) => ({
        callSid: `CAdue${run}-${i}`,
        customerId,
        fromNumber: '+15145550000',
        status: 'dialing' as const,
        advisorAgentId: 1001,
        reservedMinutes: 2,
        conferenceSid: `CFdue${run}-${i}`,
        advisorLegSid: `CAdueleg${run}-${i}`,
        answeredAt: new Date(at.getTime() - 120_000),
        // Half at their warning, half at their cap.
        warnAt: new Date(at.getTime() - (i % 2 === 0 ? 1000 : 61_000)),
        capAt: new Date(at.getTime() + (i % 2 === 0 ? 59_000 : -1000)),
      })),
    );
    const result = await sweep(at);
    busy.push(result.ms);
    claimed += result.claimed;
  }

  const version = (await db.execute(sql`show server_version`)) as unknown as {
    rows: { server_version?: string }[];
  };
  console.log(`PostgreSQL ${version.rows[0]?.server_version ?? ''}`);
  console.log(`live calls, none due: ${LIVE}; sweep median ${median(idle).toFixed(2)} ms over ${RUNS} runs`);
  console.log(
    `with ${DUE} due per sweep: median ${median(busy).toFixed(2)} ms over 10 runs, ${claimed} timers claimed (expected ${DUE * 10})`,
  );
} finally {
  await database.close();
  await admin(`drop database ${name} with (force)`);
}
