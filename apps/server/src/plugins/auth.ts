import type { AppDb } from '@app/db/client';
import * as schema from '@app/db/schema';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../env.ts';

export type Auth = ReturnType<typeof createAuth>;

/** better-auth over the same Drizzle database; the accounts module extends this configuration. */
export function createAuth(config: AppConfig, db: AppDb) {
  return betterAuth({
    appName: 'Lumière Psychics',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl, ...config.extraTrustedOrigins],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 6, maxPasswordLength: 72 },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    logger: { disabled: config.nodeEnv === 'test' },
  });
}

function toWebRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
  });
}

/** Mounts better-auth's handler under /api/auth/* and decorates `app.auth`. */
export async function registerAuth(app: FastifyInstance, auth: Auth, publicUrl: string): Promise<void> {
  app.decorate('auth', auth);
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const response = await auth.handler(toWebRequest(request, publicUrl));
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? await response.text() : null);
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}
