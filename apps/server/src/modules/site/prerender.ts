import type { ThemeMode } from '@app/shared/constants';
import { languageOfPath, pathInLanguage } from '@app/shared/rules/language';
import { SEO_PAGES, seoPageForPath, urlPath } from '@app/shared/seo/pages';
import type { FastifyBaseLogger } from 'fastify';
import { initialDataBlocks, parseInitialData } from '../../page-html/initial-data.ts';
import type { HtmlTransformer } from '../../plugins/static-spa.ts';
import { profileAgentId } from '../advisors/profile-head.ts';
import type { LoadWebServerEntry, PrerenderFn } from './web-server-entry.ts';

export type { PrerenderFn };

/**
 * Sign-in, sign-up and the application to become an advisor are forms: before the app starts, a
 * pre-rendered form would submit natively, and a GET would put the e-mail and password (or the
 * applicant's details) in the URL. Those pages wait for the app.
 */
const FORM_PAGES = new Set(['/login', '/register', '/apply']);
/** better-auth's session cookie (with the __Secure- prefix over https). */
export const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;
const ROOT = '<div id="root"></div>';
/** How a page the server pre-rendered begins its #root. */
export const PRERENDERED_ROOT = '<div id="root"><div data-prerendered>';
/** Past this many pages (profiles are one per advisor) the renders are dropped and made again on demand. */
const MAX_PAGES = 200;
/**
 * Sets of page data whose renders are kept: the pages that show the bundles carry one block more than
 * the others, so two sets are live at once; past this many, older data's renders are dropped.
 */
const MAX_DATA_SETS = 4;

interface KeptRenders {
  data: Record<string, unknown>;
  /** The data blocks as the page carried them (name, JSON text). */
  blocks: [name: string, json: string][];
  /** The data without the advisors' live statuses: equal for two pages that differ only in who is free. */
  shape: string;
  renders: Map<string, Promise<string | null>>;
  /** The renders that have finished, by key: a request uses one without waiting. */
  done: Map<string, string | null>;
}

/** A finished render of a page and the data blocks it was made from. */
interface LastRender {
  shape: string;
  blocks: [name: string, json: string][];
  body: string;
}

/** What a status change changes in an advisor's record: a page that differs only in these keeps its render. */
const LIVE_FIELDS = new Set(['signedIn', 'onACall', 'availTime', 'availTimeStr', 'bridged', 'isICCall']);

/** The advisors' records as JSON without their live statuses: what a status change leaves as it was. */
export function steadyAdvisorsText(advisors: readonly object[]): string {
  return JSON.stringify(
    advisors.map((advisor) =>
      Object.fromEntries(Object.entries(advisor).filter(([field]) => !LIVE_FIELDS.has(field))),
    ),
  );
}

function shapeOf(blocks: [name: string, json: string][], data: Record<string, unknown>): string {
  return blocks
    .map(([name, json]) => {
      const advisors = data[name];
      if (name !== 'advisors' || !Array.isArray(advisors)) return `${name}:${json}`;
      return `${name}:${steadyAdvisorsText(advisors)}`;
    })
    .join('\n');
}

/** The page with `body` inside #root, marked as pre-rendered. */
function insertRender(html: string, body: string): string {
  return html.replace(ROOT, () => `${PRERENDERED_ROOT}${body}</div></div>`);
}

/** The page with its data blocks replaced by `blocks` (the ones a kept render was made from). */
function withBlocks(html: string, blocks: [name: string, json: string][]): string {
  let result = html;
  for (const [name, json] of blocks) {
    result = result.replace(
      new RegExp(`(<script type="application/json" id="initial-${name}">)[^<]*(</script>)`),
      (_match, open: string, close: string) => `${open}${json}${close}`,
    );
  }
  return result;
}

export interface PrerenderTarget {
  /** What the render is kept under. */
  key: string;
  /** The path it is rendered for. */
  path: string;
  /** For a profile: its advisor, which must be in the page's data. */
  agentId?: number;
}

/**
 * The pages worth pre-rendering: the public pages of the route table and the advisor profiles (one render
 * per advisor, whatever the name part of the slug). Private pages (a visitor would be redirected) and
 * unknown paths are left to the browser.
 */
export function prerenderTarget(url: string): PrerenderTarget | null {
  const language = languageOfPath(urlPath(url));
  const agentId = profileAgentId(url);
  if (agentId !== null) return { key: `${language} /psychic/#${agentId}`, path: urlPath(url), agentId };
  const page = seoPageForPath(url);
  if (!page) return null;
  const seo: { path: string; noindex?: boolean } = SEO_PAGES[page];
  if (seo.noindex || FORM_PAGES.has(seo.path)) return null;
  const path = pathInLanguage(seo.path, language);
  return { key: `${language} ${seo.path}`, path };
}

