import { inferAdditionalFields } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { announceAuthClient } from './auth-client-ready.ts';
import { languageHeaders } from './language.ts';

/** The API is served from the SPA's own origin (the dev server proxies /api), so cookies stay first-party. */
export const authClient = createAuthClient({
  // No window when the server pre-renders a page; nothing calls the API there.
  baseURL: typeof window === 'undefined' ? 'http://prerender.invalid' : window.location.origin,
  // The role of the login (better-auth's admin plugin on the server): which side of the site it belongs to.
  // The page's language, so that what the server sends (the verification and reset e-mails, a code by text,
  // an error) is in it; a new account also takes it as its language.
  fetchOptions: { headers: languageHeaders() },
  plugins: [inferAdditionalFields({ user: { role: { type: 'string', required: false, input: false } } })],
});

announceAuthClient(authClient);
