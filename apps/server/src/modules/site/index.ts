import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  createSpaIndex,
  type HtmlTransformer,
  registerStaticSpa,
  type SpaIndex,
} from '../../plugins/static-spa.ts';
import { headersOf } from '../accounts/session-guard.ts';
import { createInitialAdvisorsTransformer } from '../advisors/initial-advisors.ts';
import { createProfileHeadTransformer } from '../advisors/profile-head-transformer.ts';
import type { AdvisorsService } from '../advisors/service.ts';
import { createCataloguePageData, type SiteContent } from '../catalogue/index.ts';
import type { ModuleContext } from '../context.ts';
import { createBundlesPageData } from '../payments/index.ts';
import type { Theme } from '../theme/index.ts';
import { homeLanguageRedirect, injectLanguage } from './language-html.ts';
import { createPageHeadTransformer } from './page-head-transformer.ts';
import { createPageStamp } from './page-stamp.ts';
import { createPageStatus } from './page-status.ts';
import { createPrerenderTransformer, SESSION_COOKIE } from './prerender.ts';
import { createRenderThread } from './render-thread.ts';
import { createRoutePreloadTransformer } from './route-preload.ts';
import { siteRoutes } from './routes.ts';
import { composeHtmlTransformers, injectTheme } from './theme-html.ts';
import { createWebServerEntry } from './web-server-entry.ts';

/**
 * The pages: the web's index.html for every page path, in the page's language and season, with the data
 * its first screen shows (promotion, announcement, bundles, advisors) inline, pre-rendered, and the
 * advisor profile's own head. Each step of the chain is a transformer; a test may replace the chain.
 */
export function createSitePages(
  ctx: ModuleContext,
  deps: {
    advisors: AdvisorsService;
    theme: Theme;
    content: SiteContent;
    transformHtml?: HtmlTransformer | undefined;
  },
): SpaIndex {
  const { app, config } = ctx;
  const { advisors, theme, content } = deps;
  const entryPath = join(dirname(config.webDistDir), 'dist-ssr', 'prerender.js');
  const webEntry = createWebServerEntry(entryPath, app.log);
  // Renders run in a worker thread, off the event loop; in process only if the thread keeps dying.
  const renderThread = createRenderThread({
    entryPath,
    fallback: async (path, options) => (await webEntry())?.prerender(path, options) ?? null,
    log: app.log,
  });
  // Loaded once the server is ready rather than by the first page that needs it (a visitor waiting).
  app.addHook('onReady', async () => {
    void webEntry();
    renderThread?.warm();
  });
  app.addHook('onClose', async () => {
    await renderThread?.close();
  });
  const pages = createSpaIndex(
    {
      distDir: config.webDistDir,
      redirect: homeLanguageRedirect,
      // A visitor's page is the same for every visitor: kept ready to send, built behind the requests.
      visitorPages: {
        isVisitor: (cookie) => !SESSION_COOKIE.test(cookie ?? ''),
        stamp: createPageStamp(deps),
      },
      // app.auth exists by the time a page is asked for (registered with the accounts).
      pageStatus: createPageStatus(advisors, async (request) => {
        const found = await app.auth.api.getSession({ headers: headersOf(request) }).catch(() => null);
        return found ? ((found.user as { role?: string | null }).role ?? 'customer') : undefined;
      }),
      transformHtml:
        deps.transformHtml ??
        composeHtmlTransformers(
          async (html) => injectTheme(html, await theme.live.forPage()),
          injectLanguage,
          createPageHeadTransformer(config.publicUrl, theme.live.current),
          ...createCataloguePageData(ctx, content),
          createBundlesPageData(ctx, content.version.current),
          createInitialAdvisorsTransformer(advisors),
          // After the initial data: the page is pre-rendered with the promotion and advisors it carries.
          createPrerenderTransformer({
            entry: webEntry,
            theme: theme.live.current,
            log: app.log,
            ...(renderThread ? { render: renderThread.render } : {}),
          }),
          // After the pre-render: a pre-rendered page needs no script before its first paint.
          createRoutePreloadTransformer(config.webDistDir, webEntry, app.log),
          createProfileHeadTransformer(advisors, config.publicUrl),
        ),
    },
    app.log,
  );
  // An advisor's change (a name, prices, a rating) is in the visitor pages before its writer answers.
  advisors.afterChange(() => pages.refresh());
  return pages;
}

/** robots.txt, the sitemap, then the web's files and pages: last, after every API route. */
export async function registerSite(
  app: FastifyInstance,
  ctx: Pick<ModuleContext, 'config'>,
  deps: { advisors: AdvisorsService; pages: SpaIndex },
) {
  await app.register(siteRoutes, { publicUrl: ctx.config.publicUrl, advisors: deps.advisors });
  await registerStaticSpa(app, ctx.config.webDistDir, deps.pages);
  await deps.pages.preload();
}
