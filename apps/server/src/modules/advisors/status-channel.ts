import type { AppDb } from '@app/db/client';
import { sql } from 'drizzle-orm';

/**
 * The PostgreSQL channel every instance LISTENs on; a status write NOTIFYs it in its own transaction,
 * so a listener never hears of a change it cannot yet read.
 */
export const ADVISOR_STATUS_CHANNEL = 'advisor_status';

/**
 * Tells every instance that an advisor's card changed. `source` names the writer (calls, staff,
 * reviews, …) and `agentId` the advisor, as `<source>:<agentId>`; listeners reread the row.
 */
export async function notifyAdvisorChange(tx: AppDb, source: string, agentId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${ADVISOR_STATUS_CHANNEL}, ${`${source}:${agentId}`})`);
}
