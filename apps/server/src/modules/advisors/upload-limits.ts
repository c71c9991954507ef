import type { FastifyRequest } from 'fastify';
import type { AttemptCounter } from '../../adapters/attempt-counter.ts';
import type { UploadLimits } from '../../env.ts';
import { rateLimitedError } from '../../plugins/rate-limit.ts';

/**
 * Counts one upload for the signed-in login and the request's address, before a byte of the body is
 * read: one count for every upload route (the console's and the back office's), so a login gets its
 * limit in all, not per route; over either limit it is a 429 saying when to retry (Retry-After), and nothing is decoded. The
 * counters are the attempt counters: shared by the instances through Redis, per instance while it is down.
 */
export function createUploadGate(attempts: AttemptCounter, limits: UploadLimits) {
  return async (request: FastifyRequest, loginId: string): Promise<void> => {
    const login = `upload:login:${loginId}`;
    const address = `upload:address:${request.ip}`;
    // Slots are taken, not counted after the fact: a refused upload uses up nothing, so one limit's
    // refusal never eats into the other's.
    if (!(await attempts.reserve(login, limits.perLogin, limits.windowMs))) {
      throw rateLimitedError(await attempts.msUntilReset(login));
    }
    if (!(await attempts.reserve(address, limits.perAddress, limits.windowMs))) {
      await attempts.release(login);
      throw rateLimitedError(await attempts.msUntilReset(address));
    }
  };
}

export type UploadGate = ReturnType<typeof createUploadGate>;
