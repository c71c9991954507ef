import { z } from 'zod';
import { ApiError, retryAfterOf } from '../../../lib/api-client.ts';
import { authClient } from '../../../lib/auth-client.ts';

/** better-auth answers {code, message}; our endpoints under /api/auth keep that shape. */
async function postAuth(path: string, body: object): Promise<unknown> {
  const res = await fetch(`/api/auth/phone-sign-in/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const parsed = z
      .object({ code: z.string(), message: z.string(), retryAfterSeconds: z.unknown() })
      .safeParse(json);
    throw parsed.success
      ? new ApiError(
          res.status,
          parsed.data.code,
          parsed.data.message,
          retryAfterOf(parsed.data.retryAfterSeconds),
        )
      : new ApiError(res.status, 'HTTP_ERROR', `${res.status}`);
  }
  return json;
}

export const sendSignInCode = (phone: string) => postAuth('send-otp', { phone });

/** Verifies the code; the server sets the session cookie, then the session store is told to re-read it. */
export async function verifySignInCode(phone: string, code: string): Promise<{ userId: string }> {
  const json = z
    .object({ user: z.object({ id: z.string() }) })
    .parse(await postAuth('verify-otp', { phone, code }));
  authClient.$store.notify('$sessionSignal');
  return { userId: json.user.id };
}
