import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The one line of a request. A 5xx caused by an error carries that error, so a failure is never split across lines. */
export function logRequest(request: FastifyRequest, reply: FastifyReply): void {
  const line = {
    method: request.method,
    url: request.url,
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
