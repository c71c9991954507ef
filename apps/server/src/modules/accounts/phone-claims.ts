import type { AppDb } from '@app/db/client';
import { phoneLookupKey } from '@app/shared/rules/phone';
import { createPhoneClaimRepository } from './phone-claim-repository.ts';

/**
 * One phone number is either a customer's (verified on their account: the line knows them by it) or an
 * advisor's forwarding number (a call from it hears the advisor menu), never both: a customer calling
 * from an advisor's number would get the advisor's menu, and an advisor's number on a customer account
 * would let its holder sign in as that customer.
 *
 * The two live in different tables, so no unique index can hold the rule: every claim of a number (a
 * customer adding a verified number, an advisor or staff setting a forwarding number) takes this lock
 * for its transaction, then checks the other side, then writes. Two claims of one number at the same
 * moment queue on the lock, and the second sees the first's row.
 */
const PHONE_CLAIM_LOCK = 2_104_022;

/** Numbers are compared as the line compares callers: on their last 10 digits. */
const keyOf = (phoneE164: string) => phoneLookupKey(phoneE164) ?? phoneE164;

/** Takes the claim lock for this number in `tx`, the claiming transaction. */
export function lockPhoneClaim(tx: AppDb, phoneE164: string): Promise<void> {
  return createPhoneClaimRepository(tx).lockKey(PHONE_CLAIM_LOCK, keyOf(phoneE164));
}

/** Whether a customer account has this number (every number kept on an account was verified). */
export function isCustomerNumber(executor: AppDb, phoneE164: string): Promise<boolean> {
  return createPhoneClaimRepository(executor).hasCustomerNumber(keyOf(phoneE164));
}

/** Whether this number is an advisor's forwarding number (a deactivated advisor's too: it may come back). */
export function isAdvisorNumber(executor: AppDb, phoneE164: string): Promise<boolean> {
  return createPhoneClaimRepository(executor).hasAdvisorNumber(keyOf(phoneE164));
}
