/**
 * Server-side entry (built with `vite build --ssr`, loaded by the server at run time): renders a route of
 * the route table, as a visitor sees it before any data arrives, to the HTML the server puts inside #root.
 * The browser paints it at once (first paint, largest paint) and React replaces it on its first commit.
 */
import type { ThemeMode } from '@app/shared/constants';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { setTheme } from './config/theme.ts';
import { psychicStatusKeys } from './features/advisors/api/get-psychic-status.ts';
import { activePromotionQueryOptions } from './features/promotions/api/get-active-promotion.ts';
import { queryClient } from './lib/query-client.ts';

export interface PrerenderOptions {
  theme: ThemeMode;
  /**
   * The data the page carries for the app (#initial-promotion, #initial-advisors), so the page is rendered
   * with it, as the app's first render will be.
   */
  data: { promotion?: unknown; advisors?: unknown };
}

const handler = createStaticHandler(routes);

/** The page's HTML as a visitor first sees it, or null when the route redirects (login-required pages). */
export async function prerender(path: string, options: PrerenderOptions): Promise<string | null> {
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) return null;
  // From here on everything is synchronous, so concurrent calls cannot see each other's theme or data.
  setTheme(options.theme);
  queryClient.clear();
  const { promotion, advisors } = options.data;
  if (promotion !== undefined) {
    queryClient.setQueryData(
      activePromotionQueryOptions.queryKey,
      (promotion as { promotion: never }).promotion,
    );
  }
  if (advisors !== undefined) queryClient.setQueryData(psychicStatusKeys.all, advisors as never);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  // A component that throws inside a Suspense boundary leaves it to the client (<!--$!-->): not a page
  // to send, and in development React writes the error's message and stack into it.
  if (html.includes('<!--$!-->')) throw new Error(`a component failed to render ${path} on the server`);
  return html;
}
