import type { AppDb } from '@app/db/client';
import { customerPhoneNumbers } from '@app/db/schema';
import { and, asc, eq, isNotNull } from 'drizzle-orm';

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
  const numbers = await executor
    .select({ phone: customerPhoneNumbers.phoneE164 })
    .from(customerPhoneNumbers)
    .where(and(eq(customerPhoneNumbers.customerId, customerId), isNotNull(customerPhoneNumbers.verifiedAt)))
    .orderBy(asc(customerPhoneNumbers.verifiedAt));
  return numbers.find((row) => row.phone === preferred)?.phone ?? numbers[0]?.phone;
}
