import { connectPayoutProviders } from '../../adapters/payout-providers.ts';
import type { RoleGuards } from '../accounts/session-guard.ts';
import type { ModuleContext } from '../context.ts';
import type { MessageSender } from '../messages/message-jobs.ts';
import { advisorPayoutRoutes } from './advisor-routes.ts';
import { devPayoutRoutes } from './dev-routes.ts';
import { createPayoutDispatch, type PayoutDispatch } from './dispatch.ts';
import { createPayoutsService, type PayoutsService } from './service.ts';
import { staffPayoutRoutes } from './staff-routes.ts';

/**
 * Paying the advisors: period runs (preview, confirm once, one batch per method), the advisor's instant
 * payout, the providers (PayPal Payouts, Gigadat e-Transfer out, or their emulators in the demo) and the
 * dispatch the reconciliation pass drives (send what is left 'created', settle what the providers report).
 */
export async function registerPayouts(
  { app, config, db }: ModuleContext,
  deps: { guards: RoleGuards; messages: MessageSender },
): Promise<{ service: PayoutsService; dispatch: PayoutDispatch }> {
  const providers = await connectPayoutProviders(app, config, { db, publicUrl: config.publicUrl });
  const dispatch = createPayoutDispatch({ db, providers, messages: deps.messages, log: app.log });
  const service = createPayoutsService({ db, dispatch });
  await app.register(staffPayoutRoutes, { guards: deps.guards, service });
  await app.register(advisorPayoutRoutes, { guards: deps.guards, service });
  if (config.devTools) await app.register(devPayoutRoutes, { dispatch });
  app.decorate('payouts', { service, dispatch });
  return { service, dispatch };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Payout runs and their dispatch, for the CLI (npm run payouts:run) and tests. */
    payouts: { service: PayoutsService; dispatch: PayoutDispatch };
  }
}
