import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { PRODUCTION_ENV } from './env-test-fixtures.ts';

describe('loadConfig', () => {
  describe('the demo tools (devTools)', () => {
    const PUBLIC = 'https://psychics.example.com';
    const SECRET = PRODUCTION_ENV.AUTH_SECRET;

    it.each([
      [{}, true],
      [{ NODE_ENV: 'test' }, true],
      [{ PUBLIC_URL: 'http://127.0.0.1:8080' }, true],
      [{ PUBLIC_URL: 'http://127.10.0.3' }, true],
      [{ PUBLIC_URL: 'http://[::1]:3000' }, true],
      [{ PUBLIC_URL: PUBLIC, AUTH_SECRET: SECRET }, false],
      [{ PUBLIC_URL: 'http://localhost.psychics.example', AUTH_SECRET: SECRET }, false],
      [{ PUBLIC_URL: 'http://128.0.0.1', AUTH_SECRET: SECRET }, false],
      [{ PUBLIC_URL: PUBLIC, NODE_ENV: 'test', AUTH_SECRET: SECRET }, false],
      [{ PUBLIC_URL: PUBLIC, NODE_ENV: 'development' }, true],
    ])('%o → %s', (env, expected) => {
      expect(loadConfig(env).devTools).toBe(expected);
    });

    it('are never on in production, even on localhost', () => {
      const config = loadConfig({ ...PRODUCTION_ENV, PUBLIC_URL: 'http://localhost:3000' });
      expect(config).toMatchObject({ devTools: false, paypal: undefined, gigadat: undefined });
      expect(config.voiceAuthToken).toBeUndefined();
    });

    it('leave a public server without NODE_ENV with none of the demo', () => {
      const config = loadConfig({ PUBLIC_URL: PUBLIC, AUTH_SECRET: SECRET });
      expect(config).toMatchObject({
        nodeEnv: 'development',
        devTools: false,
        paypal: undefined,
        gigadat: undefined,
        voiceAuthToken: undefined,
        statusSimulator: false,
        extraTrustedOrigins: [],
      });
    });

    it('open on a public URL only with NODE_ENV=development written out', () => {
      const config = loadConfig({ PUBLIC_URL: PUBLIC, NODE_ENV: 'development' });
      expect(config).toMatchObject({
        devTools: true,
        voiceAuthToken: 'dev-only-twilio-auth-token',
        statusSimulator: true,
        paypal: { mode: 'emulator', baseUrl: `${PUBLIC}/dev/paypal` },
        gigadat: { mode: 'emulator', baseUrl: `${PUBLIC}/dev/gigadat` },
      });
    });

    it('serve /api/docs outside production, and in production only with API_DOCS=1', () => {
      const production = PRODUCTION_ENV;
      expect(loadConfig(production).apiDocs).toBe(false);
      expect(loadConfig({ ...production, API_DOCS: '1' }).apiDocs).toBe(true);
      expect(loadConfig({ API_DOCS: '0' }).apiDocs).toBe(false);
    });
  });
});
