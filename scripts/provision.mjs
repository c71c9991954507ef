#!/usr/bin/env node
// What the tests need besides Node and npm, checked (and on Debian as root, installed) before they run.
// `npm test` calls it first and `.ci/run` calls it before `npm ci`, so it uses Node's built-ins only.
//
//   node scripts/provision.mjs           install what is missing (root + apt-get), else stop with one message
//   node scripts/provision.mjs --check   say what is missing, change nothing, exit 1 if anything is
//
// Each need is a program the tests start (browsers, nginx, pg_dump) or a service they connect to
// (PostgreSQL and Redis on 127.0.0.1). A program given by its environment variable is not looked for.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { delimiter, join } from 'node:path';

/** @typedef {{ label: string, pkg: string, why: string, env?: string, paths?: string[], commands?: string[] }} Program */

/** @type {Program[]} */
const PROGRAMS = [
  {
    label: 'Chromium',
    pkg: 'chromium',
    why: 'the end-to-end tests',
    env: 'CHROME_PATH',
    commands: ['chromium'],
  },
  {
    label: 'Firefox ESR',
    pkg: 'firefox-esr',
    why: 'the core customer journey in Firefox',
    env: 'FIREFOX_PATH',
    commands: ['firefox-esr'],
  },
  {
    label: "WebKitGTK's WebDriver",
    pkg: 'webkit2gtk-driver',
    why: 'the core customer journey in WebKit',
    env: 'WEBKIT_DRIVER_PATH',
    commands: ['WebKitWebDriver'],
  },
  { label: 'Xvfb', pkg: 'xvfb', why: "WebKit's display", commands: ['Xvfb'] },
  {
    label: 'nginx',
    pkg: 'nginx',
    why: 'the two-instance cluster test',
    paths: ['/usr/sbin/nginx'],
    commands: ['nginx'],
  },
  {
    label: "PostgreSQL's pg_dump and pg_restore",
    pkg: 'postgresql-client',
    why: 'the backup test',
    commands: ['pg_dump', 'pg_restore'],
  },
];

/** @typedef {{ label: string, pkg: string, why: string, port: number, start: () => boolean }} Service */

/** @type {Service[]} */
const SERVICES = [
  {
    label: 'PostgreSQL on 127.0.0.1:5432',
    pkg: 'postgresql',
    why: 'the integration tests on PostgreSQL (concurrency, backup, cluster)',
    port: 5432,
    start: startPostgres,
  },
  {
    label: 'Redis on 127.0.0.1:6379',
    pkg: 'redis-server',
    why: 'the shared sign-in limits and the cluster test',
    port: 6379,
    start: startRedis,
  },
];

const checkOnly = process.argv.includes('--check');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function onPath(command) {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .concat(['/usr/sbin', '/sbin'])
    .some((dir) => dir && existsSync(join(dir, command)));
}

/** @param {Program} program */
function programFound(program) {
  if (program.env && process.env[program.env]) return true;
  if (program.paths?.some((path) => existsSync(path))) return true;
  return (program.commands ?? []).every(onPath);
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitListening(port, seconds) {
  for (let i = 0; i < seconds * 2; i++) {
    if (await listening(port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], ...options });
  return result.status === 0;
}

/** Debian's cluster: started as installed; a cluster this script just installed also trusts local TCP. */
function startPostgres() {
  if (!existsSync('/etc/postgresql')) return false;
  const version = readdirSync('/etc/postgresql').sort().at(-1);
  if (!version) return false;
  if (installedNow.has('postgresql')) {
    // Ours, on a machine that had none: the tests connect as postgres without a password, as CI does.
    const hba = `/etc/postgresql/${version}/main/pg_hba.conf`;
    const trust = 'host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\n';
    writeFileSync(hba, trust + readFileSync(hba, 'utf8'));
    console.log(`::: ${hba}: local TCP connections trusted (a PostgreSQL installed for the tests)`);
  }
  return run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
}

function startRedis() {
  if (!onPath('redis-server')) return false;
  return run('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '--port',
    '6379',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
}

const installedNow = new Set();

function aptInstall(packages) {
  console.log(`::: installing Debian packages for the tests: ${packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ok =
    run('apt-get', ['update', '-qq'], { env }) &&
    run('apt-get', ['install', '-y', '-qq', ...packages], { env });
  if (!ok) {
    console.error(`apt-get could not install ${packages.join(' ')}`);
    process.exit(1);
  }
  for (const pkg of packages) installedNow.add(pkg);
}

function stop(missing) {
  const packages = [...new Set(missing.map((need) => need.pkg))];
  console.error(
    [
      '',
      'The tests need what this machine does not have:',
      ...missing.map((need) => `  - ${need.label} (Debian package ${need.pkg}), for ${need.why}`),
      '',
      'Install them on Debian or Ubuntu with:',
      `  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
      'then run the tests again (a PostgreSQL must accept postgres@127.0.0.1 without a password, or set',
      'TEST_DATABASE_URL; browsers elsewhere can be named with CHROME_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH).',
      '',
    ].join('\n'),
  );
  process.exit(1);
}

const missingPrograms = PROGRAMS.filter((program) => !programFound(program));
const downServices = [];
for (const service of SERVICES) if (!(await listening(service.port))) downServices.push(service);

// A service that is installed but stopped is started before anything is installed.
const stillDown = [];
for (const service of downServices) {
  if (!checkOnly && isRoot && service.start() && (await waitListening(service.port, 30))) {
    console.log(`::: started ${service.label}`);
  } else stillDown.push(service);
}

const missing = [...missingPrograms, ...stillDown];
if (missing.length === 0) process.exit(0);
if (checkOnly || !isRoot || !onPath('apt-get')) stop(missing);

aptInstall([...new Set(missing.map((need) => need.pkg))]);
for (const service of stillDown) {
  if (!(service.start() && (await waitListening(service.port, 30)))) {
    console.error(`${service.label} does not answer after installing ${service.pkg}.`);
    process.exit(1);
  }
  console.log(`::: started ${service.label}`);
}
const stillMissing = missingPrograms.filter((program) => !programFound(program));
if (stillMissing.length > 0) stop(stillMissing);
