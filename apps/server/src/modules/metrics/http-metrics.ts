import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics.ts';

/** The one label of every request no route matched (404s, the SPA's pages): raw URLs never become labels. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** The route's pattern ('/api/customers/:id'), so the label's values stay as few as the routes. */
export function routeLabel(request: Pick<FastifyRequest, 'routeOptions'>): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

/** Counts and times every answer, 429s (rate-limit refusals, from any limiter) among them. */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.request(
      { method: request.method, route: routeLabel(request), statusCode: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
