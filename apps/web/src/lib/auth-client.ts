import { createAuthClient } from 'better-auth/react';

/** The API is served from the SPA's own origin (the dev server proxies /api), so cookies stay first-party. */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
});
