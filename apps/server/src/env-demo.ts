import type { NodeEnv } from './env-variables.ts';

/** Whether the server runs the demo, and the loopback origins the demo answers on. */

/** localhost, 127.0.0.0/8 or ::1: only this machine can reach the server under that name. */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return false;
  }
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

export function defaultPublicUrl(env: { PUBLIC_URL?: string | undefined; PORT: number }): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}

/**
 * The demo answers on every loopback name of its port, not only PUBLIC_URL's: a newcomer who opens
 * http://127.0.0.1:3000 must be able to sign up and sign in there (better-auth and the origin check
 * refuse any origin they do not trust). The Vite dev server's port too.
 */
export function demoTrustedOrigins(publicUrl: string, port: number): string[] {
  const ports = new Set([String(port), '5173']);
  const url = new URL(publicUrl);
  if (isLoopbackUrl(publicUrl)) ports.add(url.port || (url.protocol === 'https:' ? '443' : '80'));
  const origins: string[] = [];
  for (const host of ['localhost', '127.0.0.1', '[::1]']) {
    for (const p of ports) origins.push(`http://${host}:${p}`);
  }
  const own = url.origin;
  return origins.filter((origin) => origin !== own);
}

/**
 * The demo runs when the operator clearly asks for it: `npm start` on a fresh checkout (no PUBLIC_URL:
 * localhost), any loopback PUBLIC_URL, or NODE_ENV=development written out. Production never does.
 */
export function isDemo(env: {
  NODE_ENV?: NodeEnv | undefined;
  PUBLIC_URL?: string | undefined;
  PORT: number;
}) {
  if (env.NODE_ENV === 'production') return false;
  return env.NODE_ENV === 'development' || isLoopbackUrl(defaultPublicUrl(env));
}
