import type { AppDb } from '@app/db/client';
import { en } from '@app/shared/messages/en';
import { defaultCustomerName, normalizeEmail } from '@app/shared/rules/customer';
import { findCustomerById, findUserEmail, insertCustomer, updateLastConnected } from './repository.ts';

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

export interface SignInRefusal {
  code: 'CUSTOMER_NOT_FOUND' | 'ACCOUNT_DELETED' | 'ACCOUNT_INACTIVE';
  message: string;
}

/** SPEC 4 "customer validity after login": no session for a missing, deleted or inactive customer. */
export async function checkCustomerCanSignIn(db: AppDb, userId: string): Promise<SignInRefusal | undefined> {
  const customer = await findCustomerById(db, userId);
  const errors = en.auth.signIn.errors;
  if (!customer) return { code: 'CUSTOMER_NOT_FOUND', message: errors.retrieveCustomer };
  // Deleted wins: a deleted account is also inactive, and the more precise message helps support.
  if (customer.deletedAt) return { code: 'ACCOUNT_DELETED', message: errors.accountDeleted };
  if (!customer.isActive) return { code: 'ACCOUNT_INACTIVE', message: errors.accountInactive };
  return undefined;
}

export async function markCustomerConnected(db: AppDb, userId: string): Promise<void> {
  await updateLastConnected(db, userId, new Date());
}
