/**
 * Data the server wrote into the page for the app's first render (<script type="application/json" id=...>),
 * read and checked once, when a query first asks for it (not while the modules load, where a long feed's
 * check would lengthen the app's start-up task); absent, unreadable or of the wrong shape, the app
 * fetches it as usual.
 */
export function initialDataReader<T>(
  id: string,
  parse: (value: unknown) => T,
): () => { value: T; at: number } | undefined {
  let read = false;
  let result: { value: T; at: number } | undefined;
  return () => {
    if (read) return result;
    read = true;
    const text = typeof document === 'undefined' ? null : document.getElementById(id)?.textContent;
    if (!text) return undefined;
    try {
      result = { value: parse(JSON.parse(text)), at: Date.now() };
    } catch {
      result = undefined;
    }
    return result;
  };
}
