import { StrictMode, useLayoutEffect } from 'react';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';

/** A data router of the route table: the browser's, or the server's in-memory one when it pre-renders. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has loaded the chunk of the page it opened on (routes load through `lazy`). */
export function whenRouterReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

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
 * The whole app. The server pre-renders exactly this tree (with an in-memory router) and the browser
 * hydrates it: the same tree on both sides is what keeps React's generated ids (useId) the same, and
 * with them every aria-labelledby and label of the page.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
        <AppStarted />
      </AppProviders>
    </StrictMode>
  );
}
