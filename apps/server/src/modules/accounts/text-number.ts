import type { AppDb } from '@app/db/client';
import { createPhoneRepository } from './phone-repository.ts';

/**
 * The number a text we write to a customer goes to: `preferred` when it is one of their verified numbers
 * (the one a call came from), else the first they verified; undefined without one. `executor` is the
 * database or the transaction that decides to send.
 */
export async function textNumberOf(
  executor: AppDb,
  customerId: string,
  preferred?: string,
): Promise<string | undefined> {
  const numbers = await createPhoneRepository(executor).verifiedNumbersOf(customerId);
  return numbers.find((phone) => phone === preferred) ?? numbers[0];
}
