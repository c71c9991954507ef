import type { authClient } from './auth-client.ts';
import { currentAuthClient } from './auth-client-ready.ts';

/**
 * Loads better-auth's client (its chunk), if nothing has yet. Apart from auth-client-ready.ts, which
 * auth-client.ts imports to announce itself: that way no import runs in a circle.
 */
export async function loadAuthClient(): Promise<typeof authClient> {
  return currentAuthClient() ?? (await import('./auth-client.ts')).authClient;
}
