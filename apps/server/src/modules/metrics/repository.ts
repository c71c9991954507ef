import type { AppDb } from '@app/db/client';
import { callSessions, outboxMessages } from '@app/db/schema';
import { count, inArray } from 'drizzle-orm';

export interface DatabaseCounts {
  calls: { gathering: number; dialing: number };
  outbox: { sms: number; email: number };
}

export interface MetricsRepository {
  /** What every instance shares, read at scrape time (two small grouped counts). */
  counts(): Promise<DatabaseCounts>;
}

export function createMetricsRepository(db: AppDb): MetricsRepository {
  return {
    async counts() {
      const [calls, outbox] = await Promise.all([
        db
          .select({ status: callSessions.status, n: count() })
          .from(callSessions)
          .where(inArray(callSessions.status, ['gathering', 'dialing']))
          .groupBy(callSessions.status),
        db
          .select({ channel: outboxMessages.channel, n: count() })
          .from(outboxMessages)
          .groupBy(outboxMessages.channel),
      ]);
      const callsIn = (status: string) => calls.find((row) => row.status === status)?.n ?? 0;
      const outboxIn = (channel: string) => outbox.find((row) => row.channel === channel)?.n ?? 0;
      return {
        calls: { gathering: callsIn('gathering'), dialing: callsIn('dialing') },
        outbox: { sms: outboxIn('sms'), email: outboxIn('email') },
      };
    },
  };
}
