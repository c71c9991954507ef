import type { ModuleContext } from '../context.ts';
import type { MessageSender } from '../messages/message-jobs.ts';
import { applicationRoutes } from './routes.ts';
import { createApplicationService } from './service.ts';

/**
 * Applying to become an advisor (issue 43), the applicant's side: the form's token, the phone code, the
 * application with its photo and voice sample, and its withdrawal by the e-mailed link. The staff's
 * screening reads the same tables (packages/db/src/schema/applications.ts).
 */
export async function registerApplications(
  ctx: ModuleContext,
  deps: { messages: Pick<MessageSender, 'kick'> },
) {
  const { app, config, db, attempts } = ctx;
  const service = createApplicationService({
    db,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    attempts,
    onQueued: deps.messages.kick,
  });
  await app.register(applicationRoutes, { service });
  return { service };
}
