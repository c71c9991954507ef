import type { z } from 'zod';

/** The server's error envelope is `{ error: { code, message } }`; anything else still becomes an ApiError. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

async function readError(res: Response): Promise<ApiError> {
  try {
    const body = (await res.json()) as { error?: { code?: unknown; message?: unknown } };
    const { code, message } = body.error ?? {};
    if (typeof code === 'string' && typeof message === 'string')
      return new ApiError(res.status, code, message);
  } catch {
    // not JSON: fall through to a generic error
  }
  return new ApiError(res.status, 'HTTP_ERROR', `${res.status} ${res.statusText}`);
}

/** Fetches JSON and validates it, so a component never renders a payload of an unexpected shape. */
export async function getJson<S extends z.ZodType>(
  path: string,
  schema: S,
  init?: RequestInit,
): Promise<z.output<S>> {
  const res = await fetch(path, {
    ...init,
    headers: { Accept: 'application/json', ...init?.headers },
    credentials: 'same-origin',
  });
  if (!res.ok) throw await readError(res);
  return schema.parse(await res.json());
}
