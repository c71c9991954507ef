import { createSealer } from '../../sealed.ts';
import type { Accounts } from '../accounts/index.ts';
import type { ModuleContext } from '../context.ts';
import { advisorChartRoutes, customerChartRoutes, placeRoutes } from './chart/routes.ts';
import { createChartService } from './chart/service.ts';
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
 * And a customer's own chart (chart/): their birth data, its sharing, and the advisor's view of it.
 */
export async function registerHoroscope(
  { app, config, db }: ModuleContext,
  deps: Pick<Accounts, 'requireCustomer' | 'guards'>,
) {
  const source = createSkyHoroscopes();
  await app.register(horoscopeRoutes, { source });
  const charts = createChartService({ db, sealer: createSealer(config.payoutDataKeys) });
  await app.register(placeRoutes);
  await app.register(customerChartRoutes, { service: charts, requireCustomer: deps.requireCustomer });
  await app.register(advisorChartRoutes, { service: charts, guards: deps.guards });
  if (config.nodeEnv === 'test') return;
  const timer = setInterval(() => {
    const now = new Date();
    if (Number(montrealHour.format(now)) < 23) return;
    source.skyOf(montrealDate.format(new Date(now.getTime() + 2 * 3_600_000)));
  }, AHEAD_CHECK_MS);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
}
