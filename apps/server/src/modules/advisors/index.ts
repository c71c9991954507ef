import { totalsOf } from '@app/shared/rules/advisor-console';
import { torontoDayBounds } from '@app/shared/rules/week';
import type { TwilioCallsClient } from '../../adapters/twilio-calls.ts';
import type { Accounts } from '../accounts/index.ts';
import { ProvisionError, provisionLogin } from '../accounts/provision-login.ts';
import type { ModuleContext } from '../context.ts';
import type { AdvisorPhoneLine } from './advisor-line.ts';
import { createAdvisorChecklistService } from './checklist.ts';
import { advisorChecklistRoutes, testCallWebhookRoutes } from './checklist-routes.ts';
import { createAdvisorConsoleRepository } from './console-repository.ts';
import { advisorConsoleRoutes } from './console-routes.ts';
import { createAdvisorConsoleService } from './console-service.ts';
import { advisorProfileRoutes } from './profile-routes.ts';
import { createAdvisorProfileService } from './profile-service.ts';
import { advisorsRoutes } from './routes.ts';
import { type AdvisorsService, createAdvisorsService } from './service.ts';
import { staffAdvisorRoutes } from './staff-routes.ts';
import { createStaffAdvisorsService } from './staff-service.ts';
import { registerAdvisorStatusSync } from './status-sync.ts';
import { createUploadGate } from './upload-limits.ts';

/**
 * The advisors and their live status: the one write path of status (every instance follows every
 * change) and the feed every page reads. Made first: the pages, the calls and the reviews use it.
 */
export function createAdvisors({ app, config, database, db, metrics }: ModuleContext): AdvisorsService {
  const service = createAdvisorsService(db, { feedObserver: metrics.feed });
  registerAdvisorStatusSync(app, { service, database, simulator: config.statusSimulator });
  return service;
}

/**
 * The directory's routes, the advisor's console and profile, and the back office's advisor pages.
 * Returns the advisor's side of the phone line (who calls in, their day, their switch).
 */
export async function registerAdvisors(
  ctx: ModuleContext,
  deps: Pick<Accounts, 'auth' | 'guards' | 'phones'> & { service: AdvisorsService },
): Promise<AdvisorPhoneLine> {
  const { app, config, db, attempts } = ctx;
  const { auth, guards, service } = deps;
  const consoleRepository = createAdvisorConsoleRepository(db, {
    defaultPayoutCentsPerMinute: config.advisorPayoutCentsPerMinute,
  });
  await app.register(advisorsRoutes, { service });
  await app.register(advisorConsoleRoutes, {
    guards,
    service: createAdvisorConsoleService({ repository: consoleRepository, advisors: service }),
  });
  const uploadGate = createUploadGate(attempts, config.uploadLimits);
  await app.register(advisorProfileRoutes, {
    guards,
    uploadGate,
    service: createAdvisorProfileService({
      db,
      advisors: service,
      phones: deps.phones,
    }),
  });
  await app.register(staffAdvisorRoutes, {
    guards,
    uploadGate,
    service: createStaffAdvisorsService({
      db,
      advisors: service,
      defaultPayoutCentsPerMinute: config.advisorPayoutCentsPerMinute,
      provisionAdvisorLogin: (agentId, email, password) =>
        provisionLogin(auth, db, { kind: 'advisor', agentId, email, password }),
      isProvisionRefusal: (error) => error instanceof ProvisionError,
      // better-auth's own reset e-mail (its signed link), queued and limited per address.
      async sendPasswordReset(email) {
        await auth.api.requestPasswordReset({ body: { email, redirectTo: '/reset-password' } });
      },
    }),
  });
  return {
    findByPhone: (from) => consoleRepository.findByPhone(from),
    async todayTotals(agentId, at) {
      const day = torontoDayBounds(at);
      return totalsOf(await consoleRepository.calls(agentId, day.start, day.end));
    },
    async setTakingCalls(agentId, takingCalls, at) {
      await service.updateAgentStatus(agentId, { signedIn: takingCalls }, { by: 'advisor', at });
    },
  };
}

/**
 * A new advisor's first-day checklist in the console and its test call's webhook. Registered once the
 * Calls API (or its emulator) is connected: the test call is placed through it.
 */
export async function registerAdvisorChecklist(
  ctx: ModuleContext,
  deps: Pick<Accounts, 'guards'> & { twilio: Pick<TwilioCallsClient, 'createCall'> | undefined },
): Promise<void> {
  const { app, config, db, attempts } = ctx;
  const service = createAdvisorChecklistService({
    db,
    twilio: deps.twilio,
    attempts,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  await app.register(advisorChecklistRoutes, { guards: deps.guards, service });
  await app.register(testCallWebhookRoutes, {
    service,
    authToken: config.voiceAuthToken,
    publicUrl: config.publicUrl,
  });
}
