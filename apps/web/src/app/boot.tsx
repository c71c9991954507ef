import { LANGUAGE_TAGS } from '@app/shared/rules/language';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pageLanguage } from '../lib/language.ts';
import { startAsVisitor } from '../lib/use-auth.tsx';
import { yieldToMain } from '../lib/yield.ts';
import { App, dropServerHead } from './app.tsx';
import { preloadPath } from './router.tsx';

/**
 * A page the server pre-rendered for a first paint that may not match what this browser renders (a time
 * that moved on, an advisor who changed status since): React then renders that part afresh, which is
 * fine, so it is noted, not reported as an error.
 */
function onRecoverableError(error: unknown): void {
  console.warn('The pre-rendered page was re-rendered in the browser:', error);
}

/**
 * Starts the app in #root. When #root holds the server's pre-rendered page (`prerendered`, its
 * <div data-prerendered>), React hydrates it: it keeps the server's DOM and attaches to it, instead of
 * building the page again. The page's chunk is loaded first, so the first render is the page itself and
 * matches the server's.
 */
export async function boot(container: HTMLElement, prerendered: HTMLElement | null): Promise<void> {
  document.documentElement.lang = LANGUAGE_TAGS[pageLanguage()];
  // A page chunk that cannot load even after a reload (see lazyPage): a pre-rendered page is left as the
  // server sent it, its links working as plain links; any other page renders its error in place.
  const ready = await preloadPath(window.location.pathname).then(
    () => true,
    () => false,
  );
  await yieldToMain();
  if (prerendered && !ready) {
    console.warn('The page could not start; it stays as the server sent it.');
    return;
  }
  if (prerendered) {
    // The server pre-renders for visitors only: start signed out, as the server rendered the page.
    startAsVisitor();
    dropServerHead();
    // In a transition, hydration is time-sliced: the page stays responsive while React attaches. That
    // includes an update arriving meanwhile (the session answer): nothing subscribes before the whole
    // page has hydrated, since no Suspense boundary splits it.
    startTransition(() => {
      hydrateRoot(prerendered, <App />, { onRecoverableError });
    });
    return;
  }
  const root = createRoot(container);
  // A transition renders in slices that leave the main thread free for input.
  startTransition(() => root.render(<App />));
}
