import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// `place`: the gazetteer's search, as a customer types where they were born.
const SECRET_QUERY = /([?&](?:token|code|approval_token_id|place)=)[^&#]*/gi;
const SECRET_PATH = /(\/api\/auth\/reset-password\/)[^/?#]+/;

/**
 * Links from e-mails carry single-use tokens (verification, reset), and PayPal's returns its order or
 * setup token; a log line must not become a way in.
 */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

/** The one line of a request. A 5xx caused by an error carries that error, so a failure is never split across lines. */
export function logRequest(request: FastifyRequest, reply: FastifyReply): void {
  const line = {
    method: request.method,
    url: redactUrl(request.url),
    statusCode: reply.statusCode,
    responseTime: Math.round(reply.elapsedTime * 100) / 100,
  };
  if (request.failure) {
    request.log.error({ ...line, err: request.failure }, 'request failed');
  } else if (reply.statusCode >= 500) {
    request.log.warn(line, 'request answered unavailable');
  } else {
    request.log.info(line, 'request completed');
  }
}

/** Fastify's own request logging is disabled; this hook writes exactly one line per request instead. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    logRequest(request, reply);
    done();
  });
}
