import { lazy, Suspense, useEffect, useState } from 'react';
import { OPEN_TAROT_EVENT } from '../../../config/events.ts';

const TarotGame = lazy(async () => ({ default: (await import('./tarot-game.tsx')).TarotGame }));

/**
 * Listens for 'Win Credits' on every page and loads the game on the first request: the game, its dialog
 * and its API stay out of the app's first chunk, which every visitor loads (measured: 0.3 KB brotli).
 * Until then it renders nothing, on the server as in the browser.
 */
export function TarotLauncher() {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    const open = () => setRequests((count) => count + 1);
    window.addEventListener(OPEN_TAROT_EVENT, open);
    return () => window.removeEventListener(OPEN_TAROT_EVENT, open);
  }, []);
  if (requests === 0) return null;
  return (
    <Suspense fallback={null}>
      <TarotGame openRequest={requests} />
    </Suspense>
  );
}