function hasAdvisor(data: Record<string, unknown>, agentId: number): boolean {
  const { advisors } = data;
  return Array.isArray(advisors) && advisors.some((advisor) => advisor?.agentId === agentId);
}

/**
 * Puts each public page, as React renders it for a visitor, inside #root (in a <div data-prerendered>,
 * the app's hydration root). The browser paints it with the stylesheet instead of waiting for the
 * JavaScript, and the app hydrates it: React keeps this DOM and attaches to it. Until then links work as
 * plain links and buttons wait for the app. Pages are rendered with the initial data they carry (the
 * promotion, the advisors) and kept until that data changes. When only advisors' live statuses changed, a
 * request never waits for the new render: it gets the last one with the data it was made from, and the
 * new one is made behind it. A missing or failing server entry leaves pages as they were.
 */
export function createPrerenderTransformer(options: {
  /** The web's server entry, loaded on first use (index.ts shares it with the route preloads). */
  entry: LoadWebServerEntry;
  /** The season now: a render is kept per season, so a switch shows at once and switching back is free. */
  theme: ThemeMode | (() => ThemeMode);
  log: FastifyBaseLogger;
  /** Renders instead of the entry's own function: the render thread (render-thread.ts), or a test's. */
  render?: PrerenderFn;
}): HtmlTransformer {
  let render: Promise<PrerenderFn | null> | undefined;
  // The renders kept, by the text of the page data they were made with (parsed once, not per request).
  let kept = new Map<string, KeptRenders>();
  // The last finished render of each page (theme and target), whatever data it was made with.
  let lastRenders = new Map<string, LastRender>();
  const themeNow = typeof options.theme === 'function' ? options.theme : () => options.theme as ThemeMode;

  function loadRender(): Promise<PrerenderFn | null> {
    render ??= options.render
      ? Promise.resolve(options.render)
      : options.entry().then((entry) => entry?.prerender ?? null);
    return render;
  }

  /**
   * The page's data, and the renders made with exactly that data: a page whose data changed is rendered
   * afresh (a kept render would show the old).
   */
  function keptFor(html: string): KeptRenders {
    const { blocks, text } = initialDataBlocks(html);
    let found = kept.get(text);
    if (!found) {
      if (kept.size >= MAX_DATA_SETS) kept = new Map();
      const data = parseInitialData(blocks);
      found = { data, blocks, shape: shapeOf(blocks, data), renders: new Map(), done: new Map() };
      kept.set(text, found);
    }
    return found;
  }

  function renderPage(target: PrerenderTarget, page: KeptRenders): Promise<string | null> {
    const { data } = page;
    const theme = themeNow();
    const key = `${theme} ${target.key}`;
    if (page.renders.size >= MAX_PAGES) page.renders = new Map();
    const { renders } = page;
    let rendered = renders.get(key);
    if (!rendered) {
      rendered = (async () => {
        const prerender = await loadRender();
        if (!prerender) return null;
        return prerender(target.path, { theme, data });
      })()
        .catch((error: unknown) => {
          options.log.warn(
            { err: error, page: target.key },
            'pre-render failed: the page is rendered by the browser',
          );
          return null;
        })
        .then((body) => {
          page.done.set(key, body);
          if (body !== null) {
            if (lastRenders.size >= MAX_PAGES) lastRenders = new Map();
            lastRenders.set(key, { shape: page.shape, blocks: page.blocks, body });
          }
          return body;
        });
      renders.set(key, rendered);
    }
    return rendered;
  }

  return async (html, url, context) => {
    const target = prerenderTarget(url);
    if (!target || !html.includes(ROOT)) return html;
    // The pre-render is what a visitor sees; a signed-in customer's page (greeting, menu) differs from
    // the first element on, so the app renders it instead of throwing a visitor's page away.
    if (SESSION_COOKIE.test(context?.cookie ?? '')) return html;
    const page = keptFor(html);
    // Only advisors that exist: any other id would make a render per request.
    if (target.agentId !== undefined && !hasAdvisor(page.data, target.agentId)) return html;
    const key = `${themeNow()} ${target.key}`;
    const finished = page.done.get(key);
    const rendering = finished === undefined ? renderPage(target, page) : undefined;
    const previous = lastRenders.get(key);
    let body = finished;
    if (rendering) {
      // Only advisors' statuses changed since the last render of this page: serve that render with the
      // data it was made from (the app hydrates the same DOM, then its feed poll brings the statuses),
      // while the new one is made behind. Any other change (a promotion, a name, prices) is waited for,
      // and so is every render of a page built behind the requests (page-cache.ts), which must be current.
      if (previous && previous.shape === page.shape && !context?.background) {
        return insertRender(withBlocks(html, previous.blocks), previous.body);
      }
      body = await rendering;
    }
    return body ? insertRender(html, body) : html;
  };
}
