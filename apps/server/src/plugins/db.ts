import type { Database } from '@app/db/client';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Opened and closed by server.ts (or the test helper): the app only borrows it. */
    database: Database;
  }
}

export function registerDatabase(app: FastifyInstance, database: Database): void {
  app.decorate('database', database);
}
