import type { Accounts } from '../accounts/index.ts';
import type { ModuleContext } from '../context.ts';
import { spendingRoutes, staffSpendingRoutes } from './routes.ts';
import { createSpendingService, type SpendingService } from './service.ts';

export type { SpendingService } from './service.ts';

/** The service every purchase checks inside its money transaction, made before the payments register. */
export function createSpending({ db }: ModuleContext): SpendingService {
  return createSpendingService({ db });
}

/** A customer's spending limits, breaks and self-exclusion, and staff's limits (issue 40). */
export async function registerSpending(
  { app }: ModuleContext,
  deps: Pick<Accounts, 'guards' | 'requireCustomer'> & { service: SpendingService },
): Promise<void> {
  await app.register(spendingRoutes, { service: deps.service, requireCustomer: deps.requireCustomer });
  await app.register(staffSpendingRoutes, { guards: deps.guards, service: deps.service });
}
