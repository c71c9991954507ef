import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_INTERVAL_MS } from '../../src/modules/advisors/simulator.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { FEED } from './telephony-client.ts';

describe('status simulator', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ statusSimulator: true });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('starts with the app and changes the feed within a tick or two', async () => {
    const before = (await testApp.app.inject({ method: 'GET', url: FEED })).headers.etag;
    await expect
      .poll(async () => (await testApp.app.inject({ method: 'GET', url: FEED })).headers.etag, {
        timeout: SIMULATOR_INTERVAL_MS * 2 + 1_000,
        interval: 250,
      })
      .not.toBe(before);
  });
});
