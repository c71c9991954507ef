import { useEffect } from 'react';
import { useLocation } from 'react-router';

const HASH_RETRY_FRAMES = 60;

/** A hash target may live in a page chunk that is still loading, so look for it for about a second. */
function scrollToHash(hash: string): () => void {
  let frame = 0;
  let handle = 0;
  const attempt = () => {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) {
      target.scrollIntoView({ block: 'start' });
      return;
    }
    if (frame++ < HASH_RETRY_FRAMES) handle = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(handle);
}

/** The spec: every path change without a hash starts the new view at the top. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, run on each path change
  useEffect(() => {
    if (hash) return scrollToHash(hash);
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);

  return null;
}
