import { createSealer } from '../../sealed.ts';
import type { Accounts } from '../accounts/index.ts';
import type { ModuleContext } from '../context.ts';
import type { MessageSender } from '../messages/message-jobs.ts';
import { advisorPayoutProfileRoutes } from './advisor-routes.ts';
import { createPayoutProfileService, type PayoutProfileService } from './service.ts';
import { staffPayoutProfileRoutes } from './staff-routes.ts';

export {
  type PayoutDestination,
  type ReportableIdentity,
  readPayoutDestinations,
  readReportableIdentities,
  readReportableIdentity,
} from './identity.ts';

/**
 * The advisors' payout profiles: the advisor's own (two steps, a code texted to the forwarding number),
 * the back office's masked view and an admin's audited reveal. Other modules read destinations and, for
 * the annual return only, identities through the functions exported here.
 */
export async function registerPayoutProfile(
  ctx: ModuleContext,
  deps: Pick<Accounts, 'guards'> & { messages: MessageSender },
): Promise<PayoutProfileService> {
  const { app, config, db, attempts } = ctx;
  const service = createPayoutProfileService({
    db,
    sealer: createSealer(config.payoutDataKeys),
    codeSecret: config.authSecret,
    attempts,
    log: app.log,
    onQueued: deps.messages.kick,
  });
  await app.register(advisorPayoutProfileRoutes, { guards: deps.guards, service });
  await app.register(staffPayoutProfileRoutes, { guards: deps.guards, service });
  return service;
}
