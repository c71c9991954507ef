import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, loadConfig } from '../../src/env.ts';
import { CALL_PATHS } from '../../src/modules/calls/call-paths.ts';
import { buildTestApp, FIXTURE_WEB_DIST, type TestApp } from '../helpers/build-test-app.ts';

const PUBLIC_URL = 'https://psychics.example.com';
const AUTH_SECRET = 'an-integration-test-secret-of-32-characters';
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL,
  DATABASE_URL: 'postgres://app@db.internal:5432/app',
  TELEPHONY_WEBHOOK_SECRET: 'a-long-enough-telephony-secret',
  PAYOUT_DATA_KEYS: `test:${Buffer.alloc(32, 7).toString('base64')}`,
  AUTH_SECRET,
};

/** A whole configuration read from an environment, as server.ts reads it (the app gets its own database). */
function configFrom(env: Record<string, string>): AppConfig {
  return loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: FIXTURE_WEB_DIST, ...env });
}

/** One request to each of the demo's tools: payment emulators (API and pages) and the dev outbox. */
const DEMO_TOOL_REQUESTS = [
  { method: 'POST', url: '/dev/paypal/v1/oauth2/token', payload: 'grant_type=client_credentials' },
  { method: 'GET', url: '/dev/paypal/checkoutnow?token=ORDER-1' },
  { method: 'POST', url: '/dev/paypal/simulate-webhook', payload: '{}' },
  { method: 'POST', url: '/dev/gigadat/api/payment-token/emulator-campaign', payload: '{}' },
  { method: 'GET', url: '/dev/gigadat/webflow?transaction=T-1' },
  { method: 'GET', url: '/api/dev/outbox' },
  { method: 'GET', url: '/dev/twilio/2010-04-01/Accounts/ACemulator/Calls/CA1.json' },
  { method: 'POST', url: '/dev/twilio/calls', payload: '{}' },
] as const;

/** For each request, whether a route answered it (an emulator may answer 404 for an unknown order itself). */
async function demoToolsMounted(app: FastifyInstance): Promise<boolean[]> {
  const mounted: boolean[] = [];
  for (const request of DEMO_TOOL_REQUESTS) {
    const contentType = request.method === 'POST' && request.payload.startsWith('{') ? 'json' : 'form';
    const res = await app.inject({
      method: request.method,
      url: request.url,
      headers: {
        accept: 'text/html,application/json',
        ...(request.method === 'POST'
          ? {
              'content-type':
                contentType === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
            }
          : {}),
      },
      ...('payload' in request ? { payload: request.payload } : {}),
    });
    const unrouted = res.statusCode === 404 && res.body.includes('No route for');
    mounted.push(!unrouted);
  }
  return mounted;
}

describe('a server on a public URL with no NODE_ENV', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(configFrom({ PUBLIC_URL, AUTH_SECRET }));
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('is not the demo', () => {
    expect(configFrom({ PUBLIC_URL, AUTH_SECRET })).toMatchObject({
      nodeEnv: 'development',
      devTools: false,
      statusSimulator: false,
    });
  });

  it('answers 404 for the payment emulators and the dev outbox', async () => {
    expect(await demoToolsMounted(testApp.app)).toEqual(DEMO_TOOL_REQUESTS.map(() => false));
  });

  it('offers neither PayPal nor Interac without real credentials', async () => {
    const res = await testApp.app.inject({
      method: 'POST',
      url: '/.netlify/functions/create-interac-order',
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });

  it('does not accept voice webhooks signed with the development Twilio token', async () => {
    const res = await testApp.app.inject({
      method: 'POST',
      url: CALL_PATHS.voice,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'x' },
      payload: 'CallSid=CA1&From=%2B15145550123',
    });
    expect(res.statusCode).toBe(503);
  });

  it('refuses to start on the published development auth secret', () => {
    expect(() => loadConfig({ PUBLIC_URL })).toThrow('AUTH_SECRET: required unless the server runs the demo');
  });
});

describe('the same URL with NODE_ENV=development set explicitly', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(configFrom({ PUBLIC_URL, NODE_ENV: 'development' }));
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('has the payment emulators and the dev outbox', async () => {
    expect(await demoToolsMounted(testApp.app)).toEqual(DEMO_TOOL_REQUESTS.map(() => true));
    const outbox = await testApp.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json()).toEqual([]);
  });
});

describe('production', () => {
  it('refuses to start without DATABASE_URL, naming it', () => {
    const { DATABASE_URL: _omitted, ...withoutDatabase } = PRODUCTION;
    expect(() => loadConfig(withoutDatabase)).toThrow(
      /^Invalid configuration: DATABASE_URL: required when NODE_ENV is production/,
    );
  });

  describe('without API_DOCS', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await buildTestApp(configFrom(PRODUCTION));
    });
    afterAll(async () => {
      await testApp?.close();
    });

    it('serves no /api/docs, but still builds the OpenAPI document', async () => {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/index.html']) {
        const res = await testApp.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
      }
      const document = testApp.app.swagger() as { paths: Record<string, unknown> };
      expect(document.paths['/.netlify/functions/fetch-psychicstatus-json']).toBeDefined();
    });

    it('has none of the demo', async () => {
      expect(await demoToolsMounted(testApp.app)).toEqual(DEMO_TOOL_REQUESTS.map(() => false));
    });
  });

  describe('with API_DOCS=1', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await buildTestApp(configFrom({ ...PRODUCTION, API_DOCS: '1' }));
    });
    afterAll(async () => {
      await testApp?.close();
    });

    it('serves /api/docs', async () => {
      const ui = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(ui.statusCode).toBe(200);
      const json = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(json.statusCode).toBe(200);
      expect(json.json().openapi).toMatch(/^3\./);
    });
  });
});
