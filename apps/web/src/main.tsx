// Before any schema is parsed: see the module.
import '@app/shared/zod-config';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

/**
 * The app is two chunks, the libraries and the app's own modules (chunk groups in vite.config.ts). When
 * the server pre-rendered the page, they are fetched and started once the browser has painted it, so the
 * first paint never waits for that JavaScript; any other page has them preloaded by the server's
 * <link rel="modulepreload"> tags and starts them at once.
 */
const first = container.firstElementChild;
const prerendered = first instanceof HTMLElement && first.hasAttribute('data-prerendered') ? first : null;

/**
 * The libraries, then the app's modules, then the app itself (boot), each in a task of its own: one long
 * task would keep a phone's main thread from answering a tap for hundreds of milliseconds.
 */
async function startApp(root: HTMLElement): Promise<void> {
  const { yieldToMain } = await import('./app/libraries.ts');
  await yieldToMain();
  const { boot } = await import('./app/boot.tsx');
  await yieldToMain();
  await boot(root, prerendered);
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  void startApp(container as HTMLElement);
}

if (!prerendered || document.visibilityState !== 'visible' || typeof PerformanceObserver === 'undefined') {
  start();
} else {
  // The browser may paint a partly parsed page first (FCP); this script runs once parsing is done, so the
  // frame after the next one has the whole page on screen.
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  }).observe({ type: 'paint', buffered: true });
  // However the browser schedules its paints, the app is never held back for long.
  setTimeout(start, 1000);
}
