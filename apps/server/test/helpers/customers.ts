import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OutboxEntry } from '../../src/modules/dev-outbox/routes.ts';

export const ORIGIN = 'http://localhost:3000';
export const PASSWORD = 'secret-password';

export interface SignedInCustomer {
  id: string;
  email: string;
  password: string;
  /** `cookie` header value carrying the session. */
  cookie: string;
  /** Bearer token (better-auth's set-auth-token header). */
  token: string;
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url, payload, headers: { origin: ORIGIN, ...headers } });
}

export async function readOutbox(app: FastifyInstance): Promise<OutboxEntry[]> {
  const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  if (res.statusCode !== 200) throw new Error(`outbox answered ${res.statusCode}`);
  return res.json();
}

/** The newest message to `to` on `channel`. */
export async function lastMessageTo(app: FastifyInstance, to: string, channel: 'sms' | 'email' = 'email') {
  const message = (await readOutbox(app)).find(
    (entry) => entry.to.toLowerCase() === to.trim().toLowerCase() && entry.channel === channel,
  );
  if (!message) throw new Error(`no ${channel} message to ${to}`);
  return message;
}

/** Follows a link found in an outbox message body (the part after the origin). */
export async function followLink(app: FastifyInstance, body: string, pathPrefix: string) {
  const escaped = pathPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = body.match(new RegExp(`${ORIGIN}${escaped}\\S*`))?.[0];
  if (!link) throw new Error(`no ${pathPrefix} link in message`);
  const url = new URL(link);
  return app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

export function cookieOf(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export async function signUpAndConfirm(app: FastifyInstance, email = `${randomUUID()}@example.com`) {
  const res = await post(app, '/api/auth/sign-up/email', { email, password: PASSWORD, name: 'x' });
  if (res.statusCode !== 200) throw new Error(`sign-up answered ${res.statusCode} ${res.body}`);
  const message = await lastMessageTo(app, email);
  await followLink(app, message.body, '/api/auth/verify-email');
  return email;
}

export async function signIn(app: FastifyInstance, email: string, password = PASSWORD) {
  return post(app, '/api/auth/sign-in/email', { email, password });
}

/** Saves a signed-in customer's language, as the language switch does: their texts and e-mails follow it. */
export function chooseLanguage(app: FastifyInstance, cookie: string, language: 'en' | 'fr') {
  return app.inject({
    method: 'PUT',
    url: '/api/language',
    headers: { origin: ORIGIN, cookie },
    payload: { language },
  });
}

/** A verified customer with a live session, made through the public API like a real visitor. */
export async function signedInCustomer(app: FastifyInstance, email?: string): Promise<SignedInCustomer> {
  const address = await signUpAndConfirm(app, email);
  const res = await signIn(app, address);
  if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode} ${res.body}`);
  const body = res.json() as { user: { id: string } };
  return {
    id: body.user.id,
    email: address,
    password: PASSWORD,
    cookie: cookieOf(res.headers['set-cookie']),
    token: String(res.headers['set-auth-token'] ?? ''),
  };
}
