import type { ErrorCode } from '@app/shared/schemas/error-codes';
import type { core } from 'zod';
import { languageHeaders } from './language.ts';

/** Any zod schema, classic or mini (the first screens use zod/mini, forms classic zod). */
export type Schema = core.$ZodType;

/**
 * A payload's schema, or a loader of it: the first screen's fetchers load their schemas (and with them
 * zod, ~15 KB) with the first answer they check, so a visitor's first page carries none of it.
 */
export type SchemaSource<S extends Schema> = S | (() => Promise<S>);

/** The answer did not have the shape its schema describes. */
export class PayloadError extends Error {
  constructor(issues: readonly { message: string }[]) {
    super(`Unexpected response: ${issues.map((issue) => issue.message).join('; ')}`);
    this.name = 'PayloadError';
  }
}

/** Checks a value through the schema's standard interface (Standard Schema), so this module needs no zod. */
/** Checks a payload against its schema (loaded when first needed). Shared with api-send.ts. */
export async function validate<S extends Schema>(
  source: SchemaSource<S>,
  value: unknown,
): Promise<core.output<S>> {
  const schema = typeof source === 'function' ? await source() : source;
  const result = await schema['~standard'].validate(value);
  if (result.issues) throw new PayloadError(result.issues);
  return result.value;
}

/** The server's error envelope is `{ error: { code, message } }`; anything else still becomes an ApiError. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** A limit's answer (429): seconds until it lifts, when the server said. */
  readonly retryAfterSeconds: number | undefined;
  /** The error body's other fields, unchecked (a refused schedule's `problems`): read them with care. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    status: number,
    code: string,
    message: string,
    retryAfterSeconds?: number,
    details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
    this.details = details;
  }

  /** True when the server answered with `code` (one of ERROR_CODES, so a misspelt code does not compile). */
  is(code: ErrorCode): boolean {
    return this.code === code;
  }
}

/** `retryAfterSeconds` of an error body, when it is a usable number. */
export function retryAfterOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** The server's error answer as an ApiError. Shared with api-send.ts. */
export async function readError(res: Response): Promise<ApiError> {
  try {
    const { error, ...beside } = (await res.json()) as {
      error?: { code?: unknown; message?: unknown; retryAfterSeconds?: unknown };
    };
    const { code, message, retryAfterSeconds, ...details } = error ?? {};
    if (typeof code === 'string' && typeof message === 'string')
      return new ApiError(res.status, code, message, retryAfterOf(retryAfterSeconds), {
        ...beside,
        ...details,
      });
  } catch {
    // not JSON: fall through to a generic error
  }
  return new ApiError(res.status, 'HTTP_ERROR', `${res.status} ${res.statusText}`);
}

/** Fetches JSON and validates it, so a component never renders a payload of an unexpected shape. */
export async function getJson<S extends Schema>(
  path: string,
  schema: SchemaSource<S>,
  init?: RequestInit,
): Promise<core.output<S>> {
  const res = await fetch(path, {
    ...init,
    headers: { Accept: 'application/json', ...languageHeaders(), ...init?.headers },
    credentials: 'same-origin',
  });
  if (!res.ok) throw await readError(res);
  return validate(schema, await res.json());
}

/** The server's message when it sent one (SPEC 8: "server error text is used when provided"), else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== 'HTTP_ERROR' && error.status < 500) return error.message;
  return fallback;
}
