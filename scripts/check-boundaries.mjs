#!/usr/bin/env node
// The folder boundaries `npm run check` enforces beyond Biome's (docs/ARCHITECTURE.md, "Boundaries"):
//   feature-internals    a web feature uses another feature only through its index.ts(x), or an
//                        index.<part>.ts(x) that keeps one page's parts out of the others' chunks;
//   module-repositories  a server module never imports another module's repository;
//   folder-cycles        no cycle between web features, nor between server modules.
// Known debt is listed in scripts/boundaries-baseline.json: anything new fails, and so does an entry that
// no longer occurs (the list only shrinks). `--update` rewrites the list from what is found.
// Hand-written: dependency-cruiser, madge and eslint-plugin-boundaries all need TypeScript's JavaScript
// API, which TypeScript 7 no longer has; Biome (noImportCycles, noRestrictedImports) covers file cycles
// and the direction between packages.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BASELINE = join(ROOT, 'scripts', 'boundaries-baseline.json');
const ROOTS = ['apps/web/src', 'apps/server/src'];
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
/** A web feature's public entries: its index.ts, and an index.<part>.ts that one page alone loads. */
const PUBLIC_ENTRY = /\/features\/[^/]+\/index(?:\.[a-z-]+)?\.tsx?$/;
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (SOURCE.test(name)) yield path;
  }
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The folder a file belongs to for the folder rules: a web feature or a server module. */
function unitOf(path) {
  const rel = relative(ROOT, path);
  const feature = /^apps\/web\/src\/features\/([^/]+)\//.exec(rel);
  if (feature) return `web:${feature[1]}`;
  const module = /^apps\/server\/src\/modules\/([^/]+)\//.exec(rel);
  if (module) return `server:${module[1]}`;
  return undefined;
}

const found = new Set();
const edges = new Map();
for (const root of ROOTS) {
  for (const file of walk(join(ROOT, root))) {
    const text = readFileSync(file, 'utf8');
    const from = unitOf(file);
    for (const match of text.matchAll(SPECIFIER)) {
      const target = resolveImport(file, match[1] ?? match[2]);
      if (!target) continue;
      const to = unitOf(target);
      if (!from || !to || from === to) continue;
      const rel = relative(ROOT, target);
      const source = relative(ROOT, file);
      if (from.startsWith('web:') && to.startsWith('web:') && !PUBLIC_ENTRY.test(rel)) {
        found.add(`feature-internals: ${source} -> ${rel}`);
      }
      if (from.startsWith('server:') && /repository\.ts$/.test(rel)) {
        found.add(`module-repositories: ${source} -> ${rel}`);
      }
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    }
  }
}

// Tarjan's strongly connected components over the folders: a component of two or more is a cycle.
let index = 0;
const stack = [];
const state = new Map();
function connect(node) {
  state.set(node, { index, low: index, onStack: true });
  index += 1;
  stack.push(node);
  for (const next of edges.get(node) ?? []) {
    if (!state.has(next)) {
      connect(next);
      state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
    } else if (state.get(next).onStack) {
      state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
    }
  }
  if (state.get(node).low === state.get(node).index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.add(`folder-cycles: ${component.sort().join(' <-> ')}`);
  }
}
for (const node of edges.keys()) if (!state.has(node)) connect(node);

const current = [...found].sort();
if (process.argv.includes('--update')) {
  writeFileSync(BASELINE, `${JSON.stringify(current, null, 2)}\n`);
  console.log(`boundaries: ${current.length} known cases written to scripts/boundaries-baseline.json`);
  process.exit(0);
}
const known = new Set(existsSync(BASELINE) ? JSON.parse(readFileSync(BASELINE, 'utf8')) : []);
const added = current.filter((line) => !known.has(line));
const gone = [...known].filter((line) => !found.has(line));
for (const line of added) console.error(`boundary crossed: ${line}`);
for (const line of gone) console.error(`fixed, remove from scripts/boundaries-baseline.json: ${line}`);
if (added.length > 0 || gone.length > 0) process.exit(1);
console.log(`boundaries: no new crossing (${known.size} known, listed in scripts/boundaries-baseline.json)`);
