import { createAuthClient } from 'better-auth/react';
import { announceAuthClient } from './auth-client-ready.ts';

/** The API is served from the SPA's own origin (the dev server proxies /api), so cookies stay first-party. */
export const authClient = createAuthClient({
  // No window when the server pre-renders a page; nothing calls the API there.
  baseURL: typeof window === 'undefined' ? 'http://prerender.invalid' : window.location.origin,
});

announceAuthClient(authClient);
