import type { AppDb } from '@app/db/client';
import type { Language } from '@app/shared/rules/language';
import type { BillingAddress } from '@app/shared/schemas/sales-tax';
import { type CustomerRow, createCustomerRepository } from './customer-repository.ts';

type ProfileChanges = Partial<
  Pick<CustomerRow, 'name' | 'birthDate' | 'emailnotifications' | 'callReceipts'>
>;

/** Closes the account in `tx`, once; false when there is none or it was closed already. */
async function softDeleteIn(tx: AppDb, customerId: string, now: Date): Promise<boolean> {
  const rows = createCustomerRepository(tx);
  if (!(await rows.markDeleted(customerId, now))) return false;
  await rows.releasePhoneNumbers(customerId);
  await rows.deleteChartData(customerId);
  await rows.deleteSessions(customerId);
  return true;
}

/** The customer's own account: what its pages read, its profile, its numbers, and closing it. */
export function createCustomerService(db: AppDb) {
  const repository = createCustomerRepository(db);
  return {
    find: (id: string) => repository.find(id),
    listPurchases: (customerId: string) => repository.listPurchases(customerId),
    listCreditUsage: (customerId: string) => repository.listCreditUsage(customerId),
    /** SPEC 7: the latest winning tarot coupon of the customer created within the window. */
    latestTarotPromoCode: (customerId: string, since: Date) =>
      repository.latestTarotPromoCode(customerId, since),
    updateProfile: (id: string, changes: ProfileChanges) => repository.updateProfile(id, changes),
    /**
     * Where the customer is taxed from now on. Orders already created keep the province they were priced
     * in (their capture copies the order's figures), so a change never alters a payment under way.
     */
    setBillingAddress: (id: string, address: BillingAddress) => repository.setBillingAddress(id, address),
    /** Only a customer's account has a language: false for an advisor or staff login. */
    setLanguage: (userId: string, language: Language) => repository.setLanguage(userId, language),

    /**
     * Removes a number from the customer (both its ownership row and the list) in one transaction, the
     * customer's row locked first. The first number is the primary one and stays.
     */
    deletePhone(customerId: string, phoneE164: string) {
      return db.transaction(
        async (
          tx,
        ): Promise<{ ok: true; phoneNumbers: string[] } | { ok: false; reason: 'not-found' | 'primary' }> => {
          const rows = createCustomerRepository(tx);
          const list = await rows.lockPhoneNumbers(customerId);
          const index = list.indexOf(phoneE164);
          if (index === -1) return { ok: false, reason: 'not-found' };
          if (index === 0) return { ok: false, reason: 'primary' };
          await rows.deletePhoneOwnership(customerId, phoneE164);
          return { ok: true, phoneNumbers: await rows.removeFromPhoneList(customerId, phoneE164) };
        },
      );
    },

    /**
     * SPEC soft_delete_customer, in the caller's transaction (closing refunds the paid minutes left in the
     * same one): the row stays (purchases and calls keep their history) but the account is closed; its
     * verified numbers are released so the line can be registered again, and every session ends (also
     * done by the customers trigger, here explicitly so the answer can rely on it).
     */
    softDeleteIn,
  };
}

export type { CustomerRow };

export type CustomerService = ReturnType<typeof createCustomerService>;
