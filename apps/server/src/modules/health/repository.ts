import type { Database } from '@app/db/client';

export interface HealthRepository {
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
}

export function createHealthRepository(database: Pick<Database, 'ping'>): HealthRepository {
  return { ping: () => database.ping() };
}
