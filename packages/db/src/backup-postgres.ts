import { spawn } from 'node:child_process';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import {
  BackupError,
  type BackupResult,
  backupTimestamp,
  countRows,
  DEFAULT_BACKUP_DIR,
  detectFormat,
  finishFile,
  redactUrl,
} from './backup.ts';

// db:backup / db:restore on PostgreSQL: the machine's pg_dump and pg_restore, custom format.

/**
 * The connection for pg_dump / pg_restore: the URL without its password as the dbname argument and
 * the password in PGPASSWORD, so that it never shows in `ps` or in a message.
 */
function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new BackupError('The database URL is not a valid postgres:// URL.');
  }
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: parsed.toString(), env };
}

function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  return name || 'postgres';
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

const INSTALL_HINT =
  'Install the PostgreSQL client tools of the server\'s major version (Debian: "apt-get install postgresql-client", ' +
  'or postgresql-client-<major> from apt.postgresql.org for another major).';

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${command} was not found on this machine. ${INSTALL_HINT}`)
          : error,
      );
    });
    child.on('close', (code) => resolvePromise({ code: code ?? 1, stdout, stderr }));
  });
}

/** `pg_dump (PostgreSQL) 15.20 (Debian …)` → 15. */
async function toolMajor(command: string): Promise<number> {
  const { stdout } = await run(command, ['--version'], process.env);
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
  if (!match) throw new BackupError(`Could not read the version of ${command} from "${stdout.trim()}".`);
  return Number(match[1]);
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    // 3D000: the database does not exist; pg_restore needs one to restore into.
    const hint =
      (error as { code?: string }).code === '3D000' ? ' (create it first, e.g. with createdb)' : '';
    throw new BackupError(`Cannot connect to ${redactUrl(url)}: ${(error as Error).message}${hint}`);
  }
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Anything in a schema of its own: tables, views, sequences, types, or a schema besides public. */
async function isPgDatabaseEmpty(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ n: number }>(`
    select (
      select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
    ) + (
      select count(*) from pg_namespace
      where nspname not in ('public', 'information_schema') and nspname not like 'pg\\_%'
    ) as n`);
  return Number(rows[0]?.n ?? 0) === 0;
}

export async function backupPostgres(options: {
  url: string;
  out?: string;
  now?: Date;
}): Promise<BackupResult> {
  const database = redactUrl(options.url);
  const serverMajor = await withClient(options.url, async (client) => {
    const { rows } = await client.query<{ v: string }>('show server_version_num');
    return Math.floor(Number(rows[0]?.v) / 10_000);
  });
  const dumpMajor = await toolMajor('pg_dump');
  // pg_dump refuses a newer server; say why and what to install instead of its terse message.
  if (dumpMajor < serverMajor) {
    throw new BackupError(
      `pg_dump ${dumpMajor} cannot back up PostgreSQL ${serverMajor} (it must be the same major or newer). ${INSTALL_HINT}`,
    );
  }
  const file = resolve(
    options.out ??
      join(
        DEFAULT_BACKUP_DIR,
        `${databaseName(options.url)}-${backupTimestamp(options.now ?? new Date())}.dump`,
      ),
  );
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const { dbname, env } = libpqConnection(options.url);
  const result = await run('pg_dump', ['--format=custom', '--file', partial, '--dbname', dbname], env);
  if (result.code !== 0) {
    await rm(partial, { force: true });
    throw new BackupError(`pg_dump failed on ${database}: ${result.stderr.trim()}`);
  }
  return { file, bytes: await finishFile(partial, file), database };
}

export async function restorePostgres(options: {
  file: string;
  url: string;
  clean?: boolean;
  verify?: boolean;
}): Promise<BackupResult> {
  const file = resolve(options.file);
  const format = await detectFormat(file);
  if (format !== 'pg-custom') {
    throw new BackupError(
      `${file} is a PGlite backup: restore it without DATABASE_URL or --target (into a PGlite data directory).`,
    );
  }
  const database = redactUrl(options.url);
  const empty = await withClient(options.url, isPgDatabaseEmpty);
  if (!empty && !options.clean) {
    throw new BackupError(
      `${database} is not empty: restore into a new database (createdb), or pass --clean to drop and ` +
        'recreate the objects that are in the backup (objects it does not hold are left alone).',
    );
  }
  const { dbname, env } = libpqConnection(options.url);
  // One transaction: a restore that fails part-way leaves the target as it was. --no-owner: the
  // objects belong to the role that restores, which need not exist under the same name elsewhere.
  const args = [
    '--single-transaction',
    '--exit-on-error',
    '--no-owner',
    '--no-privileges',
    '--dbname',
    dbname,
  ];
  if (options.clean) args.push('--clean', '--if-exists');
  const result = await run('pg_restore', [...args, file], env);
  if (result.code !== 0) throw new BackupError(`pg_restore failed on ${database}: ${result.stderr.trim()}`);
  const restored: BackupResult = { file, bytes: (await stat(file)).size, database };
  if (options.verify) restored.counts = await withClient(options.url, (client) => countRows(client));
  return restored;
}
