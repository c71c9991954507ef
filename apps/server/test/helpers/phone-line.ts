import type { AppDb } from '@app/db/client';
import { advisors } from '@app/db/schema';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AppConfig } from '../../src/env.ts';
import { buildTestApp, type TestApp, useTestApp } from './build-test-app.ts';
import { twilioWebhooks } from './payments.ts';

export interface PhoneLineApp {
  t: TestApp;
  db: AppDb;
  /** The toll-free line's webhooks, signed as Twilio signs them. */
  line: ReturnType<typeof twilioWebhooks>;
}

/**
 * The test app of a file about the phone line: built once (with `overrides`), closed after the file, and
 * every advisor signed in and free before each test. `ready` receives it once it is built.
 */
export function usePhoneLineApp(overrides: Partial<AppConfig>, ready: (app: PhoneLineApp) => void): void {
  let app: PhoneLineApp | undefined;
  beforeAll(async () => {
    const t = await buildTestApp(overrides);
    app = { t, db: t.database.db, line: twilioWebhooks(t.app) };
    ready(app);
  }, 60_000);
  afterAll(() => app?.t.close());
  beforeEach(async () => {
    await app?.db.update(advisors).set({ signedIn: true, onACall: false });
  });
}

/**
 * usePhoneLineApp's app named once and read late (useTestApp's answer), with the line's webhooks over it:
 * built with `overrides`, every advisor signed in and free before each test.
 */
export function usePhoneLine(overrides: Partial<AppConfig>) {
  const t = useTestApp(overrides);
  beforeEach(async () => {
    await t.db.update(advisors).set({ signedIn: true, onACall: false });
  });
  return { t, line: twilioWebhooks(t) };
}
