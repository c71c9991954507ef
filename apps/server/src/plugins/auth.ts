import { AsyncLocalStorage } from 'node:async_hooks';
import type { AppDb } from '@app/db/client';
import * as schema from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import type { Language } from '@app/shared/rules/language';
import type { BetterAuthPlugin } from 'better-auth';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { admin, bearer } from 'better-auth/plugins';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { AttemptCounter } from '../adapters/attempt-counter.ts';
import type { Mailer } from '../adapters/email.ts';
import type { AppConfig } from '../env.ts';
import { languageOfHeader } from '../language.ts';
import type { AuthGate } from '../modules/accounts/auth-gate.ts';
import { passwordResetEmail, verificationEmail } from '../modules/accounts/emails.ts';
import { passwordHashing } from '../modules/accounts/password-hashing.ts';
import { findCustomerLanguage, findUserRole } from '../modules/accounts/repository.ts';
import { accessControl, roles } from '../modules/accounts/roles.ts';
import { checkCanSignIn, createDefaultCustomer, markCustomerConnected } from '../modules/accounts/service.ts';
import { sendError } from './errors.ts';

export type Auth = ReturnType<typeof createAuth>;

export interface AuthDependencies {
  mailer: Mailer;
  attempts: AttemptCounter;
  /** Endpoints other modules add to /api/auth (phone sign-in). */
  plugins?: BetterAuthPlugin[];
  log: FastifyBaseLogger;
}

/** The Drizzle transaction better-auth is running in, if any (see transactionAware). */
const authTransaction = new AsyncLocalStorage<AppDb>();

/**
 * better-auth's adapter opens transactions through `db.transaction` but never hands the transaction to
 * database hooks; this wrapper publishes it, so a hook can write our own tables in the same transaction.
 */
function transactionAware(db: AppDb): AppDb {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        const transaction: AppDb['transaction'] = (callback, options) =>
          target.transaction(
            (tx) => authTransaction.run(tx as unknown as AppDb, () => callback(tx)),
            options,
          );
        return transaction;
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** better-auth over the same Drizzle database; the accounts module extends this configuration. */
export function createAuth(config: AppConfig, db: AppDb, deps: AuthDependencies) {
  /**
   * An account e-mail speaks the customer's language; a login with no customer yet (the sign-up still
   * committing) or none at all (staff, advisors) gets the language of the page that asked for it.
   */
  const emailLanguage = async (userId: string, request: Request | undefined): Promise<Language> =>
    (await findCustomerLanguage(db, userId).catch(() => undefined)) ??
    languageOfHeader(request?.headers.get('accept-language'));

  return betterAuth({
    appName: 'Lumière Psychics',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl, ...config.extraTrustedOrigins],
    // transaction: true makes sign-up one real transaction (the adapter's default is none at all).
    database: drizzleAdapter(transactionAware(db), {
      provider: 'pg',
      transaction: true,
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 72,
      requireEmailVerification: true,
      // A reset ends every session of the account: whoever knew the old password is signed out.
      revokeSessionsOnPasswordReset: true,
      password: passwordHashing(config),
      async sendResetPassword({ user, url }, request) {
        const language = await emailLanguage(user.id, request);
        await deps.mailer.send(passwordResetEmail({ to: user.email, name: user.name, url, language }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      async sendVerificationEmail({ user, url }, request) {
        const language = await emailLanguage(user.id, request);
        await deps.mailer.send(verificationEmail({ to: user.email, name: user.name, url, language }));
      },
    },
    databaseHooks: {
      session: {
        create: {
          // Every way in (e-mail, phone) creates a session here: a missing, inactive or deleted customer gets
          // none, nor an advisor login that is not linked to an advisor.
          async before(session) {
            const refusal = await checkCanSignIn(db, session.userId);
            if (refusal) throw new APIError('FORBIDDEN', refusal);
          },
          async after(session) {
            await markCustomerConnected(db, session.userId);
          },
        },
      },
      account: {
        create: {
          /*
           * The customer is written here and not in user.create.after: better-auth runs create.after
           * hooks after the sign-up transaction commits, which could leave a user without a customer.
           * A credential account is created only by e-mail sign-up, right after its user row and inside
           * the same transaction, so a failed customer insert rolls the user back too.
           */
          async before(account, context) {
            if (account.providerId !== 'credential') return;
            const tx = authTransaction.getStore();
            if (!tx) throw new Error('sign-up must run inside a transaction to create the customer');
            // Advisor and staff logins (made by the command line or the back office) are not customers.
            if ((await findUserRole(tx, account.userId)) !== 'customer') return;
            try {
              const language = languageOfHeader(context?.headers?.get('accept-language'));
              await createDefaultCustomer(tx, account.userId, language);
            } catch (error) {
              // An APIError keeps the driver's error (and the e-mail in it) out of the response and stdout.
              deps.log.error(
                { err: error, userId: account.userId },
                'customer creation failed; sign-up rolled back',
              );
              throw new APIError('UNPROCESSABLE_ENTITY', {
                code: 'CUSTOMER_CREATE_FAILED',
                message: en.auth.signUp.errors.createProfile,
              });
            }
          },
        },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    logger: { disabled: config.nodeEnv === 'test' },
    // Off: its counters live in one process's memory. The accounts module's limits (auth-gate.ts) are
    // stricter, per account and per IP, and shared through Redis across instances.
    rateLimit: { enabled: false },
    // SPEC 7: the functions marked 'bearer token' also accept Authorization: Bearer <session token>.
    // The admin plugin carries the role of each login and its access control (roles.ts). Its HTTP endpoints
    // are not reachable (the accounts gate answers 404 under /api/auth/admin/): staff act through the back
    // office's own routes, and the command line through auth.api on the server.
    plugins: [
      bearer(),
      admin({ ac: accessControl, roles, defaultRole: 'customer', adminRoles: ['admin'] }),
      ...(deps.plugins ?? []),
    ],
  });
}

function toWebRequest(request: FastifyRequest, publicUrl: string, body: unknown): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  // Fastify's view of the client (trustProxy-aware) replaces whatever the client claimed.
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && body !== undefined;
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    ...(hasBody ? { body: JSON.stringify(body) } : {}),
  });
}

const CLIENT_IP_HEADER = 'x-client-ip';

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? { ...(value as Record<string, unknown>) }
    : undefined;
}

/** Mounts better-auth's handler under /api/auth/*, behind the accounts gate, and decorates `app.auth`. */
export async function registerAuth(
  app: FastifyInstance,
  auth: Auth,
  options: { publicUrl: string; gate: AuthGate },
): Promise<void> {
  const { publicUrl, gate } = options;
  app.decorate('auth', auth);
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    // Refusals before better-auth runs (bad JSON, too large, control characters, cross-site) in its own shape.
    errorHandler(error, request, reply) {
      sendError(error, request, reply, 'flat');
    },
    async handler(request, reply) {
      const path = request.url.split('?')[0] ?? request.url;
      const body = asRecord(request.body);
      const early = await gate.before(path, body, request.ip);
      if (early) return reply.status(early.status).send(early.body);

      const response = await auth.handler(toWebRequest(request, publicUrl, body ?? request.body));
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const text = response.body ? await response.text() : '';
      const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
      if (!isJson || text === '') return reply.send(text || null);
      const json: unknown = JSON.parse(text);
      return reply.send(await gate.after(path, body, request.ip, response.status, json));
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}
