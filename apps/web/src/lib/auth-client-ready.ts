import type { authClient } from './auth-client.ts';

type AuthClient = typeof authClient;

let client: AuthClient | undefined;
const waiting = new Set<(client: AuthClient) => void>();

/**
 * better-auth's client (about 12 KB) is not part of the first screen: a visitor's page has no session to
 * ask for. It arrives when something needs it (a sign-in form, the session of a page that may have one)
 * and announces itself here, whoever imported it, so the session provider attaches to its store at once.
 */
export function announceAuthClient(created: AuthClient): void {
  client = created;
  for (const listener of waiting) listener(created);
  waiting.clear();
}

/** Calls `listener` with the client once it exists (at once if it does). */
export function whenAuthClient(listener: (client: AuthClient) => void): void {
  if (client) listener(client);
  else waiting.add(listener);
}

/** The client, if it has arrived. */
export function currentAuthClient(): AuthClient | undefined {
  return client;
}
