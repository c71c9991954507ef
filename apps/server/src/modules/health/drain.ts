import type { FastifyInstance } from 'fastify';

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

/** Decorates the app with the drain and closes each connection once it has begun. */
export function registerDrain(app: FastifyInstance, drain: Drain): void {
  app.decorate('startDraining', () => drain.start());
  app.decorate('draining', {
    getter: () => drain.draining,
  });
  app.addHook('onSend', async (_request, reply) => {
    // A kept-alive connection would bring the proxy's next request back to an instance about to close.
    if (drain.draining) reply.header('connection', 'close');
  });
}
