import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import * as schema from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { shownCustomerName } from '@app/shared/rules/customer';
import type { Language } from '@app/shared/rules/language';
import type { BetterAuthPlugin } from 'better-auth';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createEmailVerificationToken } from 'better-auth/api';
import { admin, bearer } from 'better-auth/plugins';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { AttemptCounter } from '../adapters/attempt-counter.ts';
import type { AppConfig } from '../env.ts';
import { languageOfHeader } from '../language.ts';
import { type AccountMail, keyOf } from '../modules/accounts/account-mail.ts';
import type { AuthGate } from '../modules/accounts/auth-gate.ts';
import { passwordResetEmail, verificationEmail } from '../modules/accounts/emails.ts';
import { passwordHashing } from '../modules/accounts/password-hashing.ts';
import { accessControl, roles } from '../modules/accounts/roles.ts';
import {
  checkCanSignIn,
  createDefaultCustomer,
  findCustomerContact,
  findUserRole,
  markCustomerConnected,
} from '../modules/accounts/service.ts';
import { sendError } from './errors.ts';

export type Auth = ReturnType<typeof createAuth>;

/** What better-auth gives a database hook of an endpoint: its request body and its own settings. */
interface HookContext {
  body?: unknown;
  context: {
    baseURL: string;
    secret: string;
    options: { emailVerification?: { expiresIn?: number } | undefined };
  };
}

export interface AuthDependencies {
  /** Account e-mails, through the durable message queue. */
  accountMail: AccountMail;
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
   * Whom an account e-mail greets, and in which language: a customer by the first name they gave (never
   * the sign-up default) in their language; a login with no customer (staff, advisors) by its name, in
   * the language of the page that asked for it.
   */
  const recipientOf = async (
    user: { id: string; name: string; email: string },
    request: Request | undefined,
  ): Promise<{ name: string | null; language: Language }> => {
    const customer = await findCustomerContact(db, user.id).catch(() => undefined);
    return {
      name: shownCustomerName(customer?.name ?? user.name, customer?.email ?? user.email),
      language: customer?.language ?? languageOfHeader(request?.headers.get('accept-language')),
    };
  };

  /**
   * The sign-up's confirmation e-mail, queued in the transaction that creates the login and the customer:
   * it goes out if and only if they exist. The link is better-auth's own (the token its /verify-email
   * checks), made as its sign-up would make it after the commit.
   */
  async function queueSignUpConfirmation(
    tx: AppDb,
    userId: string,
    customer: { email: string; name: string },
    language: Language,
    context: HookContext | null | undefined,
  ): Promise<void> {
    if (!context) throw new Error('sign-up must run inside its endpoint to confirm the e-mail address');
    const { baseURL, secret, options } = context.context;
    const token = await createEmailVerificationToken(
      secret,
      customer.email,
      undefined,
      options.emailVerification?.expiresIn,
      { userId },
    );
    const body = context.body as { callbackURL?: unknown } | undefined;
    const callbackURL = typeof body?.callbackURL === 'string' ? body.callbackURL : '/';
    const url = `${baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent(callbackURL)}`;
    await deps.accountMail.queue(
      tx,
      keyOf('verify-email', token),
      verificationEmail({
        to: customer.email,
        name: shownCustomerName(customer.name, customer.email),
        url,
        language,
      }),
    );
  }

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
      // Queued before the request answers (durable message queue), keyed by the link's token.
      async sendResetPassword({ user, url, token }, request) {
        const recipient = await recipientOf(user, request);
        await deps.accountMail.queue(
          db,
          keyOf('password-reset', token),
          passwordResetEmail({ to: user.email, url, ...recipient }),
        );
        deps.accountMail.kick();
      },
    },
    emailVerification: {
      // Sign-up queues its confirmation in its own transaction (account.create.before below); better-auth
      // would send it after the commit, from memory.
      sendOnSignUp: false,
      // A confirmation asked for again (or by staff): queued before the request answers.
      async sendVerificationEmail({ user, url, token }, request) {
        const recipient = await recipientOf(user, request);
        // Each request is its own e-mail: a link asked for again within the second that made the last
        // one carries the very same token, and the queue would take it for the same message.
        await deps.accountMail.queue(
          db,
          keyOf('verify-email', `${token}:${randomUUID()}`),
          verificationEmail({ to: user.email, url, ...recipient }),
        );
        deps.accountMail.kick();
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
              // The accounts gate checked it and left it as stored (or removed it when blank).
              const given: unknown = (context?.body as { firstName?: unknown } | undefined)?.firstName;
              const firstName = typeof given === 'string' ? given : undefined;
              const customer = await createDefaultCustomer(tx, account.userId, { language, firstName });
              await queueSignUpConfirmation(
                tx,
                account.userId,
                customer,
                language,
                context as HookContext | null,
              );
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
const SIGN_UP_PATH = '/api/auth/sign-up/email';

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? { ...(value as Record<string, unknown>) }
    : undefined;
}

/** Mounts better-auth's handler under /api/auth/*, behind the accounts gate, and decorates `app.auth`. */
export async function registerAuth(
  app: FastifyInstance,
  auth: Auth,
  options: {
    publicUrl: string;
    gate: AuthGate;
    /** After a sign-up answered: its confirmation e-mail was queued in its transaction, now committed. */
    onSignedUp?: () => void;
  },
): Promise<void> {
  const { publicUrl, gate, onSignedUp } = options;
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
      if (response.ok && path === SIGN_UP_PATH) onSignedUp?.();
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
