/** better-auth's client error: the server's {code, message} plus the HTTP status. */
export interface AuthClientError {
  status?: number;
  message?: string | undefined;
  code?: string | undefined;
}

/**
 * SPEC 8: "server error text is used when provided". Our server answers the spec's own messages on
 * 4xx; a 5xx, a network failure or an empty message gets the caller's fallback.
 */
export function authErrorMessage(error: AuthClientError | null | undefined, fallback: string): string {
  if (!error) return fallback;
  const status = error.status ?? 0;
  if (status >= 400 && status < 500 && error.message) return error.message;
  return fallback;
}
