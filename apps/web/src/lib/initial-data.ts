/**
 * Data the server wrote into the page for the app's first render (<script type="application/json" id=...>),
 * read once, when a query first asks for it (not while the modules load). It is part of the page itself,
 * written by the server from the same typed values its API routes answer with (and which Fastify sends
 * through those routes' zod schemas), so it is trusted like the page's HTML and not checked again here:
 * that keeps zod off a visitor's first page. Absent or unreadable, the app fetches it as usual (and checks
 * that answer).
 */
export function initialDataReader<T>(id: string): () => { value: T; at: number } | undefined {
  let read = false;
  let result: { value: T; at: number } | undefined;
  return () => {
    if (read) return result;
    read = true;
    const text = typeof document === 'undefined' ? null : document.getElementById(id)?.textContent;
    if (!text) return undefined;
    try {
      result = { value: JSON.parse(text) as T, at: Date.now() };
    } catch {
      result = undefined;
    }
    return result;
  };
}
