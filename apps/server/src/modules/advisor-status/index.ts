import type { AdvisorsService } from '../advisors/service.ts';
import type { ModuleContext } from '../context.ts';
import { advisorStatusRoutes } from './routes.ts';

/**
 * The telephony platform's advisor-status webhook (POST /api/telephony/agents/:agentId/status), signed
 * with TELEPHONY_WEBHOOK_SECRET. Not the voice line: that is modules/calls.
 */
export async function registerAdvisorStatus(
  { app, config }: ModuleContext,
  deps: { advisors: AdvisorsService },
) {
  await app.register(advisorStatusRoutes, {
    service: deps.advisors,
    secret: config.telephonyWebhookSecret,
  });
}
