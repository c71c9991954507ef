import { LANGUAGE_COOKIE, type Language } from '@app/shared/rules/language';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Remembers a language the reader chose: the cookie at once (the next visit to '/' follows it), and, for a
 * signed-in customer, their account (e-mails, texts and the phone line speak it), by a request that
 * outlives the page it leaves.
 */
export function rememberLanguage(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie, read by the server.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
  void fetch('/api/language', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language }),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}
