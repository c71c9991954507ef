import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, type BackupResult, formatSize } from './backup.ts';
import { backupPglite, restorePglite } from './backup-pglite.ts';
import { backupPostgres, restorePostgres } from './backup-postgres.ts';
import { serverPgliteDir } from './client.ts';

const USAGE = `Usage:
  npm run db:backup [-- --out <file>] [--data-dir <dir>] [--force]
  npm run db:restore -- --file <backup> [--target <postgres URL> | --data-dir <dir>] [--clean] [--verify] [--force]

With DATABASE_URL set: pg_dump / pg_restore (custom format). Without: the embedded PGlite data directory
(<DATA_DIR>/pglite) as a .tar.gz; the server must be stopped. --clean lets a restore replace what the
target holds; --verify counts the restored customers, ledger rows and purchases.`;

/** npm runs scripts from the repository root: paths the operator typed are relative to where they typed them. */
function fromInvocation(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

function describe(verb: string, result: BackupResult): string {
  const counts = result.counts
    ? ` (verified: ${result.counts.customers} customers, ${result.counts.ledger} ledger rows, ` +
      `${result.counts.purchases} purchases, ${result.counts.migrations} migrations)`
    : '';
  return `${verb} ${result.file} (${formatSize(result.bytes)}) ${verb === 'Wrote' ? 'from' : 'into'} ${result.database}${counts}`;
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      out: { type: 'string' },
      file: { type: 'string' },
      target: { type: 'string' },
      'data-dir': { type: 'string' },
      clean: { type: 'boolean', default: false },
      verify: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const url = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = values['data-dir']
    ? fromInvocation(values['data-dir'])
    : serverPgliteDir(process.env.DATA_DIR);
  if (command === 'backup') {
    const out = values.out ? fromInvocation(values.out) : undefined;
    const result = url
      ? await backupPostgres({ url, ...(out ? { out } : {}) })
      : await backupPglite({ dataDir, force: values.force, ...(out ? { out } : {}) });
    console.log(describe('Wrote', result));
  } else if (command === 'restore') {
    if (!values.file) throw new BackupError(`--file <backup> is required.\n${USAGE}`);
    const file = fromInvocation(values.file);
    const target = values.target ?? (values['data-dir'] ? undefined : url);
    const result = target
      ? await restorePostgres({ file, url: target, clean: values.clean, verify: values.verify })
      : await restorePglite({
          file,
          dataDir,
          clean: values.clean,
          force: values.force,
          verify: values.verify,
        });
    console.log(describe('Restored', result));
  } else {
    throw new BackupError(USAGE);
  }
}

main().catch((error: unknown) => {
  // Operator errors (and bad arguments) are one clear line; anything else keeps its stack.
  const known =
    error instanceof BackupError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(known ? `Error: ${(error as Error).message}` : error);
  process.exitCode = 1;
});
