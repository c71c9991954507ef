#!/usr/bin/env node
// `npm test`: every test — unit, integration on a real database, end to end in Chromium — in one Vitest run,
// after building the SPA that the e2e server serves. Any failure fails the command.
import { spawnSync } from 'node:child_process';

function run(cmd, args) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', shell: false });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const extra = process.argv.slice(2);

console.log(
  process.env.TEST_DATABASE_URL
    ? `integration tests on PostgreSQL (TEST_DATABASE_URL), one throwaway database per test file`
    : 'integration tests on embedded PGlite (set TEST_DATABASE_URL to use PostgreSQL)',
);
run(npm, ['run', 'build', '--silent']);
run(npx, ['vitest', 'run', '--reporter=default', '--reporter=./scripts/summary-reporter.ts', ...extra]);
