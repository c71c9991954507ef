/**
 * npm run cluster -- --instances 2 [--production] [--port 8080]
 * Starts the instances and nginx in front (scripts/cluster/cluster.ts), prints where, and stops them all
 * on Ctrl-C. The database and Redis are the machine's (or DATABASE_URL / REDIS_URL).
 */
import { parseArgs } from 'node:util';
import { redactUrl } from '@app/db/backup';
import { ClusterError, startCluster } from './cluster.ts';

const usage = 'usage: npm run cluster -- --instances N [--production] [--port P]';

let values: { instances?: string; production?: boolean; port?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      instances: { type: 'string', default: '2' },
      production: { type: 'boolean', default: false },
      port: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const instances = Number(values.instances);
const port = values.port === undefined ? undefined : Number(values.port);
if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65_536)) {
  console.error(`--port: expected a port number 1-65535\n${usage}`);
  process.exit(2);
}

try {
  const cluster = await startCluster({
    instances,
    production: values.production ?? false,
    ...(port === undefined ? {} : { port }),
    onLine: (source, line) => console.log(`[${source}] ${line}`),
  });
  console.log(`\nnginx: ${cluster.url}  (${values.production ? 'production' : 'demo, with the emulators'})`);
  for (const instance of cluster.instances) console.log(`${instance.name}: ${instance.url}`);
  console.log(`database: ${redactUrl(cluster.databaseUrl)}`);
  if (values.production)
    console.log(`GET /metrics on an instance needs: Authorization: Bearer ${cluster.secrets.metricsToken}`);
  console.log('Ctrl-C stops them all.\n');
  const stop = async () => {
    console.log('\nstopping…');
    await cluster.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof ClusterError ? `cluster: ${error.message}` : error);
  process.exit(1);
}
