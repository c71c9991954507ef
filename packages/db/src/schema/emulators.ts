import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';

/**
 * What the payment emulators (development and demo only) remember: orders, transactions, captures,
 * refunds, one JSON body per (provider, kind, id). Kept here rather than in a server's memory so that
 * every instance sees the same "provider", and a restart loses nothing, as with the real one.
 */
export const emulatorRecords = pgTable(
  'emulator_records',
  {
    provider: text('provider').notNull(),
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'emulator_records_pkey', columns: [t.provider, t.kind, t.id] })],
);
