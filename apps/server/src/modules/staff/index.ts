import type { Accounts } from '../accounts/index.ts';
import { createAuditLog } from '../audit/log.ts';
import type { ModuleContext } from '../context.ts';
import { createCustomerChanges } from './customer-changes.ts';
import { createOverviewRepository } from './overview-repository.ts';
import { staffOverviewRoutes } from './overview-routes.ts';
import { createOverviewService } from './overview-service.ts';
import { createStaffRepository } from './repository.ts';
import { staffRoutes } from './routes.ts';
import { createStaffService } from './service.ts';

/** Where the verification link lands, as for a customer's own sign-up (the web's sign-up form). */
const VERIFIED_CALLBACK_PATH = '/login?verified=1';

/** The back office's customers (search, detail, adjustments, access) and its overview. */
export async function registerStaff({ app, db }: ModuleContext, deps: Pick<Accounts, 'auth' | 'guards'>) {
  const { auth, guards } = deps;
  await app.register(staffRoutes, {
    guards,
    service: createStaffService({
      repository: createStaffRepository(db),
      changes: createCustomerChanges(db),
      audit: createAuditLog(db),
      // better-auth's own e-mail (its signed link), queued like a customer's own request (limited per address).
      async sendVerificationEmail(email) {
        await auth.api.sendVerificationEmail({ body: { email, callbackURL: VERIFIED_CALLBACK_PATH } });
      },
    }),
  });
  await app.register(staffOverviewRoutes, {
    guards,
    service: createOverviewService({ db, repository: createOverviewRepository(db) }),
  });
}
