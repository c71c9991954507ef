import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Answers that are always about the signed-in person, whatever the request carried. */
const PERSONAL_PREFIXES = ['/api/auth/', '/api/customers/', '/api/staff/'];
const API_PREFIXES = ['/api/', '/.netlify/functions/'];

function pathOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? request.url;
}

/** A cookie or an Authorization header: the answer may be about whoever they identify. */
function carriesCredentials(request: FastifyRequest): boolean {
  return request.headers.cookie !== undefined || request.headers.authorization !== undefined;
}

/**
 * Keeps personal answers out of every cache (browser history, shared proxies, a CDN): API answers of
 * /api/auth/*, /api/customers/* and /api/staff/*, and any API answer to a request with credentials, get
 * `Cache-Control: no-store`. A route that declared its answer `public` (the same bytes for everyone,
 * such as the status feed with its ETag) keeps its own caching outside the personal prefixes.
 */
export function registerPrivateCache(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const path = pathOf(request);
    if (!API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      done(null, payload);
      return;
    }
    const personal = PERSONAL_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (!personal) {
      if (!carriesCredentials(request)) {
        done(null, payload);
        return;
      }
      const declared = reply.getHeader('cache-control');
      if (typeof declared === 'string' && /(^|[\s,])public([\s,]|$)/i.test(declared)) {
        done(null, payload);
        return;
      }
    }
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
