/**
 * The first visit as Lighthouse measures it (mobile preset: Moto G Power, simulated slow 4G and 4× CPU),
 * on the home page and one advisor profile, served by the real server as `npm start` runs it (production
 * needs PostgreSQL; nothing a page is served with depends on NODE_ENV).
 *
 *   npm run build && npx tsx bench/first-visit/run.ts
 *
 * Prints the four category scores, LCP, CLS and the JavaScript bytes (as transferred, gzip) each page
 * loaded. Targets: every score >= 95, LCP <= 2.0 s, home JavaScript <= 150 KB gzip.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { advisorSlug } from '@app/shared/rules/slug';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../../apps/web/e2e/support/browser.ts';
import { REPO_ROOT, startServer } from '../../apps/web/e2e/support/server.ts';
import { chromiumCpu, cpuBetween } from './process-cpu.ts';

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
  url: string;
}

/**
 * The scripts' size as gzip: Chromium asks for brotli, which our server has too, so the bytes Lighthouse
 * saw are smaller; the target is stated in gzip, so each script is fetched again asking for gzip only.
 */
async function gzipBytes(requests: NetworkRequest[]): Promise<number> {
  let total = 0;
  for (const request of requests.filter((entry) => entry.resourceType === 'Script')) {
    total += await new Promise<number>((resolve, reject) => {
      http
        .get(request.url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
          });
          response.on('end', () => resolve(bytes));
        })
        .on('error', reject);
    });
  }
  return total;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Measured Lighthouse runs per page (after one warm-up); the median run is reported. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const VERBOSE = process.env.BENCH_VERBOSE === '1';

if (!existsSync(join(REPO_ROOT, 'apps/web/dist/index.html'))) {
  console.error('Build the web app first: npm run build');
  process.exit(1);
}

const server = await startServer({
  NODE_ENV: 'development',
  TAROT_SEED: '',
  AUTH_SECRET: randomBytes(24).toString('hex'),
  LOG_LEVEL: 'warn',
});
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  // BENCH_CHROME_FLAGS adds flags, e.g. --force-prefers-reduced-motion to see what the decorative motion
  // costs where the compositor runs in software (bench/README.md).
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    ...(process.env.BENCH_CHROME_FLAGS?.split(/\s+/).filter(Boolean) ?? []),
  ],
});

