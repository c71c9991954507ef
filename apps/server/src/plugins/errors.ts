import { en } from '@app/shared/messages/en';
import type { Language } from '@app/shared/rules/language';
import type { ErrorCode } from '@app/shared/schemas/error-codes';
import type { ApiError } from '@app/shared/schemas/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody, isAppError } from '../app-error.ts';
import { languageOfRequest, messageText } from '../language.ts';
import { logRequest } from './request-log.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The cause of a 5xx, written by the error handler and logged on the request's one log line. */
    failure: unknown;
  }
}

/** Decides whether a path nobody routed is a page of the SPA, and serves it. */
export interface NotFoundFallback {
  accepts(request: FastifyRequest): boolean;
  handle(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

export interface ErrorsOptions {
  notFoundFallback?: NotFoundFallback;
}

export interface ErrorResponse {
  statusCode: number;
  body: ApiError;
}

const GENERIC_CODES: Readonly<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'RATE_LIMITED',
};

interface ValidationItem {
  instancePath?: string;
  message?: string;
}

function propertyOf(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined;
}

/**
 * 'email: Please enter a valid email address' — names the field so a client or a developer knows what to
 * fix; a schema's catalogue key is written out in `language`.
 */
export function formatValidationMessage(
  items: readonly ValidationItem[],
  context: string | undefined,
  language: Language = 'en',
): string {
  const lines = items.map((item) => {
    const path = (item.instancePath ?? '').split('/').filter(Boolean).join('.');
    const where = path || context || 'request';
    return `${where}: ${item.message === undefined ? 'is invalid' : messageText(item.message, language)}`;
  });
  return [...new Set(lines)].join('; ');
}

function statusOf(error: unknown): number {
  const status = propertyOf(error, 'statusCode') ?? propertyOf(error, 'status');
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599
    ? status
    : 500;
}

/**
 * Maps any thrown value to the one error shape; only 4xx messages reach the client, never internals.
 * `language`: the request's, for the messages of the shared schemas.
 */
export function toErrorResponse(error: unknown, language: Language = 'en'): ErrorResponse {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = propertyOf(error, 'validationContext');
    return {
      statusCode: 400,
      body: errorBody(
        'VALIDATION_ERROR',
        formatValidationMessage(
          error.validation,
          typeof context === 'string' ? context : undefined,
          language,
        ),
      ),
    };
  }

  const statusCode = isAppError(error) ? error.statusCode : statusOf(error);
  if (isAppError(error) && error.expose) {
    return { statusCode, body: errorBody(error.code, error.message, error.retryAfterSeconds, error.details) };
  }
  if (statusCode >= 500) {
    return {
      statusCode,
      body: errorBody(
        statusCode === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR',
        en.dataService.unexpected,
      ),
    };
  }
  if (isAppError(error)) return { statusCode, body: errorBody(error.code, error.message) };

  const message = error instanceof Error ? error.message : 'Bad request';
  switch (propertyOf(error, 'code')) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { statusCode: 400, body: errorBody('BAD_JSON', 'The request body is not valid JSON') };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        statusCode: 400,
        body: errorBody('BAD_JSON', 'The request body is empty but declared as JSON'),
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { statusCode: 413, body: errorBody('PAYLOAD_TOO_LARGE', 'The request body is too large') };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        statusCode: 415,
        body: errorBody('UNSUPPORTED_MEDIA_TYPE', 'The request body has an unsupported content type'),
      };
  }
  if (Array.isArray(propertyOf(error, 'validation'))) {
    return { statusCode: 400, body: errorBody('VALIDATION_ERROR', message) };
  }
  return { statusCode, body: errorBody(GENERIC_CODES[statusCode] ?? 'BAD_REQUEST', message) };
}

export function notFoundBody(request: FastifyRequest): ApiError {
  const path = request.url.split('?', 1)[0];
  return errorBody('NOT_FOUND', `No route for ${request.method} ${path}`);
}

/**
 * Fastify answers a few malformed requests (an undecodable URL, an over-long parameter) before routing,
 * so neither hooks nor the error handler run: this gives them the same shape, headers and log line.
 */
export function createFrameworkErrorHandler(headers: Readonly<Record<string, string>>) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply): void => {
    const { statusCode, body } = toErrorResponse(error);
    reply.headers(headers).code(statusCode).send(body);
    logRequest(request, reply);
  };
}

/**
 * Answers any error in the one shape; `flat` sends better-auth's `{ code, message }` instead, for the
 * /api/auth/* routes whose client reads that shape.
 */
export function sendError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  shape: 'api' | 'flat' = 'api',
): FastifyReply {
  const { statusCode, body } = toErrorResponse(error, languageOfRequest(request));
  if (statusCode >= 500) request.failure = error;
  // Headers an error asks for (Allow on a 405, for instance), as Fastify's default handler would set.
  const headers = propertyOf(error, 'headers');
  if (statusCode < 500 && typeof headers === 'object' && headers !== null) {
    reply.headers(headers as Record<string, string>);
  }
  return reply.code(statusCode).send(shape === 'flat' ? body.error : body);
}

export function registerErrorHandling(app: FastifyInstance, options: ErrorsOptions = {}): void {
  app.decorateRequest('failure', null);

  app.setErrorHandler((error, request, reply) => {
    sendError(error, request, reply);
  });

  const fallback = options.notFoundFallback;
  app.setNotFoundHandler((request, reply) => {
    if (fallback?.accepts(request)) return fallback.handle(request, reply);
    return reply.code(404).send(notFoundBody(request));
  });
}
