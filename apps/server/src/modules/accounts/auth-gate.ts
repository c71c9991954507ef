import { createHash } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import { PASSWORD_LIMITS } from '@app/shared/constants';
import { en } from '@app/shared/messages/en';
import { normalizeEmail } from '@app/shared/rules/customer';
import { optionalFirstNameSchema } from '@app/shared/schemas/accounts';
import { EMAIL_MAX_LENGTH } from '@app/shared/schemas/auth';
import type { ErrorCode } from '@app/shared/schemas/error-codes';
import type { AttemptCounter } from '../../adapters/attempt-counter.ts';
import { messageText } from '../../language.ts';
import { clientKey } from './client-key.ts';
import { createLoginRepository } from './login-repository.ts';

const RESET_MIN = PASSWORD_LIMITS.resetMin;

const MINUTE_MS = 60_000;

export interface SignInLimit {
  max: number;
  windowMs: number;
}

/**
 * Failed e-mail sign-ins, after NIST SP 800-63B: guesses are throttled per account AND client, so that a
 * stranger typing a victim's address from elsewhere cannot lock the victim out (Supabase allows far more).
 * "Client" is Fastify's trustProxy-aware request.ip, an IPv6 client by its /64 (client-key.ts).
 */
export const SIGN_IN_LIMITS = {
  /** One client on one account: where a targeted guesser stops, and the only limit a typo-prone owner meets. */
  accountAndClient: { max: 5, windowMs: 15 * MINUTE_MS },
  /**
   * One client across accounts (password spraying from one address). 20 rather than 5: a household, office
   * or mobile carrier shares one address, and several people there may each mistype a password.
   */
  client: { max: 20, windowMs: 15 * MINUTE_MS },
  /**
   * One account across every client: the ceiling for a guesser with many addresses. One address adds at
   * most 25 an hour (5 per 15-minute window, 5 windows touch an hour), so no single address can reach 50
   * and lock the owner out; a botnet gets at most 50 guesses an hour (1,200 a day) at one password. A
   * lockout it causes ends within the hour, rather than NIST's alternative (at most 100 consecutive
   * failures in all), which would let anyone lock an account until a password reset.
   */
  account: { max: 50, windowMs: 60 * MINUTE_MS },
} as const satisfies Record<string, SignInLimit>;

const PATHS = {
  signUp: '/api/auth/sign-up/email',
  signIn: '/api/auth/sign-in/email',
  requestReset: '/api/auth/request-password-reset',
  reset: '/api/auth/reset-password',
} as const;
const EMAIL_PATHS = new Set<string>([PATHS.signUp, PATHS.signIn, PATHS.requestReset]);
const ADMIN_PLUGIN_PREFIX = '/api/auth/admin/';

/** better-auth's error codes, answered with the spec's words (better-auth's own are English but not the spec's). */
function specMessage(path: string, code: string): string | undefined {
  switch (code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
      return en.auth.signIn.errors.invalidCredentials;
    case 'BANNED_USER':
      return en.auth.signIn.errors.accountInactive;
    case 'EMAIL_NOT_VERIFIED':
      return en.auth.signIn.errors.emailNotConfirmed;
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return en.auth.signUp.errors.emailExists;
    case 'INVALID_EMAIL':
      return en.validation.emailInvalid;
    case 'PASSWORD_TOO_SHORT':
      return path === PATHS.reset ? en.validation.passwordMin8 : en.validation.passwordMin6;
    case 'PASSWORD_TOO_LONG':
      return en.validation.passwordMax72;
    case 'INVALID_TOKEN':
      return en.auth.reset.errors.updateFailed;
    // better-auth's own origin check (behind ours, which refuses first): never its raw text.
    case 'INVALID_ORIGIN':
    case 'MISSING_OR_NULL_ORIGIN':
      return en.auth.signIn.errors.unavailable;
    default:
      return undefined;
  }
}

export interface GateAnswer {
  status: number;
  body: { code: ErrorCode; message: string };
}

export interface AuthGate {
  /** Normalises the request body in place; an answer means better-auth is not called at all. */
  before(
    path: string,
    body: Record<string, unknown> | undefined,
    ip: string,
  ): Promise<GateAnswer | undefined>;
  /** Keeps a failed sign-in's slots, gives back the others', and rewrites better-auth's messages into the spec's. */
  after(
    path: string,
    body: Record<string, unknown> | undefined,
    ip: string,
    status: number,
    json: unknown,
  ): Promise<unknown>;
}

/**
 * The endpoint better-auth will run. Its handler is given `new URL(request.url, base)`, which resolves
 * `.` and `..` segments and drops a fragment; matching the raw path would let `/api/auth/./sign-in/email`
 * past the sign-in limits.
 */
function endpointPath(path: string): string {
  try {
    return new URL(path, 'http://localhost').pathname;
  } catch {
    return path;
  }
}

/** The e-mail a sign-in is counted under; none (an empty or missing e-mail) means nothing is counted. */
function signInEmail(body: Record<string, unknown> | undefined): string | undefined {
  return typeof body?.email === 'string' && body.email !== '' ? body.email : undefined;
}

/**
 * The optional first name of a sign-up (`firstName`, beside better-auth's own `name`), checked here so a
 * bad one gets the profile's clear 400 before any account exists; left as stored (trimmed, NFC) for the
 * hook that writes the customer, or removed when blank.
 */
