import { languageOfPath } from '@app/shared/rules/language';
import { StrictMode, useLayoutEffect } from 'react';
import { BrowserRouter, StaticRouter, useRoutes } from 'react-router';
import { routerBasename } from '../lib/language.ts';
import { AppProviders } from './providers.tsx';
import { routes } from './router.tsx';

/** Drops the head tags the server wrote for crawlers (data-ssr-head); the app renders its own. */
export function dropServerHead(): void {
  for (const node of document.head.querySelectorAll('[data-ssr-head]')) node.remove();
}

/**
 * Runs in the app's first commit, when React takes the page over from the server: the head tags the server
 * wrote for crawlers give way to React's own (rendered in the same commit), and <html data-app="ready">
 * tells whoever waits for it (the end-to-end tests) that the page is live. Nothing on the server.
 * (A hydrated page has dropped them before hydrating: React would otherwise adopt the server's <title>
 * as its own, and this would remove it.)
 */
function AppStarted() {
  useLayoutEffect(() => {
    dropServerHead();
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/**
 * The whole app. The server pre-renders exactly this tree (with a static router at the page's address,
 * `location`) and the browser hydrates it: the same tree on both sides is what keeps React's generated
 * ids (useId) the same, and with them every aria-labelledby and label of the page.
 */
export function App({ location }: { location?: string }) {
  return (
    <StrictMode>
      <AppProviders>
        {location === undefined ? (
          <BrowserRouter basename={routerBasename()}>
            <Pages />
          </BrowserRouter>
        ) : (
          <StaticRouter location={location} basename={routerBasename(languageOfPath(location))}>
            <Pages />
          </StaticRouter>
        )}
        <AppStarted />
      </AppProviders>
    </StrictMode>
  );
}

function Pages() {
  return useRoutes(routes);
}
