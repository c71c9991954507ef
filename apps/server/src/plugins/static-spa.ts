import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendEncoded } from '../http-cache.ts';
import type { NotFoundFallback } from './errors.ts';
import { createPageCache, type PageStamp } from './page-cache.ts';

/** What a transformer may know of the request besides its URL. */
export interface HtmlRequestContext {
  /** The Cookie header, if any (a signed-in browser sends its session cookie). */
  cookie?: string | undefined;
  /** Built behind the requests (page-cache.ts): nobody waits, so take the time to make it current. */
  background?: boolean;
}

/** Lets a later module (SEO, pre-rendering) put per-route content into index.html. */
export type HtmlTransformer = (
  html: string,
  url: string,
  context?: HtmlRequestContext,
) => string | Promise<string>;

export interface StaticSpaOptions {
  /** The Vite build output: index.html and hashed files under assets/. */
  distDir: string;
  transformHtml?: HtmlTransformer | undefined;
  /**
   * The HTTP status of a client-side route: 404 for a path the SPA only answers with its 404 screen (an
   * unknown page, a profile of nobody), so that search engines and monitors see the truth. Default 200.
   */
  pageStatus?: ((url: string, request?: FastifyRequest) => Promise<PageStatus> | PageStatus) | undefined;
  /**
   * Pages for visitors (no session cookie) kept in memory, ready to send, and built again behind the
   * request when `stamp` moves (page-cache.ts). Without it, every page is built per request.
   */
  visitorPages?:
    | {
        isVisitor(cookie: string | undefined): boolean;
        /** What the pages show now (the build of index.html is added to its content). */
        stamp(): PageStamp;
      }
    | undefined;
  /**
   * Where a page request is sent instead (302), or null to serve it: the home page of the reader's language.
   * Its answer depends on the request's headers, which `vary` names, so caches keep one page per reader.
   */
  redirect?:
    | { to(request: FastifyRequest): string | null; vary: string; paths: readonly string[] }
    | undefined;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The route constraint that keeps page paths off the static files' route. */
const FILE_CONSTRAINT = 'staticFile';
/** Unhashed files (index.html, public/ copies) may change under the same name: revalidate every time. */
const REVALIDATE = 'no-cache';
const HTML_TYPE = 'text/html; charset=utf-8';

/** Paths the server answers itself: an unknown one is a JSON 404, never the SPA. */
const SERVER_PATHS = new Set(['/api', '/.netlify', '/healthz', '/readyz', '/metrics']);
// '/dev/': the demo's emulators; on a server without them a JSON 404 says so, not the SPA's page.
const SERVER_PREFIXES = ['/api/', '/.netlify/', '/assets/', '/dev/'];
/** A missing file must stay a 404: an HTML page served as a script or an image only hides the bug. */
const FILE_EXTENSION =
  /\.(?:m?js|css|map|json|txt|xml|ico|png|jpe?g|gif|webp|avif|svg|woff2?|ttf|otf|wav|mp3|ogg|webmanifest)$/i;

export function isSpaPath(path: string): boolean {
  if (SERVER_PATHS.has(path)) return false;
  if (SERVER_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  return !FILE_EXTENSION.test(path);
}

const BUILD_MISSING_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Site not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>The web app has not been built yet</h1>
<p>The server is running, but the built site (<code>index.html</code>) was not found.
Run <code>npm run build</code> (or simply <code>npm start</code>, which builds first), then reload this page.</p>
</body>
</html>
`;

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

export interface SpaIndex extends NotFoundFallback {
  /** Reads index.html now, so that a missing build is reported at start rather than on the first visit. */
  preload(): Promise<void>;
  /**
   * Builds again every visitor page whose content moved (a writer of this instance awaits it before it
   * answers, so the next visitor sees its change); resolves at once without `visitorPages`.
   */
  refresh(): Promise<void>;
}

/** How often index.html's mtime is looked at. */
const INDEX_CHECK_MS = 1_000;

/**
 * Serves index.html for every client-side route. The file is re-read only when its mtime changes, so a
 * rebuild is picked up without a restart (within INDEX_CHECK_MS) and a steady state costs one stat a second.
 */
export function createSpaIndex(options: StaticSpaOptions, log: FastifyBaseLogger): SpaIndex {
  const indexPath = join(options.distDir, 'index.html');
  let cached: { html: string; mtimeMs: number } | undefined;
  let warned = false;

  let checkedAt = 0;
  async function loadIndex(): Promise<string | undefined> {
    // A rebuild shows within a second; a busy server does not stat the file for every page.
    if (cached && Date.now() - checkedAt < INDEX_CHECK_MS) return cached.html;
    try {
      checkedAt = Date.now();
      const info = await stat(indexPath);
      if (cached?.mtimeMs !== info.mtimeMs) {
        cached = { html: await readFile(indexPath, 'utf8'), mtimeMs: info.mtimeMs };
      }
      return cached.html;
    } catch (error) {
      if (!isMissing(error)) throw error;
      cached = undefined;
      if (!warned) {
        warned = true;
        log.warn({ indexPath }, 'web build missing: run `npm run build`; pages answer 503 until it exists');
      }
      return undefined;
    }
  }

  const { visitorPages } = options;
  const transform = (html: string, url: string, context: HtmlRequestContext) =>
    options.transformHtml ? options.transformHtml(html, url, context) : html;
  const pages =
    visitorPages &&
    createPageCache({
      stamp: () => {
        const { content, live } = visitorPages.stamp();
        return { content: `${content} ${cached?.mtimeMs}`, live };
      },
      // Only a page every visitor gets the same: a 200 that does not depend on a session.
      async build(path) {
        if (((await options.pageStatus?.(path)) ?? 200) !== 200) return null;
        const html = await loadIndex();
        return html === undefined ? null : transform(html, path, { background: true });
      },
      log,
    });

  return {
    async preload() {
      await loadIndex();
    },
    refresh: () => pages?.refresh() ?? Promise.resolve(),
    accepts(request: FastifyRequest): boolean {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      return isSpaPath(request.url.split('?', 1)[0] ?? '/');
    },
    async handle(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
      const redirect = options.redirect;
      const path = request.url.split('?', 1)[0] ?? '/';
      const redirects = redirect?.paths.includes(path) === true;
      if (redirect && redirects) {
        reply.header('vary', redirect.vary);
        const target = redirect.to(request);
        if (target !== null)
          return reply.code(302).header('cache-control', 'private, no-cache').redirect(target);
      }
      const html = await loadIndex();
      if (html === undefined) {
        return reply.code(503).type(HTML_TYPE).header('cache-control', 'no-store').send(BUILD_MISSING_PAGE);
      }
      const { cookie } = request.headers;
      if (pages && visitorPages?.isVisitor(cookie)) {
        const kept = await pages.get(path);
        if (kept) {
          sendEncoded(request, reply, kept, redirects ? redirect?.vary : undefined);
          return reply;
        }
      }
      const body = await transform(html, request.url, { cookie });
      // The same page either way (the SPA shows its 404 screen itself); the status tells crawlers.
      const answer = (await options.pageStatus?.(request.url, request)) ?? 200;
      const status = typeof answer === 'object' ? answer.status : answer;
      // A status that depends on who asks (the advisor console, the back office) is never cached.
      const cache = typeof answer === 'object' && answer.bySession ? 'private, no-store' : REVALIDATE;
      return reply.code(status).type(HTML_TYPE).header('cache-control', cache).send(body);
    },
  };
}

/** 200 or 404; `bySession` when the answer depends on the session of the request. */
export type PageStatus = 200 | 404 | { status: 200 | 404; bySession: true };

export async function registerStaticSpa(
  app: FastifyInstance,
  distDir: string,
  spaIndex: SpaIndex,
): Promise<void> {
  const assetsDir = join(distDir, 'assets') + sep;

  // A page path (no file extension) never reaches the files' wildcard route: it would look for a file of
  // that name (a stat and a directory listing per page view) before falling through to the page.
  app.addConstraintStrategy({
    name: FILE_CONSTRAINT,
    storage() {
      const handlers = new Map<string, unknown>();
      return {
        get: (value: string) => (handlers.get(value) ?? null) as never,
        set: (value: string, store: unknown) => {
          handlers.set(value, store);
        },
      };
    },
    deriveConstraint: (request: { url?: string }) =>
      isSpaPath((request.url ?? '/').split('?', 1)[0] ?? '/') ? 'page' : 'file',
    mustMatchWhenDerived: false,
  });
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: true,
    constraints: { [FILE_CONSTRAINT]: 'file' },
    // index.html goes through the SPA handler (transform, no-cache), never straight from disk.
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // The build writes .br and .gz beside each asset (brotli 11, gzip 9): sent as is when accepted.
    preCompressed: true,
    // A missing build is reported once, by the SPA handler, with what to do about it.
    suppressWarning: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });

  const serveIndex = (request: FastifyRequest, reply: FastifyReply) => spaIndex.handle(request, reply);
  app.get('/', { schema: { hide: true } }, serveIndex);
  app.get('/index.html', { schema: { hide: true } }, serveIndex);
}
