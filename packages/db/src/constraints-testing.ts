import { randomUUID } from 'node:crypto';
import { pgErrorOf } from './errors.ts';
import { user } from './schema/auth.ts';
import { customers } from './schema/customers.ts';
import { useTestDatabase } from './testing.ts';

/** Resolves to the database error the operation failed with; fails the test if it succeeded. */
export async function rejection(
  operation: PromiseLike<unknown>,
): Promise<{ code: string; constraint?: string }> {
  try {
    await operation;
  } catch (error) {
    const pgError = pgErrorOf(error);
    if (!pgError) throw error;
    return { code: pgError.code, ...(pgError.constraint ? { constraint: pgError.constraint } : {}) };
  }
  throw new Error('Expected the database to reject the operation');
}

/**
 * The constraint files' database (migrated, no rows; made and dropped by useTestDatabase's hooks) and a
 * customer written straight to it: a login row, then its customer row.
 */
export function useConstraintsDatabase() {
  const database = useTestDatabase('migrated');

  async function makeCustomer(overrides: Partial<typeof customers.$inferInsert> = {}): Promise<string> {
    const id = overrides.id ?? randomUUID();
    const email = overrides.email ?? `${id}@example.com`;
    await database.db.insert(user).values({ id, name: 'Test User', email, updatedAt: new Date() });
    await database.db.insert(customers).values({ id, name: 'User test', email, ...overrides });
    return id;
  }

  return { database, makeCustomer };
}
