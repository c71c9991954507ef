import type { Accounts } from '../accounts/index.ts';
import type { AdvisorsService } from '../advisors/service.ts';
import type { ModuleContext } from '../context.ts';
import type { MessageSender } from '../messages/message-jobs.ts';
import { registerAlertSync } from './alert-sync.ts';
import { consoleReviewRoutes } from './console-routes.ts';
import { createListsRepository } from './lists-repository.ts';
import { createListsService } from './lists-service.ts';
import { createReviewsRepository } from './reviews-repository.ts';
import { createReviewsService } from './reviews-service.ts';
import { customerTrustRoutes, publicReviewRoutes } from './routes.ts';
import { createSatisfactionRepository } from './satisfaction-repository.ts';
import { createSatisfactionService } from './satisfaction-service.ts';
import { staffTrustRoutes } from './staff-routes.ts';

/**
 * Reviews from paid calls, favourites, "notify me" and satisfaction credits, for customers, advisors
 * and staff. Returns the reviews, which the phone line's keypad rating writes too.
 */
export async function registerTrust(
  { app, config, database, db }: ModuleContext,
  deps: Pick<Accounts, 'requireCustomer' | 'guards'> & { advisors: AdvisorsService; messages: MessageSender },
) {
  const { requireCustomer, guards, messages } = deps;
  const reviews = createReviewsService({
    db,
    repository: createReviewsRepository(db),
    onRatingsChanged: () => deps.advisors.handleStatusNotification('reviews'),
  });
  const lists = createListsService({
    db,
    repository: createListsRepository(db),
    publicUrl: config.publicUrl,
    onQueued: messages.kick,
  });
  const satisfaction = createSatisfactionService({
    db,
    repository: createSatisfactionRepository(db),
    onQueued: messages.kick,
  });
  app.decorate('trust', { reviews, lists, messages });
  await app.register(publicReviewRoutes, { reviews });
  await app.register(customerTrustRoutes, { requireCustomer, reviews, lists, satisfaction });
  await app.register(consoleReviewRoutes, { guards, reviews });
  await app.register(staffTrustRoutes, { guards, reviews, satisfaction });
  registerAlertSync(app, { database, lists, messages, schedule: config.nodeEnv !== 'test' });
  return reviews;
}
