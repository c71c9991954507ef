import type { HealthRepository } from './repository.ts';

/** A load balancer gives up on a probe after a few seconds; answer "not ready" before it does. */
const PING_TIMEOUT_MS = 2_000;

export type Readiness = { ready: true } | { ready: false; cause: unknown };

export interface HealthService {
  readiness(): Promise<Readiness>;
}

export function createHealthService(
  repository: HealthRepository,
  timeoutMs = PING_TIMEOUT_MS,
): HealthService {
  return {
    async readiness() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([repository.ping(), timeout]);
        return { ready: true };
      } catch (error) {
        return { ready: false, cause: error };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
