import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import { createRouter } from './router.tsx';

/**
 * Runs in the app's first commit, the moment React's page replaces the server's: the head tags the server
 * wrote for crawlers give way to React's own (rendered in the same commit), and <html data-app="ready">
 * tells whoever waits for it (the end-to-end tests) that the page is live.
 */
function AppStarted() {
  useLayoutEffect(() => {
    for (const node of document.head.querySelectorAll('[data-ssr-head]')) node.remove();
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/**
 * Starts the app in #root. #root may hold the server's pre-rendered page (inert, for the first paint):
 * React replaces it on its first commit, so that commit waits until the router has loaded the page's
 * chunk (never a blank or spinner frame), and renders as a transition, in slices that leave the main
 * thread free for input instead of one long task.
 */
export async function boot(container: HTMLElement): Promise<void> {
  const router = createRouter();
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
          <AppStarted />
        </AppProviders>
      </StrictMode>,
    );
  });
}
