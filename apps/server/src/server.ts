import { join } from 'node:path';
import { createDatabase, type Database, runMigrations } from '@app/db/client';
import { isDatabaseEmpty, seedCatalogue, seedDemoData } from '@app/db/seed/seed';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { type AppConfig, loadConfig } from './env.ts';
import { createLogger } from './logger.ts';
import { seedDemoLogins, wantsDemoLogins } from './modules/accounts/demo-logins.ts';

/** In-flight requests get this long after the drain before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function explain(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, port } = error as NodeJS.ErrnoException & { port?: number };
  if (code === 'EADDRINUSE') return `port ${port} is already in use (set PORT to another one)`;
  if (code === 'EACCES') return `no permission to listen on port ${port} (use a port above 1023)`;
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
}

/** One line on stderr, whatever the logger's level or format: the operator must see why the server is not up. */
function failStartup(message: string): never {
  console.error(`Startup failed: ${message}`);
  process.exit(1);
}

async function openDatabase(config: AppConfig): Promise<Database> {
  const database = await createDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  try {
    await runMigrations(database);
    return database;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Bound to 0.0.0.0, Fastify logs one line per network interface; the operator needs one line with the
 * public URL instead. Nothing else logs while listen() runs, so lifting the level for its duration is safe.
 */
async function listenQuietly(app: FastifyInstance, config: AppConfig, logger: Logger): Promise<void> {
  const level = logger.level;
  if (logger.isLevelEnabled('info')) logger.level = 'warn';
  try {
    await app.listen({ host: config.host, port: config.port });
  } finally {
    logger.level = level;
  }
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    failStartup(explain(error));
  }
  const logger = createLogger(config);

  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    failStartup(`could not open the database: ${explain(error)}`);
  }

  let app: FastifyInstance | undefined;
  try {
    // Demo data only on a brand-new install of the demo, so it never mixes with real customers; the
    // product's catalogue (bundles, tarot deck, WELCOME25) is added wherever it is missing.
    if (config.devTools && (await isDatabaseEmpty(database.db))) {
      await seedDemoData(database.db);
      logger.info('empty database: demo data seeded');
    } else if ((await seedCatalogue(database.db)).seeded) {
      logger.info('catalogue (bundles, tarot deck, WELCOME25) added where it was missing');
    }
    app = await buildApp({ config, database, logger });
    if (wantsDemoLogins(config)) await seedDemoLogins(app.auth, database.db, logger);
    await listenQuietly(app, config, logger);
    logger.info(`listening on ${config.host}:${config.port}, open ${config.publicUrl}`);
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    failStartup(explain(error));
  }

  const server = app;
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Out of the load balancer first (/readyz 503, connections closed after each answer), still serving.
    server.startDraining();
    logger.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: leaving the load balancer');
    const force = setTimeout(() => {
      logger.error(`shutdown took longer than ${SHUTDOWN_GRACE_MS / 1000} s after the drain: exiting anyway`);
      process.exit(1);
    }, config.shutdownDrainMs + SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      logger.info('shutting down: finishing in-flight requests');
      // Stops accepting connections and waits for in-flight requests; the database outlives them.
      await server.close();
      await database.close();
      logger.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

await main();
