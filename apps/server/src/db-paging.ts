import type { PgSelect } from 'drizzle-orm/pg-core';

/** Which page of a back-office list is asked for: pages count from 1. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/**
 * One page of a list and how many rows match in all: `rows` is the list's query (made `.$dynamic()`,
 * ordered so that a page boundary never repeats or skips a row), cut here to the page; `total` counts
 * the rows of the same condition. The two run one after the other, on the same connection.
 */
export async function pageWithTotal<T extends PgSelect>(
  rows: T,
  total: PromiseLike<{ n: number }[]>,
  { page, pageSize }: PageRequest,
): Promise<{ rows: Awaited<T>; total: number }> {
  const list = await rows.limit(pageSize).offset((page - 1) * pageSize);
  const [counted] = await total;
  return { rows: list as Awaited<T>, total: counted?.n ?? 0 };
}
