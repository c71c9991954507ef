import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts this instance's way out of the load balancer (server.ts calls it on SIGTERM, before closing):
     * /readyz answers 503 DRAINING and every answer closes its connection, so the proxy opens its next
     * connections to the other instances while this one still serves what it has.
     */
    startDraining(): void;
    /** True once startDraining() was called. */
    readonly draining: boolean;
  }
}

export interface Drain {
  readonly draining: boolean;
  start(): void;
}

export function createDrain(): Drain {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
  };
}

/** What a draining instance still answers itself: its probes and its metrics. */
const ANSWERED_WHILE_DRAINING = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Decorates the app with the drain: once it has begun, every answer closes its connection, and a GET or
 * HEAD gets 503 DRAINING at once. nginx (open source) learns that an instance is leaving only from a
 * failed answer: it sends that GET to another instance (a 503 is retried, the request being
 * idempotent) and counts the failure, which takes this instance out of its list for fail_timeout, so
 * no POST reaches it any more before it stops listening. A POST that arrives before is served: nginx
 * never repeats one, and a refused or cut POST would reach the client as a 502.
 */
export function registerDrain(app: FastifyInstance, drain: Drain): void {
  app.decorate('startDraining', () => drain.start());
  app.decorate('draining', {
    getter: () => drain.draining,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!drain.draining || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    if (ANSWERED_WHILE_DRAINING.has(request.url.split('?')[0] ?? '')) return;
    reply.header('connection', 'close');
    await reply.code(503).send(errorBody('DRAINING', 'This instance is shutting down'));
  });
  app.addHook('onSend', async (_request, reply) => {
    // A kept-alive connection would bring the proxy's next request back to an instance about to close.
    if (drain.draining) reply.header('connection', 'close');
  });
}
