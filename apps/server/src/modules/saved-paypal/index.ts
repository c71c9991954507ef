import type { Accounts } from '../accounts/index.ts';
import type { ModuleContext } from '../context.ts';
import { savedPaypalRoutes } from './routes.ts';
import { createSavedPaypalService, type PayPalVault, type SavedPaypalReconciliation } from './service.ts';

export type { SavedPaypalReconciliation } from './service.ts';

/**
 * A customer's PayPal account saved for top-ups during a call (issue 40): the /profile routes, and the
 * reconciliation step that finishes deletions at PayPal a removal could not confirm.
 */
export async function registerSavedPaypal(
  { app, config, db }: ModuleContext,
  deps: Pick<Accounts, 'requireCustomer'> & {
    /** Our PayPal client (live or the emulator), undefined when PayPal is not configured. */
    paypal: PayPalVault | undefined;
  },
): Promise<{ retryRemovals(): Promise<SavedPaypalReconciliation> }> {
  const service = createSavedPaypalService({
    db,
    paypal: deps.paypal,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  await app.register(savedPaypalRoutes, { service, requireCustomer: deps.requireCustomer });
  return { retryRemovals: service.retryRemovals };
}
