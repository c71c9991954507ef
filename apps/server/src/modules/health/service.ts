import type { Drain } from './drain.ts';
import type { HealthRepository } from './repository.ts';

/** A load balancer gives up on a probe after a few seconds; answer "not ready" before it does. */
const PING_TIMEOUT_MS = 2_000;

export type Readiness =
  | { ready: true }
  | { ready: false; reason: 'database'; cause: unknown }
  | { ready: false; reason: 'draining' };

export interface HealthService {
  readiness(): Promise<Readiness>;
}

export function createHealthService(
  repository: HealthRepository,
  timeoutMs = PING_TIMEOUT_MS,
  drain: Pick<Drain, 'draining'> = { draining: false },
): HealthService {
  return {
    async readiness() {
      // A shutting-down instance leaves the load balancer before it stops listening.
      if (drain.draining) return { ready: false, reason: 'draining' };
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([repository.ping(), timeout]);
        return { ready: true };
      } catch (error) {
        return { ready: false, reason: 'database', cause: error };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
