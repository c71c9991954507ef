/**
 * What the cluster needs from the machine before it starts anything: an nginx binary, a PostgreSQL
 * database (created when missing) and a Redis that answers.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import pg from 'pg';
import { ClusterError } from './processes.ts';

export function findNginx(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim();
  } catch {
    throw new ClusterError(
      'nginx is not installed. On Debian or Ubuntu: apt-get install nginx (the cluster runs its own nginx ' +
        'process with its own configuration; the system service need not run).',
    );
  }
}

/** Creates the database when it is missing; says clearly when the server cannot be reached. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new ClusterError(`unexpected database name in ${url}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new ClusterError(
      `PostgreSQL is not reachable at ${target.host} (${(error as Error).message}). Start it, or set DATABASE_URL.`,
    );
  }
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/** One PING, to fail at start rather than on the first sign-in. */
export function pingRedis(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolvePing, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const fail = (why: string) => {
      socket.destroy();
      reject(
        new ClusterError(
          `Redis is not reachable at ${hostname}:${port || 6379} (${why}). Start it, or set REDIS_URL.`,
        ),
      );
    };
    socket.setTimeout(3_000, () => fail('no answer'));
    socket.once('error', (error) => fail(error.message));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.end();
      if (data.toString().startsWith('+PONG')) resolvePing();
      else fail(`answered ${JSON.stringify(data.toString().trim())}`);
    });
  });
}
