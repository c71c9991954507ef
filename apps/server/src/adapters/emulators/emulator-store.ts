import type { AppDb } from '@app/db/client';
import { emulatorRecords } from '@app/db/schema';
import { and, asc, eq, sql } from 'drizzle-orm';

/**
 * One emulated provider's records, in the database every server instance shares (see emulator_records).
 * `Kinds` names each kind of record and the JSON body it holds, e.g. { order: EmulatedOrder }.
 */
export type EmulatorStore<Kinds extends object> = ReturnType<typeof recordsOf<Kinds>>;

/** The store's operations on a connection or inside a transaction. */
function recordsOf<Kinds extends object>(db: AppDb, provider: string) {
  type Kind = keyof Kinds & string;
  const ofKind = (kind: string) =>
    and(eq(emulatorRecords.provider, provider), eq(emulatorRecords.kind, kind));
  const one = (kind: string, id: string) => and(ofKind(kind), eq(emulatorRecords.id, id));
  const bodyOf = <K extends Kind>(rows: { body: unknown }[]) => rows[0]?.body as Kinds[K] | undefined;

  return {
    async get<K extends Kind>(kind: K, id: string): Promise<Kinds[K] | undefined> {
      return bodyOf<K>(
        await db.select({ body: emulatorRecords.body }).from(emulatorRecords).where(one(kind, id)),
      );
    },
    /** Reads the record and locks it until the transaction ends (use inside `transaction`). */
    async lock<K extends Kind>(kind: K, id: string): Promise<Kinds[K] | undefined> {
      return bodyOf<K>(
        await db
          .select({ body: emulatorRecords.body })
          .from(emulatorRecords)
          .where(one(kind, id))
          .for('update'),
      );
    },
    /** Writes the record, replacing any body it had. */
    async put<K extends Kind>(kind: K, id: string, body: Kinds[K]): Promise<void> {
      await db
        .insert(emulatorRecords)
        .values({ provider, kind, id, body })
        .onConflictDoUpdate({
          target: [emulatorRecords.provider, emulatorRecords.kind, emulatorRecords.id],
          set: { body, updatedAt: sql`now()` },
        });
    },
    /** Writes the record unless one exists already; true when this call wrote it. */
    async add<K extends Kind>(kind: K, id: string, body: Kinds[K]): Promise<boolean> {
      const added = await db
        .insert(emulatorRecords)
        .values({ provider, kind, id, body })
        .onConflictDoNothing()
        .returning({ id: emulatorRecords.id });
      return added.length > 0;
    },
    /** Deletes the record and answers what it held: of two callers at once, one gets it. */
    async take<K extends Kind>(kind: K, id: string): Promise<Kinds[K] | undefined> {
      return bodyOf<K>(
        await db.delete(emulatorRecords).where(one(kind, id)).returning({ body: emulatorRecords.body }),
      );
    },
    /** The first record of a kind whose body has `field` equal to `value` (a string field). */
    async find<K extends Kind>(
      kind: K,
      field: keyof Kinds[K] & string,
      value: string,
    ): Promise<Kinds[K] | undefined> {
      return bodyOf<K>(
        await db
          .select({ body: emulatorRecords.body })
          .from(emulatorRecords)
          .where(and(ofKind(kind), sql`${emulatorRecords.body}->>${field}::text = ${value}`))
          .limit(1),
      );
    },
    /** Every record of a kind, oldest first. */
    async list<K extends Kind>(kind: K): Promise<Kinds[K][]> {
      const rows = await db
        .select({ body: emulatorRecords.body })
        .from(emulatorRecords)
        .where(ofKind(kind))
        .orderBy(asc(emulatorRecords.createdAt), asc(emulatorRecords.id));
      return rows.map((row) => row.body as Kinds[K]);
    },
  };
}

export function createEmulatorStore<Kinds extends object>(db: AppDb, provider: string) {
  return {
    ...recordsOf<Kinds>(db, provider),
    /**
     * Runs `work` in one transaction, with the store bound to it. Everything inside must go through
     * `tx` (PGlite has one connection: the outer store would wait for this transaction to end).
     */
    transaction<T>(work: (tx: EmulatorStore<Kinds>) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(recordsOf<Kinds>(tx as unknown as AppDb, provider)));
    },
  };
}
