import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import { isAppError } from '../../app-error.ts';
import { languageOfHeader } from '../../language.ts';
import type { PhoneVerificationService } from './phone-verification.ts';

type ApiStatus = ConstructorParameters<typeof APIError>[0];

const STATUS_NAMES: Record<number, ApiStatus> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
  502: 'BAD_GATEWAY',
};

/** Our services speak AppError; better-auth endpoints must throw APIError to answer {code, message}. */
async function asApiErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isAppError(error)) {
      throw new APIError(
        STATUS_NAMES[error.statusCode] ?? 'BAD_REQUEST',
        {
          code: error.code,
          message: error.message,
          ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
        },
        error.headers,
      );
    }
    throw error;
  }
}

/**
 * SPEC 7 "sign in with phone OTP (no user creation)": /api/auth/phone-sign-in/send-otp and /verify-otp.
 * Only a number already verified on an account gets a code; the session comes from better-auth's own
 * adapter, so its session hooks (closed customers are refused) and cookie settings apply as for e-mail.
 */
export function phoneSignInPlugin(phones: PhoneVerificationService) {
  return {
    id: 'phone-sign-in',
    endpoints: {
      phoneSignInSendOtp: createAuthEndpoint(
        '/phone-sign-in/send-otp',
        { method: 'POST', body: z.object({ phone: z.string().max(32) }) },
        async (ctx) => {
          await asApiErrors(() =>
            phones.requestSignInCode(ctx.body.phone, languageOfHeader(ctx.headers?.get('accept-language'))),
          );
          return ctx.json({ status: true });
        },
      ),
      phoneSignInVerifyOtp: createAuthEndpoint(
        '/phone-sign-in/verify-otp',
        { method: 'POST', body: z.object({ phone: z.string().max(32), code: z.string().max(16) }) },
        async (ctx) => {
          const userId = await asApiErrors(() =>
            phones.verifySignInCode(ctx.body.phone, ctx.body.code.trim()),
          );
          const user = await ctx.context.internalAdapter.findUserById(userId);
          if (!user)
            throw new APIError('FORBIDDEN', {
              code: 'CUSTOMER_NOT_FOUND',
              message: 'No user for this number',
            });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          if (!session)
            throw new APIError('INTERNAL_SERVER_ERROR', {
              code: 'SESSION_FAILED',
              message: 'Session failed',
            });
          await setSessionCookie(ctx, { session, user });
          return ctx.json({
            status: true,
            token: session.token,
            user: { id: user.id, email: user.email, name: user.name },
          });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
