/*
 * Runs in <head>, before the page is first painted (a classic script in its own file: the CSP allows no
 * inline script). The server pre-renders the promotion banner for everyone, knowing nothing of this tab's
 * dismissal (sessionStorage, 'promotion_dismissed_<id>', written by features/promotions); the app can only
 * take it away after hydrating, which would show it for a moment and then shift the page up. This hides a
 * banner dismissed in this tab from the first paint (its element carries data-promotion-id).
 */
(() => {
  const PREFIX = 'promotion_dismissed_';
  try {
    const selectors = [];
    for (let index = 0; index < sessionStorage.length; index++) {
      const key = sessionStorage.key(index);
      if (key?.startsWith(PREFIX) && sessionStorage.getItem(key) === '1') {
        selectors.push(`[data-promotion-id="${CSS.escape(key.slice(PREFIX.length))}"]`);
      }
    }
    if (selectors.length === 0) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`${selectors.join(',')}{display:none!important}`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // No storage (a privacy mode) or an older browser: the app hides the banner once it has started.
  }
})();