function checkSignUpFirstName(body: Record<string, unknown>): GateAnswer | undefined {
  if (body.firstName === undefined || body.firstName === null) {
    delete body.firstName;
    return undefined;
  }
  const parsed = optionalFirstNameSchema.safeParse(body.firstName);
  if (!parsed.success) {
    const issue = typeof body.firstName === 'string' ? parsed.error.issues[0]?.message : undefined;
    const message = messageText(issue ?? en.profile.errors.firstNameInvalid);
    return { status: 400, body: { code: 'INVALID_FIRST_NAME', message } };
  }
  if (parsed.data === undefined) delete body.firstName;
  else body.firstName = parsed.data;
  return undefined;
}

const tooMany = (): GateAnswer => ({
  status: 429,
  body: { code: 'TOO_MANY_ATTEMPTS', message: en.auth.signIn.errors.tooManyAttempts },
});

/**
 * What the accounts module adds around better-auth's handler, at the HTTP edge where the client IP is
 * known: e-mail normalisation, the duplicate e-mail answer the spec wants (better-auth answers a fake
 * success when verification is required), failed sign-in limits and the spec's messages.
 */
export function createAuthGate(deps: { db: AppDb; attempts: AttemptCounter }): AuthGate {
  const { attempts } = deps;
  const logins = createLoginRepository(deps.db);

  /**
   * The counters a sign-in takes a slot of, in this order: a client over its own limit on an account never
   * reaches the wider counters, so its refused tries cannot fill the account's ceiling. The e-mail is
   * hashed: fixed-length keys whatever was typed, and no addresses in Redis.
   */
  function signInKeys(email: string, ip: string) {
    const account = createHash('sha256').update(email).digest('base64url');
    const client = clientKey(ip);
    return {
      accountAndClient: `sign-in:account-client:${account}:${client}`,
      client: `sign-in:client:${client}`,
      account: `sign-in:account:${account}`,
    } satisfies Record<keyof typeof SIGN_IN_LIMITS, string>;
  }

  /**
   * Takes a slot of every counter before better-auth checks the password, so N concurrent tries cannot
   * all read "under the limit" first. A full counter refuses the try and gives back the slots taken.
   */
  async function reserveSignIn(email: string, ip: string): Promise<boolean> {
    const keys = signInKeys(email, ip);
    const taken: string[] = [];
    for (const counter of ['accountAndClient', 'client', 'account'] as const) {
      const { max, windowMs } = SIGN_IN_LIMITS[counter];
      if (!(await attempts.reserve(keys[counter], max, windowMs))) {
        await Promise.all(taken.map((key) => attempts.release(key)));
        return false;
      }
      taken.push(keys[counter]);
    }
    return true;
  }

  /**
   * A wrong password (401) keeps its slots: that is the failure being counted. Any other answer gives them
   * back: a success (which also clears this client's failures on the account: the owner has just proved
   * who they are), and whatever is not a wrong guess (a malformed body; an unverified e-mail or a closed
   * account, both answered after a right password; a 5xx). A request that never gets here keeps its slots
   * until the window ends, which errs on the safe side.
   */
  async function settleSignIn(email: string, ip: string, status: number): Promise<void> {
    if (status === 401) return;
    const keys = signInKeys(email, ip);
    await Promise.all([
      status < 400 ? attempts.reset(keys.accountAndClient) : attempts.release(keys.accountAndClient),
      attempts.release(keys.client),
      attempts.release(keys.account),
    ]);
  }

  return {
    async before(requestPath, body, ip) {
      const path = endpointPath(requestPath);
      // The admin plugin's endpoints (create users, set roles, impersonate, …) are for the server's own
      // use (auth.api): over HTTP they do not exist, whoever asks.
      if (path.startsWith(ADMIN_PLUGIN_PREFIX)) {
        return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
      }
      if (!body) return undefined;
      if (EMAIL_PATHS.has(path) && typeof body.email === 'string') body.email = normalizeEmail(body.email);
      const email = typeof body.email === 'string' ? body.email : undefined;
      // better-auth accepts any length; mail cannot be delivered past 254 characters (RFC 5321).
      if (EMAIL_PATHS.has(path) && email && email.length > EMAIL_MAX_LENGTH) {
        return { status: 400, body: { code: 'INVALID_EMAIL', message: en.validation.emailInvalid } };
      }

      const signingIn = path === PATHS.signIn ? signInEmail(body) : undefined;
      if (signingIn && !(await reserveSignIn(signingIn, ip))) return tooMany();
      // better-auth applies the sign-up minimum (6) to resets too; the spec asks 8 for a new password.
      if (
        path === PATHS.reset &&
        typeof body.newPassword === 'string' &&
        body.newPassword.length < RESET_MIN
      ) {
        return { status: 400, body: { code: 'PASSWORD_TOO_SHORT', message: en.validation.passwordMin8 } };
      }
      if (path === PATHS.signUp) {
        const refused = checkSignUpFirstName(body);
        if (refused) return refused;
      }
      if (path === PATHS.signUp && email) {
        if (await logins.isEmailTaken(email)) {
          return {
            status: 422,
            body: { code: 'USER_ALREADY_EXISTS', message: en.auth.signUp.errors.emailExists },
          };
        }
      }
      return undefined;
    },

    async after(requestPath, body, ip, status, json) {
      const path = endpointPath(requestPath);
      // Exactly the sign-ins before() reserved for (`body` is the object it normalised): releasing a slot
      // never taken would hand a client an extra try.
      const email = path === PATHS.signIn ? signInEmail(body) : undefined;
      if (email) await settleSignIn(email, ip, status);
      if (status < 400 || typeof json !== 'object' || json === null) return json;
      const error = json as { code?: unknown; message?: unknown };
      const code = typeof error.code === 'string' ? error.code : '';
      const message =
        specMessage(path, code) ??
        (status >= 500 && path === PATHS.signIn ? en.auth.signIn.errors.unavailable : undefined);
      return message ? { ...error, code: code || 'ERROR', message } : json;
    },
  };
}
