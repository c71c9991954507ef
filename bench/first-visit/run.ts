/**
 * The first visit as Lighthouse measures it (mobile preset: Moto G Power, simulated slow 4G and 4× CPU),
 * on the home page and one advisor profile, served by the real server in production mode.
 *
 *   npm run build && npx tsx bench/first-visit/run.ts
 *
 * Prints the four category scores, LCP, CLS and the JavaScript bytes (as transferred, gzip) each page
 * loaded. Targets: every score >= 95, LCP <= 2.0 s, home JavaScript <= 150 KB gzip.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { advisorSlug } from '@app/shared/rules/slug';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../../apps/web/e2e/support/browser.ts';
import { REPO_ROOT, startServer } from '../../apps/web/e2e/support/server.ts';

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
  url: string;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

if (!existsSync(join(REPO_ROOT, 'apps/web/dist/index.html'))) {
  console.error('Build the web app first: npm run build');
  process.exit(1);
}

const server = await startServer({
  NODE_ENV: 'production',
  TAROT_SEED: '',
  AUTH_SECRET: randomBytes(24).toString('hex'),
  LOG_LEVEL: 'warn',
});
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
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
  const pages = {
    home: `${server.baseURL}/`,
    profile: `${server.baseURL}/psychic/${advisorSlug(first.agentName, first.agentId)}`,
  };

  const rows: Record<string, Record<string, string>> = {};
  for (const [name, url] of Object.entries(pages)) {
    // One warm-up run (server caches, compiled code), then the measured one.
    await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { lhr } = result;
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
      LCP: `${((lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2)} s`,
      CLS: (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      'JS (gzip)': `${(scriptBytes / 1024).toFixed(1)} KB`,
      'third-party requests': String(thirdParty.length),
      ...(process.env.BENCH_VERBOSE === '1'
        ? { thirdParty: thirdParty.map((request) => request.url).join(' ') }
        : {}),
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
    if (process.env.BENCH_VERBOSE === '1') {
      for (const id of ['layout-shifts', 'largest-contentful-paint-element', 'inspector-issues']) {
        console.log(`${name} ${id}:`, JSON.stringify(lhr.audits[id]?.details, null, 1).slice(0, 3000));
      }
    }
  }
  console.table(rows);
  console.log('Targets: every score >= 95, LCP <= 2.00 s, home JS <= 150 KB gzip, no third-party requests.');
} finally {
  await chrome.kill();
  await server.stop();
}
