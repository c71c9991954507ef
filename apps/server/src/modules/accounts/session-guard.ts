import type { AppDb } from '@app/db/client';
import { en } from '@app/shared/messages/en';
import type { Language } from '@app/shared/rules/language';
import { isStaffRole, type StaffRole } from '@app/shared/rules/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../app-error.ts';
import { can, type Permission } from './roles.ts';
import { findAdvisorOfUser, findSignedInCustomer } from './service.ts';

export interface SignedInCustomer {
  id: string;
  email: string;
  name: string;
  /** The language of the customer's e-mails, texts and phone line. */
  language: Language;
}

export function headersOf(request: FastifyRequest): Headers {
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
    const customer = await findSignedInCustomer(db, userId);
    if (!customer) throw new AppError(401, 'UNAUTHENTICATED', message);
    return customer;
  };
}

export type RequireCustomer = ReturnType<typeof createSessionGuard>;

/**
 * Puts every route of `app` (an encapsulated plugin) behind the customer guard, in preValidation: a
 * visitor gets 401 before their input is judged. Returns the signed-in customer of a request.
 */
export function registerCustomerGuard(app: FastifyInstance, requireCustomer: RequireCustomer) {
  const signedIn = new WeakMap<FastifyRequest, SignedInCustomer>();
  app.addHook('preValidation', async (request) => {
    signedIn.set(request, await requireCustomer(request));
  });
  return (request: FastifyRequest): SignedInCustomer => {
    const customer = signedIn.get(request);
    if (!customer) throw new Error('the customer guard did not run');
    return customer;
  };
}

/** The data API acts on the signed-in customer's own rows only: another id is refused before any read. */
export function assertOwnId(customer: SignedInCustomer, id: string): void {
  if (customer.id !== id) throw new AppError(403, 'FORBIDDEN', 'You can only access your own account.');
}

/**
 * The hook of a plugin whose routes are all `/api/customers/:id/…`: the session before the input (a
 * visitor is told to sign in, whatever they sent), then the customer's own id only.
 */
export function ownCustomerHook(requireCustomer: RequireCustomer) {
  return async (request: FastifyRequest): Promise<void> => {
    const params = request.params as { id?: unknown };
    assertOwnId(await requireCustomer(request), String(params.id ?? ''));
  };
}

export interface SignedInAdvisor {
  userId: string;
  agentId: number;
  name: string;
}

export interface SignedInStaff {
  userId: string;
  email: string;
  name: string;
  role: StaffRole;
}

const FORBIDDEN_MESSAGE = 'You are not allowed to do this.';

/**
 * The advisor console's and the back office's guards: no session is 401; a login whose role does not
 * hold the permission (roles.ts, better-auth's access control) is 403, and so is an advisor login no
 * longer linked to an advisor. Checked on every request, so a role change or an unlinking takes effect
 * at once.
 */
export function createRoleGuards(app: FastifyInstance, db: AppDb) {
  async function sessionUser(request: FastifyRequest) {
    const result = await app.auth.api.getSession({ headers: headersOf(request) });
    if (!result?.user.id) throw new AppError(401, 'UNAUTHENTICATED', en.dashboard.errors.notAuthenticated);
    return result.user as typeof result.user & { role?: string | null };
  }

  return {
    async requireAdvisor(request: FastifyRequest): Promise<SignedInAdvisor> {
      const user = await sessionUser(request);
      if (!can(user.role, { console: ['use'] })) throw new AppError(403, 'FORBIDDEN', FORBIDDEN_MESSAGE);
      const advisor = await findAdvisorOfUser(db, user.id);
      if (!advisor) throw new AppError(403, 'FORBIDDEN', FORBIDDEN_MESSAGE);
      return { userId: user.id, ...advisor };
    },

    async requireStaff(request: FastifyRequest, permission: Permission): Promise<SignedInStaff> {
      const user = await sessionUser(request);
      const role = user.role;
      if (!isStaffRole(role) || !can(role, permission)) {
        throw new AppError(403, 'FORBIDDEN', FORBIDDEN_MESSAGE);
      }
      return { userId: user.id, email: user.email, name: user.name, role };
    },
  };
}

export type RoleGuards = ReturnType<typeof createRoleGuards>;
