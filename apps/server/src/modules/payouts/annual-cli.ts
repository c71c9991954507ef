/**
 * npm run payouts:annual -- --year 2026 [--out DIR]
 * The year-end return: writes the Part XX reportable sellers file and the T4A box 048 list into DIR
 * (default ./payouts-annual-<year>/, created if missing), each with mode 0600: they hold the advisors'
 * SINs and business numbers in full, so they are kept like PAYOUT_DATA_KEYS. JSON on stdout, one object
 * per line, never a secret: a line per advisor left out ("missing", with the fields they lack) or included,
 * then a summary line. Exit 0 when it ran (even with advisors missing), 2 for bad usage, 1 otherwise.
 * Logs go to stderr, so stdout stays JSON.
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { wallClock } from '@app/shared/rules/week';
import { withCliApp } from '../../cli-app.ts';
import { loadConfig } from '../../env.ts';
import { csvText } from '../earnings/statement-csv.ts';
import { needsT4a, partXxFileName, partXxRows, t4aFileName, t4aRows } from './annual.ts';
import { collectAnnualReturn } from './annual-service.ts';

const USAGE = 'Usage: npm run payouts:annual -- --year YYYY [--out DIR]';

function fail(code: string, message: string, exitCode: number): void {
  console.log(JSON.stringify({ error: { code, message } }));
  process.exitCode = exitCode;
}

/** A year from 2000 to this one on Montréal's calendar (this year's return is a year to date). */
function yearOf(text: string): number | null {
  if (!/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= 2000 && year <= wallClock(new Date()).year ? year : null;
}

/** Written readable by the owner only, even over an older file that was not. */
function writePrivate(path: string, text: string): void {
  writeFileSync(path, text, { encoding: 'utf8', mode: 0o600 });
  chmodSync(path, 0o600);
}

let args: { year?: string; out?: string } | undefined;
try {
  args = parseArgs({
    args: process.argv.slice(2),
    options: { year: { type: 'string' }, out: { type: 'string' } },
    strict: true,
  }).values;
} catch (error) {
  fail('BAD_REQUEST', `${(error as Error).message}. ${USAGE}`, 2);
}
if (args && !args.year) fail('BAD_REQUEST', USAGE, 2);
const year = args?.year ? yearOf(args.year) : null;
if (args?.year && year === null) {
  fail('INVALID_YEAR', `Expected a year from 2000 to this year as YYYY, got '${args.year}'. ${USAGE}`, 2);
}

if (args && year !== null) {
  const dir = resolve(args.out ?? `payouts-annual-${year}`);
  try {
    const { payoutDataKeys } = loadConfig();
    const result = await withCliApp(
      (_app, database) => collectAnnualReturn(database.db, payoutDataKeys, year),
      {
        logToStderr: true,
      },
    );
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const files = [
      [join(dir, partXxFileName(year)), csvText(partXxRows(result.included))],
      [join(dir, t4aFileName(year)), csvText(t4aRows(result.included))],
    ] as const;
    for (const [path, text] of files) writePrivate(path, text);

    const lines = [
      ...result.missing.map(({ seller, missing }) => ({
        agentId: seller.agentId,
        status: 'missing',
        missing,
      })),
      ...result.included.map(({ seller }) => ({
        agentId: seller.agentId,
        status: 'included',
        considerationCents: seller.considerationCents,
        paidCents: seller.paidCents,
        t4a: needsT4a(seller),
      })),
    ].sort((a, b) => a.agentId - b.agentId);
    for (const line of lines) console.log(JSON.stringify(line));
    console.log(
      JSON.stringify({
        year,
        included: result.included.length,
        missing: result.missing.length,
        files: files.map(([path]) => path),
      }),
    );
  } catch (error) {
    fail('INTERNAL_ERROR', error instanceof Error ? error.message : String(error), 1);
  }
}
