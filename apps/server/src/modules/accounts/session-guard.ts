import type { AppDb } from '@app/db/client';
import { customers } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../app-error.ts';

export interface SignedInCustomer {
  id: string;
  email: string;
  name: string;
}

function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/**
 * Resolves the signed-in customer from the session cookie or `Authorization: Bearer <token>` (better-auth's
 * bearer plugin). A session whose customer is missing, inactive or deleted counts as signed out.
 * `message` is the spec's text for the caller's context (dashboard vs payments).
 */
export function createSessionGuard(app: FastifyInstance, db: AppDb) {
  return async function requireCustomer(
    request: FastifyRequest,
    message: string = en.dashboard.errors.notAuthenticated,
  ): Promise<SignedInCustomer> {
    const result = await app.auth.api.getSession({ headers: headersOf(request) });
    const userId = result?.user.id;
    if (!userId) throw new AppError(401, 'UNAUTHENTICATED', message);
    const [customer] = await db
      .select({ id: customers.id, email: customers.email, name: customers.name })
      .from(customers)
      .where(and(eq(customers.id, userId), eq(customers.isActive, true), isNull(customers.deletedAt)))
      .limit(1);
    if (!customer) throw new AppError(401, 'UNAUTHENTICATED', message);
    return customer;
  };
}

export type RequireCustomer = ReturnType<typeof createSessionGuard>;

/** The data API acts on the signed-in customer's own rows only: another id is refused before any read. */
export function assertOwnId(customer: SignedInCustomer, id: string): void {
  if (customer.id !== id) throw new AppError(403, 'FORBIDDEN', 'You can only access your own account.');
}
