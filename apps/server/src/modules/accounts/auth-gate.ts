import type { AppDb } from '@app/db/client';
import { user } from '@app/db/schema';
import { PASSWORD_LIMITS } from '@app/shared/constants';
import { en } from '@app/shared/messages/en';
import { normalizeEmail } from '@app/shared/rules/customer';
import { eq } from 'drizzle-orm';
import type { AttemptCounter } from '../../adapters/attempt-counter.ts';

const RESET_MIN = PASSWORD_LIMITS.resetMin;

/** SPEC-beating abuse limits (Supabase allows far more): failed sign-ins per account and per client IP. */
export const SIGN_IN_FAILURE_LIMIT = 5;
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;

const PATHS = {
  signUp: '/api/auth/sign-up/email',
  signIn: '/api/auth/sign-in/email',
  requestReset: '/api/auth/request-password-reset',
  reset: '/api/auth/reset-password',
} as const;
const EMAIL_PATHS = new Set<string>([PATHS.signUp, PATHS.signIn, PATHS.requestReset]);

/** better-auth's error codes, answered with the spec's words (better-auth's own are English but not the spec's). */
function specMessage(path: string, code: string): string | undefined {
  switch (code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
      return en.auth.signIn.errors.invalidCredentials;
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
    default:
      return undefined;
  }
}

export interface GateAnswer {
  status: number;
  body: { code: string; message: string };
}

export interface AuthGate {
  /** Normalises the request body in place; an answer means better-auth is not called at all. */
  before(
    path: string,
    body: Record<string, unknown> | undefined,
    ip: string,
  ): Promise<GateAnswer | undefined>;
  /** Counts failures and rewrites better-auth's error messages into the spec's. */
  after(
    path: string,
    body: Record<string, unknown> | undefined,
    ip: string,
    status: number,
    json: unknown,
  ): Promise<unknown>;
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
  const accountKey = (email: string) => `sign-in-fail:account:${email}`;
  const ipKey = (ip: string) => `sign-in-fail:ip:${ip}`;

  return {
    async before(path, body, ip) {
      if (!body) return undefined;
      if (EMAIL_PATHS.has(path) && typeof body.email === 'string') body.email = normalizeEmail(body.email);
      const email = typeof body.email === 'string' ? body.email : undefined;

      if (path === PATHS.signIn && email) {
        const [byAccount, byIp] = await Promise.all([
          deps.attempts.count(accountKey(email)),
          deps.attempts.count(ipKey(ip)),
        ]);
        if (byAccount >= SIGN_IN_FAILURE_LIMIT || byIp >= SIGN_IN_FAILURE_LIMIT) return tooMany();
      }
      // better-auth applies the sign-up minimum (6) to resets too; the spec asks 8 for a new password.
      if (
        path === PATHS.reset &&
        typeof body.newPassword === 'string' &&
        body.newPassword.length < RESET_MIN
      ) {
        return { status: 400, body: { code: 'PASSWORD_TOO_SHORT', message: en.validation.passwordMin8 } };
      }
      if (path === PATHS.signUp && email) {
        const [existing] = await deps.db
          .select({ id: user.id })
          .from(user)
          .where(eq(user.email, email))
          .limit(1);
        if (existing) {
          return {
            status: 422,
            body: { code: 'USER_ALREADY_EXISTS', message: en.auth.signUp.errors.emailExists },
          };
        }
      }
      return undefined;
    },

    async after(path, body, ip, status, json) {
      if (path === PATHS.signIn && status === 401 && typeof body?.email === 'string') {
        await Promise.all([
          deps.attempts.hit(accountKey(body.email), SIGN_IN_FAILURE_WINDOW_MS),
          deps.attempts.hit(ipKey(ip), SIGN_IN_FAILURE_WINDOW_MS),
        ]);
      }
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
