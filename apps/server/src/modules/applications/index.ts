import { pathInLanguage } from '@app/shared/rules/language';
import type { Accounts } from '../accounts/index.ts';
import { ProvisionError, provisionLogin } from '../accounts/provision-login.ts';
import type { ModuleContext } from '../context.ts';
import type { MessageSender } from '../messages/message-jobs.ts';
import { createDecisions } from './decision.ts';
import { applicationRoutes } from './routes.ts';
import { createApplicationService } from './service.ts';
import { staffApplicationRoutes } from './staff-routes.ts';
import { createScreeningService } from './staff-service.ts';

/**
 * Applying to become an advisor (issue 43): the applicant's side (the form's token, the phone code, the
 * application with its photo and voice sample, its withdrawal by the e-mailed link), and the back
 * office's (the queue, screening, the test reading, approving into a draft advisor, rejecting).
 */
export async function registerApplications(
  ctx: ModuleContext,
  deps: Pick<Accounts, 'auth' | 'guards'> & { messages: Pick<MessageSender, 'kick'> },
) {
  const { app, config, db, attempts } = ctx;
  const { auth, guards } = deps;
  const service = createApplicationService({
    db,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    attempts,
    onQueued: deps.messages.kick,
  });
  await app.register(applicationRoutes, { service });
  const screening = createScreeningService({ db });
  const decisions = createDecisions({
    db,
    publicUrl: config.publicUrl,
    screening,
    onQueued: deps.messages.kick,
    logins: {
      provision: (agentId, email, password) =>
        provisionLogin(auth, db, { kind: 'advisor', agentId, email, password }),
      isRefusal: (error) => error instanceof ProvisionError,
      // better-auth's own reset e-mail (its signed link), in the applicant's language.
      async sendSetPassword(email, language) {
        await auth.api.requestPasswordReset({
          body: { email, redirectTo: pathInLanguage('/reset-password', language) },
          headers: new Headers({ 'accept-language': language }),
        });
      },
    },
  });
  await app.register(staffApplicationRoutes, { guards, screening, decisions });
  return { service };
}
