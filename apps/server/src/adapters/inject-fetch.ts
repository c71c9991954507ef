import type { FastifyInstance } from 'fastify';

/**
 * A fetch that answers from this app's own routes (app.inject) instead of the network. The payment
 * emulators are routes of this server; pointing the real PayPal/Gigadat clients at them through this
 * keeps the client code identical to production without an HTTP hop (and works in app.inject tests).
 */
export function injectFetch(app: FastifyInstance, baseUrl: string): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const base = new URL(baseUrl);
    if (url.origin !== base.origin) throw new Error(`injectFetch only reaches ${base.origin}`);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.rawPayload.length > 0 ? new Uint8Array(res.rawPayload) : null, {
      status: res.statusCode,
      headers: Object.entries(res.headers).flatMap(([key, value]) =>
        value === undefined
          ? []
          : [[key, Array.isArray(value) ? value.join(', ') : String(value)] as [string, string]],
      ),
    });
  };
}
