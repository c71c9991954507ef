import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  BackupError,
  type BackupResult,
  backupTimestamp,
  countRows,
  DEFAULT_BACKUP_DIR,
  detectFormat,
  finishFile,
  type RestoredCounts,
} from './backup.ts';
import { DEFAULT_PGLITE_DIR } from './client.ts';

// db:backup / db:restore on the embedded database: a gzipped tarball of the PGlite data directory.

/**
 * PGlite writes postmaster.pid while a process has the data directory open and removes it on close;
 * it does not check it, so two processes would both write and corrupt it. A pid file left by a
 * killed server looks the same: `force` skips the check once the operator knows none is running.
 */
function assertNotInUse(dataDir: string, force: boolean | undefined): void {
  if (force || !existsSync(join(dataDir, 'postmaster.pid'))) return;
  throw new BackupError(
    `The PGlite data directory ${dataDir} is in use (postmaster.pid is present): stop the server first. ` +
      'If no server is running (it was killed), pass --force.',
  );
}

async function isDirEmpty(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

export async function backupPglite(options: {
  dataDir?: string;
  out?: string;
  now?: Date;
  force?: boolean;
}): Promise<BackupResult> {
  const dataDir = resolve(options.dataDir ?? DEFAULT_PGLITE_DIR);
  const database = `PGlite at ${dataDir}`;
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`No PGlite database at ${dataDir} (no PG_VERSION file): nothing to back up.`);
  }
  assertNotInUse(dataDir, options.force);
  const file = resolve(
    options.out ?? join(DEFAULT_BACKUP_DIR, `pglite-${backupTimestamp(options.now ?? new Date())}.tar.gz`),
  );
  await mkdir(dirname(file), { recursive: true });
  const pglite = await PGlite.create(dataDir);
  let tarball: Blob;
  try {
    // This process is now the only one with the directory open; a checkpoint makes the copy start
    // without replaying the write-ahead log.
    await pglite.exec('checkpoint');
    tarball = await pglite.dumpDataDir('gzip');
  } finally {
    await pglite.close();
  }
  const partial = `${file}.partial`;
  await writeFile(partial, new Uint8Array(await tarball.arrayBuffer()));
  return { file, bytes: await finishFile(partial, file), database };
}

export async function restorePglite(options: {
  file: string;
  dataDir?: string;
  clean?: boolean;
  force?: boolean;
  verify?: boolean;
}): Promise<BackupResult> {
  const file = resolve(options.file);
  const format = await detectFormat(file);
  if (format !== 'pglite-tarball') {
    throw new BackupError(
      `${file} is a PostgreSQL dump: restore it with DATABASE_URL set or --target <postgres URL>.`,
    );
  }
  const dataDir = resolve(options.dataDir ?? DEFAULT_PGLITE_DIR);
  const database = `PGlite at ${dataDir}`;
  if (!(await isDirEmpty(dataDir))) {
    if (!options.clean) {
      throw new BackupError(
        `${dataDir} is not empty: restore into an empty directory (--data-dir), or pass --clean to replace it.`,
      );
    }
    assertNotInUse(dataDir, options.force);
  }
  // Unpacked beside the target and moved into place only once it opens, so a bad tarball leaves the
  // current database untouched.
  const staging = `${dataDir}.restoring-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  let counts: RestoredCounts | undefined;
  try {
    const bytes = await readFile(file);
    let pglite: PGlite;
    try {
      pglite = await PGlite.create(staging, { loadDataDir: new Blob([bytes]) });
    } catch (error) {
      throw new BackupError(
        `${file} could not be restored as a PGlite data directory: ${(error as Error).message}`,
      );
    }
    try {
      await pglite.query('select 1');
      if (options.verify) counts = await countRows(pglite);
    } finally {
      await pglite.close();
    }
    await rm(dataDir, { recursive: true, force: true });
    await mkdir(dirname(dataDir), { recursive: true });
    await rename(staging, dataDir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  const restored: BackupResult = { file, bytes: (await stat(file)).size, database };
  if (counts) restored.counts = counts;
  return restored;
}
