/**
 * Server-side entry (built with `vite build --ssr`, loaded by the server at run time): renders a route of
 * the route table as a visitor first sees it, to the HTML the server puts inside #root. The browser
 * paints it at once (first paint, largest paint) and the app hydrates it (app/boot.tsx).
 */
import type { ThemeMode } from '@app/shared/constants';
import { languageOfPath } from '@app/shared/rules/language';
import { renderToString } from 'react-dom/server';
import { App } from './app/app.tsx';
import { preloadPath } from './app/router.tsx';

/** The page a path opens, by its export name (the server's route preloads read it with the build's page modules). */
export { pageNameOf } from './app/router.tsx';

import { setTheme } from './config/theme.ts';
import { bundlesQueryOptions } from './features/credits/api/get-bundles.ts';
import { activePromotionQueryOptions } from './features/promotions/api/get-active-promotion.ts';
import { loadSiteContent, SITE_PAGES } from './features/site/pages/content/load.ts';
import { i18n } from './lib/i18n.ts';
import { setPageLanguage } from './lib/language.ts';
import { loadMessages } from './lib/messages/load.ts';
import { psychicStatusKeys } from './lib/psychic-status.ts';
import { queryClient } from './lib/query-client.ts';
import { startAsVisitor } from './lib/use-auth.tsx';

export interface PrerenderOptions {
  theme: ThemeMode;
  /**
   * The data the page carries for the app (#initial-promotion, #initial-advisors, #initial-bundles), so the
   * page is rendered with it, as the app's first render will be.
   */
  data: { promotion?: unknown; advisors?: unknown; bundles?: unknown };
}

/** The page's HTML as a visitor first sees it. */
export async function prerender(path: string, options: PrerenderOptions): Promise<string | null> {
  const pathname = new URL(path, 'http://localhost').pathname;
  const language = languageOfPath(pathname);
  // Every part a public page may show, in the page's language (a page's chunk loads its part only once,
  // for whichever language came first).
  await Promise.all([
    preloadPath(pathname),
    loadMessages('account', language),
    ...SITE_PAGES.map((page) => loadSiteContent(page, language)),
  ]);
  // From here on everything is synchronous, so concurrent calls cannot see each other's language, theme or
  // data.
  setPageLanguage(language);
  void i18n.changeLanguage(language);
  setTheme(options.theme);
  // Pages are pre-rendered for requests without a session cookie only: a visitor's page.
  startAsVisitor();
  queryClient.clear();
  const { promotion, advisors, bundles } = options.data;
  if (promotion !== undefined) {
    queryClient.setQueryData(
      activePromotionQueryOptions.queryKey,
      (promotion as { promotion: never }).promotion,
    );
  }
  if (advisors !== undefined) queryClient.setQueryData(psychicStatusKeys.all, advisors as never);
  if (bundles !== undefined) {
    queryClient.setQueryData(bundlesQueryOptions.queryKey, (bundles as { bundles: never }).bundles);
  }
  const html = renderToString(<App location={path} />);
  // A component that throws inside a Suspense boundary leaves it to the client (<!--$!-->): not a page
  // to send, and in development React writes the error's message and stack into it.
  if (html.includes('<!--$!-->')) throw new Error(`a component failed to render ${path} on the server`);
  return html;
}
