import type { ErrorCode } from '@app/shared/schemas/error-codes';
import type { ApiError, ApiErrorDetails } from '@app/shared/schemas/errors';

/**
 * An expected failure a service reports to the client: the status, a stable code the web can branch
 * on, and a message fit to show (for a 4xx, usually a string of the message catalogue).
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  /**
   * A 5xx message is hidden from the client unless exposed: for an upstream failure (PayPal, Gigadat)
   * whose message is a catalogue string the customer must see ('Failed to capture PayPal order').
   */
  readonly expose: boolean;
  /** For a limit (429): when it lifts. Sent as `retryAfterSeconds` in the error body and as Retry-After. */
  readonly retryAfterSeconds: number | undefined;
  /** Headers the answer carries (the error handler sets them on a 4xx). */
  readonly headers: Readonly<Record<string, string>> | undefined;
  /** What else the error body says (a spending limit's name and when it lifts). */
  readonly details: ApiErrorDetails | undefined;

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    options?: { cause?: unknown; expose?: boolean; retryAfterSeconds?: number; details?: ApiErrorDetails },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.expose = options?.expose ?? statusCode < 500;
    this.retryAfterSeconds = options?.retryAfterSeconds;
    this.details = options?.details;
    this.headers =
      options?.retryAfterSeconds === undefined
        ? undefined
        : { 'retry-after': String(options.retryAfterSeconds) };
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** The one error body every route answers with on failure (apiErrorSchema), for a code of ERROR_CODES. */
export function errorBody(
  code: ErrorCode,
  message: string,
  retryAfterSeconds?: number,
  details?: ApiErrorDetails,
): ApiError {
  return {
    error: { code, message, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }), ...details },
  };
}
