/**
 * Sums up a V8 CPU profile (a .cpuprofile from LOAD_CPU_PROF): the functions with the most time of their
 * own, and the files (packages) with the most, as shares of the time sampled.
 *
 *   npx tsx bench/load/profile.ts /tmp/prof/CPU.*.cpuprofile [how many lines, default 25]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, howMany = '25'] = process.argv.slice(2);
if (!file) throw new Error('usage: npx tsx bench/load/profile.ts <file.cpuprofile> [lines]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfTime = new Map<number, number>();
profile.samples.forEach((id, index) => {
  selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});
const total = [...selfTime.values()].reduce((sum, time) => sum + time, 0);

/** The package or our own folder a script belongs to, for the second table. */
function placeOf(url: string): string {
  if (!url) return '(native / V8)';
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules?.[1]) return inModules[1];
  if (url.startsWith('node:')) return url;
  const own = /\/(apps\/[^/]+\/src\/[^/]+(?:\/[^/]+)?)\//.exec(url);
  return own?.[1] ?? url.replace(/^.*\//, '');
}

const sum = (key: (node: ProfileNode) => string) => {
  const totals = new Map<string, number>();
  for (const [id, time] of selfTime) {
    const node = byId.get(id);
    if (node) totals.set(key(node), (totals.get(key(node)) ?? 0) + time);
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(howMany));
};
const print = (title: string, rows: [string, number][]) => {
  console.log(`\n${title}`);
  for (const [name, time] of rows) {
    console.log(
      `  ${((100 * time) / total).toFixed(1).padStart(5)} %  ${(time / 1000).toFixed(0).padStart(7)} ms  ${name}`,
    );
  }
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
print(
  'self time by function',
  sum(({ callFrame: f }) => `${f.functionName || '(anonymous)'} ${placeOf(f.url)}:${f.lineNumber + 1}`),
);
print(
  'self time by package or folder',
  sum(({ callFrame: f }) => placeOf(f.url)),
);
