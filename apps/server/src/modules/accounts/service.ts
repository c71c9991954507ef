import type { AppDb } from '@app/db/client';
import { en } from '@app/shared/messages/en';
import { defaultCustomerName, normalizeEmail } from '@app/shared/rules/customer';
import { isLanguage, type Language } from '@app/shared/rules/language';
import { isStaffRole } from '@app/shared/rules/roles';
import { createAccountsRepository } from './repository.ts';

/**
 * The customer record every new login gets (spec: name 'User {part before @}', no credits, no phone),
 * named by the first name given at sign-up if any (already checked by the accounts gate). Called with
 * the sign-up transaction, so the user and the customer commit or roll back together. The language is
 * the page's the customer signed up on (its e-mails, texts and phone line speak it). No consent to
 * offers and news: Canada's anti-spam law needs the customer to give it themselves, on /profile.
 */
export async function createDefaultCustomer(
  executor: AppDb,
  userId: string,
  options: { language?: Language; firstName?: string | undefined } = {},
): Promise<{ email: string; name: string }> {
  const rows = createAccountsRepository(executor);
  const userEmail = await rows.findUserEmail(userId);
  if (userEmail === undefined) throw new Error('cannot create the customer of a user that does not exist');
  const email = normalizeEmail(userEmail);
  const name = options.firstName ?? defaultCustomerName(email);
  await rows.insertCustomer({
    id: userId,
    email,
    name,
    language: options.language ?? 'en',
    emailnotifications: false,
  });
  return { email, name };
}

export interface SignInRefusal {
  code: 'CUSTOMER_NOT_FOUND' | 'ACCOUNT_DELETED' | 'ACCOUNT_INACTIVE' | 'ADVISOR_NOT_LINKED';
  message: string;
}

/**
 * Whether a login may get a session: a customer's by the spec's rules (checkCustomerCanSignIn), an
 * advisor's only while it is linked to an advisor, staff by their role alone (a banned login is refused
 * by better-auth's admin plugin).
 */
export async function checkCanSignIn(db: AppDb, userId: string): Promise<SignInRefusal | undefined> {
  const rows = createAccountsRepository(db);
  const role = await rows.findUserRole(userId);
  if (role === 'advisor') {
    if (await rows.findAdvisorOfUser(userId)) return undefined;
    return { code: 'ADVISOR_NOT_LINKED', message: en.auth.signIn.errors.accountInactive };
  }
  if (isStaffRole(role)) return undefined;
  return checkCustomerCanSignIn(db, userId);
}

/** SPEC 4 "customer validity after login": no session for a missing, deleted or inactive customer. */
export async function checkCustomerCanSignIn(db: AppDb, userId: string): Promise<SignInRefusal | undefined> {
  const customer = await createAccountsRepository(db).findCustomerById(userId);
  const errors = en.auth.signIn.errors;
  if (!customer) return { code: 'CUSTOMER_NOT_FOUND', message: errors.retrieveCustomer };
  // Deleted wins: a deleted account is also inactive, and the more precise message helps support.
  if (customer.deletedAt) return { code: 'ACCOUNT_DELETED', message: errors.accountDeleted };
  if (!customer.isActive) return { code: 'ACCOUNT_INACTIVE', message: errors.accountInactive };
  return undefined;
}

/** Only a customer has a row to stamp; for other logins this changes nothing. */
export async function markCustomerConnected(db: AppDb, userId: string): Promise<void> {
  await createAccountsRepository(db).updateLastConnected(userId, new Date());
}

/** A login's customer as its e-mails greet it (name, e-mail, language), or undefined without one. */
export function findCustomerContact(executor: AppDb, userId: string) {
  return createAccountsRepository(executor).findCustomerContact(userId);
}

/** The login's role; `executor` may be the sign-up transaction, which has not committed the user yet. */
export function findUserRole(executor: AppDb, userId: string): Promise<string | undefined> {
  return createAccountsRepository(executor).findUserRole(userId);
}

/**
 * The signed-in customer of a session: missing, inactive or deleted counts as signed out (undefined).
 * A language the site does not speak (an old row) reads as English.
 */
export async function findSignedInCustomer(
  db: AppDb,
  userId: string,
): Promise<{ id: string; email: string; name: string; language: Language } | undefined> {
  const customer = await createAccountsRepository(db).findActiveCustomer(userId);
  return customer && { ...customer, language: isLanguage(customer.language) ? customer.language : 'en' };
}

/** The active advisor whose login this user is, if any. */
export function findAdvisorOfUser(db: AppDb, userId: string) {
  return createAccountsRepository(db).findAdvisorOfUser(userId);
}
