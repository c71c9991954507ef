import type { AppDb } from '@app/db/client';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Claims, for one reconciliation pass, up to `limit` rows of `table` (oldest first) that `due` selects and
 * that no live pass holds: one instance per row for `claimMs` (SKIP LOCKED, then the claim stamp in
 * `reconcile_after`), so two instances never ask a provider about the same row at once and a crashed pass's
 * claims expire. The table has an `id`, a `created_at` and a `reconcile_after`; the answer is the ids.
 */
export async function claimForReconciliation(
  db: AppDb,
  table: PgTable,
  due: SQL,
  input: { now: Date; claimMs: number; limit: number },
): Promise<string[]> {
  const now = input.now.toISOString();
  const result = await db.execute(sql`
    update ${table}
    set reconcile_after = ${new Date(input.now.getTime() + input.claimMs).toISOString()}::timestamptz
    where id in (
      select id from ${table}
      where (${due})
        and (reconcile_after is null or reconcile_after <= ${now}::timestamptz)
      order by created_at
      limit ${input.limit}
      for update skip locked
    )
    returning id`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}
