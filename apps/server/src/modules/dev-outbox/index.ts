import type { ModuleContext } from '../context.ts';
import type { MessageSender } from '../messages/message-jobs.ts';
import { createOutboxRepository, type OutboxRepository } from './repository.ts';
import { devOutboxRoutes } from './routes.ts';

/** The demo's mail sink: where e-mails and texts land when no SMTP server or Twilio account is set. */
export function createDevOutbox({ db }: ModuleContext): OutboxRepository {
  return createOutboxRepository(db);
}

/** GET /api/dev/outbox: a demo and test tool; a public deployment never exposes what was "sent". */
export async function registerDevOutbox(
  { app, config }: ModuleContext,
  deps: { outbox: OutboxRepository; messages: MessageSender },
) {
  if (config.devTools)
    await app.register(devOutboxRoutes, { repository: deps.outbox, messages: deps.messages });
}
