import { describe, expect, it, vi } from 'vitest';
import { createQueuedPhoneVerifier, createTwilioPhoneVerifier, SmsProviderError } from './sms.ts';

const config = {
  accountSid: `AC${'a'.repeat(32)}`,
  authToken: 'token',
  serviceSid: `VA${'b'.repeat(32)}`,
};

function fakeFetch(status: number, body: unknown = {}) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status }),
  );
}

describe('Twilio Verify adapter', () => {
  it('starts an SMS verification with basic auth and a form body', async () => {
    const fetch = fakeFetch(201, { status: 'pending' });
    await createTwilioPhoneVerifier(config, fetch as unknown as typeof globalThis.fetch).send('+15145550123');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`https://verify.twilio.com/v2/Services/${config.serviceSid}/Verifications`);
    expect(init?.method).toBe('POST');
    const headers = init?.headers as Record<string, string>;
    expect(headers.authorization).toBe(
      `Basic ${Buffer.from(`${config.accountSid}:token`).toString('base64')}`,
    );
    expect(String(init?.body)).toBe('To=%2B15145550123&Channel=sms&Locale=en');
  });

  it("asks Twilio Verify for the code's text in the customer's language", async () => {
    const fetch = fakeFetch(201, { status: 'pending' });
    await createTwilioPhoneVerifier(config, fetch as unknown as typeof globalThis.fetch).send(
      '+15145550123',
      'fr',
    );
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(String(init?.body)).toBe('To=%2B15145550123&Channel=sms&Locale=fr');
  });

  it.each([
    [200, { status: 'approved' }, true],
    [200, { status: 'pending' }, false],
    [404, {}, false],
  ])('check: %i %o -> %s', async (status, body, expected) => {
    const verifier = createTwilioPhoneVerifier(config, fakeFetch(status, body) as unknown as typeof fetch);
    expect(await verifier.check('+15145550123', '123456', null)).toBe(expected);
  });

  it('reports a provider failure as an SmsProviderError', async () => {
    const verifier = createTwilioPhoneVerifier(config, fakeFetch(500) as unknown as typeof fetch);
    await expect(verifier.send('+15145550123')).rejects.toBeInstanceOf(SmsProviderError);
  });
});

describe('queued verifier', () => {
  it('makes a 6-digit code, gives its text to queue and only its hash to store, and checks it', async () => {
    const verifier = createQueuedPhoneVerifier('secret');
    const { codeHash, text } = await verifier.send('+15145550123');
    const code = text?.match(/\b\d{6}\b/)?.[0] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(codeHash).not.toContain(code);
    expect(await verifier.check('+15145550123', code, codeHash)).toBe(true);
    expect(await verifier.check('+15145550124', code, codeHash)).toBe(false);
    expect(await verifier.check('+15145550123', code === '000000' ? '000001' : '000000', codeHash)).toBe(
      false,
    );
  });
});
