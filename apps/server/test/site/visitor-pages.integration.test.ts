import { brotliDecompressSync } from 'node:zlib';
import { ADVISOR_SEEDS } from '@app/db/seed/advisors-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HtmlTransformer } from '../../src/plugins/static-spa.ts';
import { busyFor, postStatus, WEBHOOK_SECRET } from '../advisors/telephony-client.ts';
import { signedInStaff } from '../helpers/advisors.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const available = ADVISOR_SEEDS.filter((seed) => seed.status === 'available');

/**
 * The page chain replaced by one that counts its runs, writes the run into the page, and can be made to
 * hang: a request that waited for a build would hang with it.
 */
function countingChain() {
  let runs = 0;
  let gate: Promise<void> | undefined;
  let open: () => void = () => undefined;
  const transform: HtmlTransformer = async (html) => {
    runs += 1;
    const run = runs;
    await gate;
    return html.replace('</body>', `<!--run ${run}--></body>`);
  };
  return {
    transform,
    runs: () => runs,
    hang() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release() {
      gate = undefined;
      open();
    },
  };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)),
  ]);
const runOf = (body: string) => Number(/<!--run (\d+)-->/.exec(body)?.[1]);

describe('pages for visitors, kept in memory', () => {
  const chain = countingChain();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp(
      { telephonyWebhookSecret: WEBHOOK_SECRET },
      { transformHtml: chain.transform },
    );
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('builds a page once and serves the same bytes, compressed, with an ETag that revalidates', async () => {
    const first = await get('/pricing');
    const runs = chain.runs();
    const again = await get('/pricing', { 'accept-encoding': 'br, gzip' });
    expect(chain.runs()).toBe(runs);
    expect(again.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(first.body);
    expect(again.headers.vary).toMatch(/accept-encoding/);
    expect(again.headers['cache-control']).toBe('no-cache');
    const etag = again.headers.etag as string;
    const revalidated = await get('/pricing', { 'accept-encoding': 'br, gzip', 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('a status change makes no build on the request path: the kept page is served, the new one is built behind', async () => {
    const before = await get('/');
    const advisor = available[0];
    if (!advisor) throw new Error('no available advisor in the seed');
    chain.hang();
    try {
      // The change's own request awaits the feed's rebuild, never a page.
      const status = await within(postStatus(testApp.app, advisor.agentId, busyFor(600, '10:00')), 5_000);
      expect(status.statusCode).toBe(200);
      const during = await within(get('/'), 2_000);
      expect(during.statusCode).toBe(200);
      expect(during.body).toBe(before.body);
    } finally {
      chain.release();
    }
  });

  it('a signed-in request is never served a kept page', async () => {
    const staff = await signedInStaff(testApp.app, testApp.database.db, 'admin');
    const runs = chain.runs();
    const page = await get('/pricing', { cookie: staff.cookie });
    expect(chain.runs()).toBe(runs + 1);
    expect(page.headers.etag).toBeUndefined();
  });

  it("a change of content made here is in the next visitor's page before its writer answers", async () => {
    const staff = await signedInStaff(testApp.app, testApp.database.db, 'admin');
    const before = runOf((await get('/pricing')).body);
    const switched = await testApp.app.inject({
      method: 'PUT',
      url: '/api/staff/settings/theme',
      headers: { cookie: staff.cookie, origin: 'http://localhost:3000' },
      payload: { theme: 'default', note: 'the season changes' },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const after = runOf((await get('/pricing')).body);
    expect(after).toBeGreaterThan(before);
  });

  it('keeps no page that is not the same for every visitor (a 404, the console)', async () => {
    const runs = chain.runs();
    await get('/no/such/page');
    await get('/no/such/page');
    expect(chain.runs()).toBe(runs + 2);
    await get('/advisor');
    await get('/advisor');
    expect(chain.runs()).toBe(runs + 4);
  });
});
