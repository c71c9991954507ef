import type { ModuleContext } from '../context.ts';
import { horoscopeRoutes } from './routes.ts';

/** The daily horoscope (public). */
export async function registerHoroscope({ app }: ModuleContext) {
  await app.register(horoscopeRoutes, {});
}
