import { customerSeed, seededRandom } from '@app/shared/rules/tarot';
import type { Accounts } from '../accounts/index.ts';
import type { ModuleContext } from '../context.ts';
import { tarotRoutes } from './routes.ts';
import { staffTarotRoutes } from './staff-routes.ts';
import { createStaffTarotService } from './staff-service.ts';
import { createTarotService } from './tarot-service.ts';

/** The weekly tarot game, and its weeks and odds in the back office. */
export async function registerTarot(
  { app, config, db }: ModuleContext,
  deps: Pick<Accounts, 'requireCustomer' | 'guards'>,
) {
  const seed = config.tarotSeed;
  await app.register(tarotRoutes, {
    service: createTarotService({
      db,
      // Reproducible deals for demos and end-to-end tests; production always deals from crypto.
      ...(seed !== undefined
        ? { randomFor: (customerId: string) => seededRandom(customerSeed(seed, customerId)) }
        : {}),
    }),
    requireCustomer: deps.requireCustomer,
  });
  await app.register(staffTarotRoutes, {
    guards: deps.guards,
    service: createStaffTarotService({ db }),
  });
}
