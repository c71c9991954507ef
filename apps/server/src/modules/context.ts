import type { AppDb, Database } from '@app/db/client';
import type { FastifyInstance } from 'fastify';
import type { AttemptCounter } from '../adapters/attempt-counter.ts';
import type { AppConfig } from '../env.ts';
import type { Metrics } from './metrics/metrics.ts';

/**
 * What every module's `register…` (its `index.ts`) is given: the app to add its routes, jobs and
 * listeners to, the configuration, the database, and the cross-cutting services every module may use.
 * What one module needs of another comes as a second, explicit argument.
 */
export interface ModuleContext {
  app: FastifyInstance;
  config: AppConfig;
  database: Database;
  db: AppDb;
  metrics: Metrics;
  /** The abuse counters (shared through Redis when there is one). */
  attempts: AttemptCounter;
}
