import type { core } from 'zod';
import { readError, type Schema, type SchemaSource, validate } from './api-client.ts';
import { languageHeaders } from './language.ts';

// Requests that change something (POST, PUT, PATCH, DELETE, uploads). Apart from api-client.ts, which the
// app's first chunk holds for its reads: only the pages that send something load this module.

/** A JSON request with the session's cookie; a failure becomes an ApiError with the server's message. */
async function requestJson(method: string, path: string, body: unknown): Promise<Response> {
  const res = await fetch(path, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...languageHeaders() },
    body: JSON.stringify(body ?? {}),
    credentials: 'same-origin',
  });
  if (!res.ok) throw await readError(res);
  return res;
}

/** Sends JSON (POST, PATCH, DELETE) and validates the answer; failures become an ApiError with the server's message. */
export async function sendJson<S extends Schema>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  schema: SchemaSource<S>,
): Promise<core.output<S>> {
  const res = await requestJson(method, path, body);
  return validate(schema, await res.json());
}

/** Sends JSON to a route that answers 204 No Content; failures become an ApiError like sendJson's. */
export async function sendCommand(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
): Promise<void> {
  await requestJson(method, path, body);
}

/**
 * Uploads a file as the request's whole body, typed `type` (an image, a recording), and validates the
 * answer like sendJson.
 */
export async function sendFile<S extends Schema>(
  method: 'POST' | 'PUT',
  path: string,
  file: Blob,
  type: string,
  schema: SchemaSource<S>,
): Promise<core.output<S>> {
  const res = await fetch(path, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': type, ...languageHeaders() },
    body: file,
    credentials: 'same-origin',
  });
  if (!res.ok) throw await readError(res);
  return validate(schema, await res.json());
}
