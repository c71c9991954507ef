import { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import { pluralText } from '@app/shared/messages/plural';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AttemptCounter } from '../adapters/attempt-counter.ts';
import { AppError } from '../app-error.ts';

/**
 * The 429 of a limit that lifts in `msLeft`: when, in whole minutes (a catalogue entry, so a French page
 * reads it in French), and as Retry-After in seconds.
 */
export function rateLimitedError(msLeft: number): AppError {
  const seconds = Math.max(1, Math.ceil(msLeft / 1000));
  const minutes = Math.ceil(seconds / 60);
  const message = formatMessage(pluralText(en.common, 'tooManyRequests', minutes, 'en'), { count: minutes });
  return new AppError(429, 'RATE_LIMITED', message, { retryAfterSeconds: seconds });
}

type StoreAnswer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store interface over our attempt counters: shared through Redis by every instance,
 * and counted in this process while Redis is unreachable, so that no limit ever switches off (the
 * library's own Redis store would have to skip the limits on an error, or fail every request).
 */
function counterStore(counter: AttemptCounter) {
  return class CounterStore {
    private readonly prefix: string;
    constructor(_settings?: unknown, prefix = 'route:') {
      this.prefix = prefix;
    }
    incr(key: string, answer: StoreAnswer, timeWindow: number): void {
      counter.hitWindow(this.prefix + key, timeWindow).then(
        ({ count, msLeft }) => answer(null, { current: count, ttl: msLeft }),
        (error: Error) => answer(error),
      );
    }
    /**
     * One counter per route, as the library's own stores keep. The library passes the route's merged
     * limit settings with the route as `routeInfo` (its typings say the route options).
     */
    child(settings: unknown): CounterStore {
      const route = (settings as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new CounterStore(undefined, `${this.prefix}${String(route?.method)}${String(route?.url)}:`);
    }
  };
}

/**
 * Routes opt in with `config: { rateLimit: { max, timeWindow } }`. The counters are the attempt counters'
 * (adapters/attempt-counter.ts): with Redis they are shared by every instance behind the load balancer,
 * and a Redis outage falls back to this process's counters instead of switching the limits off.
 */
export async function registerRateLimit(app: FastifyInstance, counter: AttemptCounter): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    store: counterStore(counter),
    // The counter answers from this process when Redis fails: an error left is a bug, never a free pass.
    skipOnError: false,
    errorResponseBuilder: (_request, context) => rateLimitedError(context.ttl),
  });
}
