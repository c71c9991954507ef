import type { ModuleContext } from '../context.ts';
import { horoscopeRoutes } from './routes.ts';
import { createSkyHoroscopes } from './sky/source.ts';

/** How often an instance looks whether tomorrow's sky should be computed ahead. */
const AHEAD_CHECK_MS = 10 * 60_000;
const montrealDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' });
const montrealHour = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  hour: 'numeric',
  hourCycle: 'h23',
});

/**
 * The daily horoscope (public), written from the day's sky: computed once per instance per day, and
 * tomorrow's in the last hour before Montréal's midnight, so the first reader of the day waits for nothing.
 */
export async function registerHoroscope({ app, config }: ModuleContext) {
  const source = createSkyHoroscopes();
  await app.register(horoscopeRoutes, { source });
  if (config.nodeEnv === 'test') return;
  const timer = setInterval(() => {
    const now = new Date();
    if (Number(montrealHour.format(now)) < 23) return;
    source.skyOf(montrealDate.format(new Date(now.getTime() + 2 * 3_600_000)));
  }, AHEAD_CHECK_MS);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
}
