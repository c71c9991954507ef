import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

describe('server-rendered head of /psychic/{slug}', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('puts the advisor title, description, canonical and JSON-LD Person into the raw HTML', async () => {
    const feed = (
      await testApp.app.inject({ method: 'GET', url: '/.netlify/functions/fetch-psychicstatus-json' })
    ).json() as { agentId: number; agentName: string; descr: string }[];
    const advisor = feed[0]!;
    const res = await testApp.app.inject({ method: 'GET', url: `/psychic/whatever_${advisor.agentId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain(`<title data-ssr-head>${advisor.agentName} - Extension ${advisor.agentId}`);
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
    expect(description.length).toBeGreaterThan(0);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\/psychic\/[a-z-]+_\d+"/);
    const jsonLd = html.match(/<script type="application\/ld\+json" data-ssr-head>(.*)<\/script>/)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({ '@type': 'Person', name: advisor.agentName });
  });

  it('leaves the generic page, answered 404, for an unknown or malformed profile', async () => {
    for (const url of ['/psychic/nobody_999999', '/psychic/no-id']) {
      const res = await testApp.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('data-ssr-head');
    }
  });
});
