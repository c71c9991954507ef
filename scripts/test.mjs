#!/usr/bin/env node
// `npm test`: every test — unit, components (web forms in happy-dom), integration on a real database, end to end in Chromium (the core
// customer journey in Firefox and WebKit too) — after provisioning what they need and building the SPA
// that the e2e server serves. Any failure fails the command.
//
// Without arguments it makes two Vitest runs, one after the other: unit, components and integration, then e2e. Each
// is CPU-bound on its own (the integration files on their databases, the e2e specs in Chromium), so
// they do not overlap: on two cores that only made both slower and the timed e2e waits flaky. The
// command ends with one `Tests: N passed, N failed` line for both. Arguments (a file filter,
// `--project`, …) make it one Vitest run after the build.
import { spawn, spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const extra = process.argv.slice(2);
const reporters = ['--reporter=default', '--reporter=./scripts/summary-reporter.ts'];

console.log(
  process.env.TEST_DATABASE_URL
    ? `integration tests on PostgreSQL (TEST_DATABASE_URL), one throwaway database per test file`
    : 'integration tests on embedded PGlite (set TEST_DATABASE_URL to use PostgreSQL)',
);

// The whole run needs browsers, nginx, pg_dump, PostgreSQL and Redis: installed here as root on Debian,
// otherwise named with the command that installs them. A filtered run is a developer's: it goes on.
if (extra.length === 0) {
  const provision = spawnSync(process.execPath, [new URL('./provision.mjs', import.meta.url).pathname], {
    stdio: 'inherit',
  });
  if (provision.status !== 0) process.exit(provision.status ?? 1);
}

const build = spawnSync(npm, ['run', 'build', '--silent'], { stdio: 'inherit', shell: false });
if (build.status !== 0) process.exit(build.status ?? 1);

if (extra.length > 0) {
  const res = spawnSync(npx, ['vitest', 'run', ...reporters, ...extra], { stdio: 'inherit', shell: false });
  process.exit(res.status ?? 1);
}

const SUMMARY = /^Tests: (\d+) passed, (\d+) failed(?:, (\d+) skipped)?$/;
const FAILED = /^Failed: /;
const totals = { passed: 0, failed: 0, skipped: 0, runs: 0 };
/** The reporters' 'Failed: …' lines, printed again at the very end where a cut log still shows them. */
const failures = [];

/** One Vitest run, its output shown as it comes; its summary line is counted, not printed. */
function vitest(args) {
  const child = spawn(npx, ['vitest', 'run', ...reporters, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    shell: false,
    env: process.stdout.isTTY ? { FORCE_COLOR: '1', ...process.env } : process.env,
  });
  let partial = '';
  const line = (text) => {
    if (FAILED.test(text.trim())) failures.push(text.trim());
    const match = SUMMARY.exec(text.trim());
    if (!match) return process.stdout.write(`${text}\n`);
    totals.passed += Number(match[1]);
    totals.failed += Number(match[2]);
    totals.skipped += Number(match[3] ?? 0);
    totals.runs += 1;
  };
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const text of lines) line(text);
  });
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`vitest: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      if (partial) line(partial);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const first = await vitest(['--project', 'unit', '--project', 'components', '--project', 'integration']);
const second = await vitest(['--project', 'e2e']);

const tail = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
process.stdout.write(
  `\n${failures.map((text) => `${text}\n`).join('')}Tests: ${totals.passed} passed, ${totals.failed} failed${tail}\n`,
);
// Both runs end with the summary line; without it a run did not finish as it should.
process.exit(first !== 0 ? first : second !== 0 ? second : totals.runs < 2 ? 1 : 0);
