/**
 * Data the server wrote into the page for the app's first render (<script type="application/json" id=...>),
 * read once; absent, unreadable or of the wrong shape, the app fetches it as usual.
 */
export function readInitialData<T>(
  id: string,
  parse: (value: unknown) => T,
): { value: T; at: number } | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return { value: parse(JSON.parse(text)), at: Date.now() };
  } catch {
    return undefined;
  }
}
