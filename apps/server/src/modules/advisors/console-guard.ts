import { apiErrorSchema } from '@app/shared/schemas/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../app-error.ts';
import type { RoleGuards, SignedInAdvisor } from '../accounts/session-guard.ts';

/** Where the advisor console's routes stand in the OpenAPI document. */
export const ADVISOR_CONSOLE_TAGS = ['advisor console'];
/** What the guard and the parsing answer on a console route: a bad input, a visitor, someone else, no such thing. */
export const ADVISOR_CONSOLE_ERRORS = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

export interface AdvisorConsoleGuard {
  /** Settles who is asking (401 without a session, 403 for anyone but a linked advisor), once a request. */
  resolve(request: FastifyRequest): Promise<SignedInAdvisor>;
  /** The advisor resolve() settled: every route behind the guard has one. */
  advisorOf(request: FastifyRequest): SignedInAdvisor;
  /** That advisor, if the URL names them; 403 for any other agentId. */
  ownAdvisor(request: FastifyRequest, agentId: number): SignedInAdvisor;
}

/**
 * Puts every route of `app` (an encapsulated plugin) behind the advisor guard, before validation: who is
 * asking is settled first, so a visitor or a customer learns nothing from how a body or a parameter is
 * refused. A scope that must not even read a body for them (uploads) calls resolve() earlier, in
 * onRequest; the answer is kept for the request, so the session is looked up once.
 */
export function registerAdvisorConsoleGuard(app: FastifyInstance, guards: RoleGuards): AdvisorConsoleGuard {
  const signedIn = new WeakMap<FastifyRequest, SignedInAdvisor>();

  async function resolve(request: FastifyRequest): Promise<SignedInAdvisor> {
    const known = signedIn.get(request);
    if (known) return known;
    const advisor = await guards.requireAdvisor(request);
    signedIn.set(request, advisor);
    return advisor;
  }

  app.addHook('preValidation', async (request) => {
    await resolve(request);
  });

  function advisorOf(request: FastifyRequest): SignedInAdvisor {
    const advisor = signedIn.get(request);
    if (!advisor) throw new Error('the advisor guard did not run');
    return advisor;
  }

  return {
    resolve,
    advisorOf,
    ownAdvisor(request, agentId) {
      const advisor = advisorOf(request);
      if (advisor.agentId !== agentId) {
        throw new AppError(403, 'FORBIDDEN', 'You can only manage your own advisor account.');
      }
      return advisor;
    },
  };
}
