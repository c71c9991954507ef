import type { RoleGuards } from '../accounts/staff-guard.ts';
import type { ModuleContext } from '../context.ts';
import { createEarningsAdjustments } from './adjustments.ts';
import { staffAdjustmentRoutes } from './staff-adjustment-routes.ts';
import { createStatementRepository } from './statement-repository.ts';
import { advisorEarningsRoutes, staffEarningsRoutes } from './statement-routes.ts';
import { createStatementService } from './statement-service.ts';

/**
 * The advisors' earnings: the ledger every settled call, adjustment and payout writes (ledger.ts, used by
 * calls and payouts inside their own transactions), the staff adjustments, and the statements.
 */
export async function registerEarnings({ app, db }: ModuleContext, deps: { guards: RoleGuards }) {
  const statements = createStatementService({ repository: createStatementRepository(db) });
  await app.register(advisorEarningsRoutes, { guards: deps.guards, statements });
  await app.register(staffEarningsRoutes, { guards: deps.guards, statements });
  await app.register(staffAdjustmentRoutes, {
    guards: deps.guards,
    adjustments: createEarningsAdjustments(db),
  });
}
