import type { AppDb } from '@app/db/client';
import { defaultCustomerName, normalizeEmail } from '@app/shared/rules/customer';
import { findUserEmail, insertCustomer } from './repository.ts';

/**
 * The customer record every new login gets (spec: name 'User {part before @}', no credits, no phone).
 * Called with the sign-up transaction, so the user and the customer commit or roll back together.
 */
export async function createDefaultCustomer(executor: AppDb, userId: string): Promise<void> {
  const userEmail = await findUserEmail(executor, userId);
  if (userEmail === undefined) throw new Error('cannot create the customer of a user that does not exist');
  const email = normalizeEmail(userEmail);
  await insertCustomer(executor, { id: userId, email, name: defaultCustomerName(email) });
}
