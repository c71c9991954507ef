import { en } from '@app/shared/messages/en';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const GUARDED_PREFIXES = ['/api/', '/.netlify/functions/'];
/** Called by providers' servers, which send no browser headers; their signatures protect them. */
const EXEMPT_PREFIXES = ['/api/webhooks/', '/api/telephony/'];

export interface OriginCheckOptions {
  publicUrl: string;
  extraTrustedOrigins: readonly string[];
}

export type OriginVerdict = 'same-site' | 'no-browser' | 'cross-site';

/**
 * A browser names the page that sent a request in Origin (every POST, PUT, PATCH and DELETE) or, failing
 * that, in Sec-Fetch-Site. A request with neither comes from a server, curl or a test, which a cookie
 * could not have been forged for: it passes, and the route's own authentication decides.
 */
export function judgeOrigin(
  origin: string | undefined,
  secFetchSite: string | undefined,
  trusted: ReadonlySet<string>,
): OriginVerdict {
  if (origin !== undefined) return trusted.has(origin.trim().toLowerCase()) ? 'same-site' : 'cross-site';
  if (secFetchSite === undefined) return 'no-browser';
  // 'none': the user started it (address bar, bookmark); 'same-site' is another origin of the site.
  return secFetchSite === 'same-origin' || secFetchSite === 'none' ? 'same-site' : 'cross-site';
}

function routePath(request: FastifyRequest): string {
  // The route's own pattern, so no spelling of the URL (encoding, query) can slip past the prefixes.
  return request.routeOptions.url ?? request.url.split('?', 1)[0] ?? request.url;
}

/**
 * Defence in depth beside SameSite=Lax cookies: a state-changing API request sent by another site's
 * page is refused with 403 before its body is read.
 */
export function registerOriginCheck(app: FastifyInstance, options: OriginCheckOptions): void {
  const trusted = new Set(
    [options.publicUrl, ...options.extraTrustedOrigins].map((url) => new URL(url).origin.toLowerCase()),
  );
  app.addHook('onRequest', (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method)) {
      done();
      return;
    }
    const path = routePath(request);
    if (
      !GUARDED_PREFIXES.some((prefix) => path.startsWith(prefix)) ||
      EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix))
    ) {
      done();
      return;
    }
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const verdict = judgeOrigin(origin, typeof site === 'string' ? site : undefined, trusted);
    if (verdict === 'cross-site') {
      // The sign-in and sign-up forms show this message: the spec's words, never a library's.
      const message = path.startsWith('/api/auth/')
        ? en.auth.signIn.errors.unavailable
        : 'This request came from another site and was refused: use the site itself';
      done(new AppError(403, 'CROSS_SITE_REQUEST', message));
      return;
    }
    done();
  });
}
