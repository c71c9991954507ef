import type { FastifyInstance } from 'fastify';
import { ORIGIN } from '../helpers/customers.ts';

/** The season theme's staff route and the tarot weeks' (read by tarot-weeks and season-theme). */
export const THEME = '/api/staff/settings/theme';
export const WEEKS = '/api/staff/tarot/weeks';

/** A request to `app` from our origin, as the holder of `cookie` when given (a visitor when not). */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cookie?: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
