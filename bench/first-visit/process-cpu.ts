/**
 * CPU time Chromium's processes spent, by kind (browser, renderer, GPU, …), read from Linux's /proc: the
 * first-visit benchmark prints it per Lighthouse run, because on a machine without a GPU the compositor
 * runs in software and what it costs competes with the measured page for the same CPUs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU milliseconds so far of each Chromium process, keyed by pid and kind; empty where there is no /proc.
 * A process that ended between two readings (a tab's renderer Lighthouse closed) is not counted.
 */
export function chromiumCpu(): Map<string, number> {
  const usage = new Map<string, number>();
  if (!existsSync('/proc/self/stat')) return usage;
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let args: string[];
    let stat: string;
    try {
      // Chromium rewrites its child processes' command lines into one space-separated string.
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/);
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    const isChromium =
      args.some((arg) => arg.startsWith('--type=')) ||
      (/chrom/i.test(args[0] ?? '') && args.some((arg) => arg.startsWith('--remote-debugging-port')));
    if (!isChromium) continue;
    const kind = args.find((arg) => arg.startsWith('--type='))?.slice('--type='.length) ?? 'browser';
    const label = kind === 'renderer' && args.includes('--top-chrome-webui') ? 'renderer (browser UI)' : kind;
    // Fields after the command name: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    usage.set(`${pid} ${label}`, (ticks * 1000) / TICKS_PER_SECOND);
  }
  return usage;
}

/** What each kind of process used between two readings, largest first: "gpu-process 11040 ms, …". */
export function cpuBetween(before: Map<string, number>, after: Map<string, number>): string {
  const byKind = new Map<string, number>();
  for (const [key, ms] of after) {
    const used = ms - (before.get(key) ?? 0);
    const kind = key.slice(key.indexOf(' ') + 1);
    if (used > 0) byKind.set(kind, (byKind.get(kind) ?? 0) + used);
  }
  return [...byKind.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${Math.round(ms)} ms`)
    .join(', ');
}
