import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';

/**
 * One row per run of a scheduled job and time slot ('reconcile', '2026-11-25T03:14'). Every instance
 * schedules every job; the one whose insert wins the (name, slot) key runs it, the others skip: exactly
 * once across instances without electing a leader.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    name: text('name').notNull(),
    slot: text('slot').notNull(),
    startedAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
    /** What the run did ("2 orders credited, 1 call settled") or why it failed. */
    summary: text('summary'),
  },
  (t) => [primaryKey({ name: 'job_runs_pkey', columns: [t.name, t.slot] })],
);