try {
  const feed = (await (
    await fetch(`${server.baseURL}/.netlify/functions/fetch-psychicstatus-json`)
  ).json()) as {
    agentId: number;
    agentName: string;
  }[];
  const first = feed[0];
  if (!first) throw new Error('the feed is empty');
  const profilePath = `/psychic/${advisorSlug(first.agentName, first.agentId)}`;
  // Both languages: a French page must load its own words only, and meet the same targets.
  const pages = {
    home: `${server.baseURL}/`,
    profile: `${server.baseURL}${profilePath}`,
    'home (fr)': `${server.baseURL}/fr`,
    'profile (fr)': `${server.baseURL}/fr${profilePath}`,
  };

  const rows: Record<string, Record<string, string>> = {};
  for (const [name, url] of Object.entries(pages)) {
    // One warm-up run (server caches, compiled code), then RUNS measured ones; the run with the median
    // performance score is reported (Lighthouse's own advice on a machine whose speed varies).
    await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'][] = [];
    for (let run = 0; run < RUNS; run++) {
      const cpuBefore = VERBOSE ? chromiumCpu() : null;
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!result) throw new Error(`no Lighthouse result for ${url}`);
      if (cpuBefore) {
        const score = Math.round((result.lhr.categories.performance?.score ?? 0) * 100);
        console.log(
          `${name} run ${run + 1}: performance ${score}; Chromium CPU: ${cpuBetween(cpuBefore, chromiumCpu())}`,
        );
      }
      const { runtimeError } = result.lhr;
      // A run Lighthouse could not complete scores 0: said, and left out of the median.
      if (runtimeError || result.lhr.categories.performance?.score == null) {
        console.log(
          `${name}: run ${run + 1} failed: ${runtimeError?.code ?? 'no score'} ${runtimeError?.message ?? ''}`,
        );
        continue;
      }
      runs.push(result.lhr);
    }
    const performanceOf = (report: (typeof runs)[number]) => report.categories.performance?.score ?? 0;
    runs.sort((a, b) => performanceOf(a) - performanceOf(b));
    const lhr = runs[Math.floor(runs.length / 2)];
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
      ?.items ?? []) as NetworkRequest[];
    const scriptBytes = requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
    const thirdParty = requests.filter(
      (request) => !request.url.startsWith(server.baseURL) && !/^(data|blob):/.test(request.url),
    );
    rows[name] = {
      ...Object.fromEntries(
        CATEGORIES.map((category) => [
          category,
          String(Math.round((lhr.categories[category]?.score ?? 0) * 100)),
        ]),
      ),
      'performance (runs)': runs.map((report) => Math.round(performanceOf(report) * 100)).join(' '),
      LCP: `${((lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2)} s`,
      CLS: (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      'JS transferred': `${(scriptBytes / 1024).toFixed(1)} KB`,
      'JS (gzip)': `${((await gzipBytes(requests)) / 1024).toFixed(1)} KB`,
      'third-party requests': String(thirdParty.length),
      ...(VERBOSE ? { thirdParty: thirdParty.map((request) => request.url).join(' ') } : {}),
    };
    const failing = CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter(
          (audit) =>
            audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
        )
        .map((audit) => `${category}: ${audit?.id} (${audit?.displayValue ?? audit?.score})`),
    );
    if (failing.length > 0) console.log(`${name}: audits below 0.9\n  ${failing.join('\n  ')}`);
    if (VERBOSE) {
      for (const request of requests.filter((candidate) => candidate.resourceType === 'Script')) {
        console.log(`${name} script ${new URL(request.url).pathname} ${request.transferSize ?? 0} B`);
      }
      const metrics = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'speed-index',
      ];
      console.log(
        `${name} metrics:`,
        metrics.map((id) => `${id} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', '),
      );
      const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
        ?.items?.[0];
      console.log(
        `${name} observed (unthrottled):`,
        [
          'observedFirstContentfulPaint',
          'observedLargestContentfulPaint',
          'observedDomContentLoaded',
          'observedLoad',
        ]
          .map((key) => `${key.replace('observed', '')} ${Math.round(observed?.[key] ?? -1)} ms`)
          .join(', '),
      );
      const tasks =
        (lhr.audits['main-thread-tasks']?.details as { items?: { startTime: number; duration: number }[] })
          ?.items ?? [];
      const beforePaint = tasks.filter(
        (task) => task.startTime < (observed?.observedFirstContentfulPaint ?? 0),
      );
      console.log(
        `${name} tasks before the first paint:`,
        beforePaint.map((task) => `${Math.round(task.startTime)}+${Math.round(task.duration)}`).join(' '),
      );
      const longest = [...tasks].sort((a, b) => b.duration - a.duration).slice(0, 8);
      console.log(
        `${name} longest tasks:`,
        longest.map((task) => `${Math.round(task.startTime)}+${Math.round(task.duration)}`).join(' '),
      );
      const bootup =
        (
          lhr.audits['bootup-time']?.details as {
            items?: { url: string; scripting: number; scriptParseCompile: number }[];
          }
        )?.items ?? [];
      console.log(
        `${name} script time (scripting / parse+compile ms, unthrottled x4):`,
        bootup
          .map(
            (item) =>
              `${item.url.replace(server.baseURL, '')} ${Math.round(item.scripting)}/${Math.round(item.scriptParseCompile)}`,
          )
          .join(', '),
      );
      const breakdown =
        (
          lhr.audits['mainthread-work-breakdown']?.details as {
            items?: { groupLabel: string; duration: number }[];
          }
        )?.items ?? [];
      console.log(
        `${name} main thread:`,
        breakdown.map((item) => `${item.groupLabel} ${Math.round(item.duration)}`).join(', '),
      );
      const longTasks =
        (
          lhr.audits['long-tasks']?.details as {
            items?: { url: string; startTime: number; duration: number }[];
          }
        )?.items ?? [];
      console.log(
        `${name} long tasks (simulated):`,
        longTasks
          .map(
            (task) =>
              `${Math.round(task.startTime)}+${Math.round(task.duration)} ${task.url.replace(server.baseURL, '')}`,
          )
          .join(', '),
      );
      for (const id of ['largest-contentful-paint-element', 'layout-shifts', 'inspector-issues']) {
        const details = JSON.stringify(lhr.audits[id]?.details ?? null);
        console.log(`${name} ${id}:`, details.slice(0, 2500));
      }
      console.log(
        `${name} scripts:`,
        requests
          .filter((request) => request.resourceType === 'Script')
          .map((request) => `${request.url.replace(server.baseURL, '')} ${request.transferSize}`)
          .join('\n  '),
      );
    }
  }
  console.table(rows);
  console.log('Targets: every score >= 95, LCP <= 2.00 s, home JS <= 150 KB gzip, no third-party requests.');
} finally {
  await chrome.kill();
  await server.stop();
}
