import { apiErrorSchema } from '@app/shared/schemas/errors';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { Permission } from './roles.ts';
import type { RoleGuards, SignedInStaff } from './session-guard.ts';

export type { RoleGuards };

/** Where the back office's routes stand in the OpenAPI document. */
export const STAFF_TAGS = ['back office'];
/** What the staff guard and the parsing answer on any back-office route: a bad input, a visitor, a wrong role. */
export const STAFF_GUARD_ERRORS = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
/** The same, for a route about one thing, which may not exist. */
export const STAFF_ERRORS = { ...STAFF_GUARD_ERRORS, 404: apiErrorSchema };
/**
 * A back-office route's schema: filed under the back office in the OpenAPI document, and answering, beside
 * its own `response` (which may answer one of those codes its own way), what the guard and the parsing
 * answer on a route about one thing (STAFF_ERRORS).
 */
export function staffSchema<const S extends { summary: string; response: Record<number, unknown> }>(
  schema: S,
) {
  return { tags: STAFF_TAGS, ...schema, response: { ...STAFF_ERRORS, ...schema.response } };
}

/** A back-office route's options: its schema (staffSchema's) and, for a change, what it needs beyond reading. */
export function staffRoute<const S extends { summary: string; response: Record<number, unknown> }>(
  schema: S,
  config?: FastifyContextConfig,
) {
  return { ...(config && { config }), schema: staffSchema(schema) };
}

/** A change to the catalogue (coupons, promotions, bundles, advisors, tarot weeks): admin only. */
export const MANAGE_CATALOGUE = { staffPermission: { catalogue: ['manage'] } satisfies Permission };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a back-office route needs beyond reading it (`backOffice: ['view']`, which every one needs). */
    staffPermission?: Permission;
  }
}

const VIEW: Permission = { backOffice: ['view'] };

/** Who did a back-office action, as the audit log records it: the staff member and their address. */
export interface StaffActor extends SignedInStaff {
  clientIp: string;
}

/**
 * Puts every route of `app` (an encapsulated plugin) behind the staff guard, in preValidation: a visitor
 * gets 401 and a customer or an advisor 403 before their parameters or body are judged, so they learn
 * nothing from how a request would have been refused. A route asks for more in its config
 * (`staffPermission`); the check runs once, with the session lookup, on every request.
 */
export function registerStaffGuard(app: FastifyInstance, guards: RoleGuards) {
  const signedIn = new WeakMap<FastifyRequest, SignedInStaff>();

  app.addHook('preValidation', async (request) => {
    const extra = request.routeOptions.config.staffPermission;
    signedIn.set(request, await guards.requireStaff(request, extra ? { ...VIEW, ...extra } : VIEW));
  });

  /** The staff member the guard settled: every route behind it has one. */
  function staffOf(request: FastifyRequest): SignedInStaff {
    const staff = signedIn.get(request);
    if (!staff) throw new Error('the staff guard did not run');
    return staff;
  }

  return {
    staffOf,
    /** That staff member with the request's address: the actor of an audited action. */
    actorOf: (request: FastifyRequest): StaffActor => ({ ...staffOf(request), clientIp: request.ip }),
  };
}
