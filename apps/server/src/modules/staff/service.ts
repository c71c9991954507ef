import { shownCustomerName } from '@app/shared/rules/customer';
import type { Language } from '@app/shared/rules/language';
import {
  STAFF_SUPPORT_ADJUST_CAP,
  type StaffCustomer,
  type StaffCustomerDetail,
  type StaffCustomerPage,
} from '@app/shared/schemas/staff';
import { AppError } from '../../app-error.ts';
import { can } from '../accounts/roles.ts';
import type { SignedInStaff } from '../accounts/session-guard.ts';
import type { StaffActor } from '../accounts/staff-guard.ts';
import { type AuditLog, auditActorOf, customerTarget } from '../audit/log.ts';
import { InsufficientCreditsError } from '../credits/ledger.ts';
import { CustomerNotFoundError } from '../credits/money-transaction.ts';
import { withRefunds } from '../payments/refund-service.ts';
import type { CustomerChanges } from './customer-changes.ts';
import type { CustomerSearch, StaffRepository } from './repository.ts';

type CustomerRow = NonNullable<Awaited<ReturnType<StaffRepository['findCustomer']>>>;

/** The staff member acting and where from (Fastify's trustProxy-aware request.ip). */
const notFound = () => new AppError(404, 'NOT_FOUND', 'No customer with this id.');
const deletedAccount = () =>
  new AppError(409, 'ACCOUNT_DELETED', 'This account was deleted by its owner and cannot be used again.');

function toStaffCustomer(row: CustomerRow): StaffCustomer {
  return {
    id: row.id,
    email: row.email,
    // '' when the customer gave no first name: lists show the e-mail, never the sign-up default.
    name: shownCustomerName(row.name, row.email) ?? '',
    credits: row.credits,
    // A deleted account is closed too, whatever its flag says.
    isActive: row.isActive && row.deletedAt === null,
    emailVerified: row.emailVerified,
    phoneNumbers: row.phoneNumbers,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

export interface StaffServiceDependencies {
  repository: StaffRepository;
  changes: CustomerChanges;
  audit: AuditLog;
  /** better-auth's verification e-mail (its link and token), through the app's per-address limit. */
  sendVerificationEmail: (email: string) => Promise<void>;
  now?: () => Date;
}

/**
 * The back office's rules: who may adjust how much, what a replay answers, which accounts can be
 * reopened. Every change and its audit row commit together (customer-changes.ts, audit/log.ts).
 */
export function createStaffService({
  repository,
  changes,
  audit,
  sendVerificationEmail,
  now = () => new Date(),
}: StaffServiceDependencies) {
  async function customerOrNotFound(customerId: string): Promise<CustomerRow> {
    const row = await repository.findCustomer(customerId);
    if (!row) throw notFound();
    return row;
  }

  return {
    async searchCustomers(search: CustomerSearch): Promise<StaffCustomerPage> {
      const { rows, total } = await repository.searchCustomers(search);
      return { items: rows.map(toStaffCustomer), total, page: search.page, pageSize: search.pageSize };
    },

    /** `language`: the staff page's, which bundles are named in. */
    async customerDetail(
      customerId: string,
      staff: SignedInStaff,
      language: Language = 'en',
    ): Promise<StaffCustomerDetail> {
      const customer = await customerOrNotFound(customerId);
      const [ledger, purchases, refunds, calls, couponUses, sessions] = await Promise.all([
        repository.ledger(customerId),
        repository.purchases(customerId),
        repository.refunds(customerId),
        repository.calls(customerId),
        repository.couponUses(customerId),
        repository.sessions(customerId, now()),
      ]);
      return {
        customer: toStaffCustomer(customer),
        ledger: ledger.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        purchases: withRefunds(purchases, refunds).map(({ bundleFr, ...row }) => ({
          ...row,
          bundle: language === 'fr' ? bundleFr : row.bundle,
          createdAt: row.createdAt.toISOString(),
        })),
        calls: calls.map((row) => ({
          ...row,
          startedAt: row.startedAt.toISOString(),
          advisor: row.advisor ?? 'Unknown advisor',
        })),
        couponUses: couponUses.map((row) => ({ ...row, usedAt: row.usedAt.toISOString() })),
        sessions: sessions.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
        })),
        canAdjustUnlimited: can(staff.role, { credits: ['adjust-unlimited'] }),
        canRefund: can(staff.role, { refunds: ['create'] }),
      };
    },

    async adjust(
      actor: StaffActor,
      customerId: string,
      input: { delta: number; reason: string; note: string; requestId: string },
    ): Promise<{ balance: number; ledgerEntryId: number }> {
      // Checked before anything is read: the cap is the role's, whatever the customer's balance.
      if (
        Math.abs(input.delta) > STAFF_SUPPORT_ADJUST_CAP &&
        !can(actor.role, { credits: ['adjust-unlimited'] })
      ) {
        throw new AppError(
          403,
          'ADJUST_CAP',
          `Support can add or take at most ${STAFF_SUPPORT_ADJUST_CAP} minutes at once; ask an admin for more.`,
        );
      }
      try {
        const result = await changes.adjustCredits({
          customerId,
          delta: input.delta,
          requestId: input.requestId,
          ledgerNote: `${input.reason}: ${input.note}`,
          audit: {
            actor: auditActorOf(actor),
            target: customerTarget(customerId),
            reason: input.note,
            adjustReason: input.reason,
          },
        });
        return { balance: result.balance, ledgerEntryId: result.ledgerEntryId };
      } catch (error) {
        if (error instanceof CustomerNotFoundError) throw notFound();
        if (error instanceof InsufficientCreditsError) {
          throw new AppError(
            409,
            'INSUFFICIENT_CREDITS',
            `Cannot take ${error.requested} minutes: the balance is ${error.balance} minutes, and it cannot go below zero.`,
          );
        }
        throw error;
      }
    },

    async setActive(
      actor: StaffActor,
      customerId: string,
      active: boolean,
      note: string,
    ): Promise<StaffCustomer> {
      const outcome = await changes.setActive({
        customerId,
        active,
        audit: { actor: auditActorOf(actor), target: customerTarget(customerId), reason: note },
      });
      if (outcome === 'not-found') throw notFound();
      if (outcome === 'deleted') throw deletedAccount();
      return toStaffCustomer(await customerOrNotFound(customerId));
    },

    async resendVerification(actor: StaffActor, customerId: string): Promise<void> {
      const customer = await customerOrNotFound(customerId);
      if (customer.deletedAt) throw deletedAccount();
      if (customer.emailVerified) {
        throw new AppError(409, 'ALREADY_VERIFIED', 'This e-mail address is already verified.');
      }
      // Sent first: the row records an e-mail that left (the per-address limit may still drop it, as
      // it would for the customer's own request).
      await sendVerificationEmail(customer.email);
      await audit.record({
        actor: auditActorOf(actor),
        action: 'customer.resend_verification',
        target: customerTarget(customerId),
        before: null,
        after: { email: customer.email },
        reason: null,
      });
    },

    async signOutEverywhere(actor: StaffActor, customerId: string, note: string): Promise<void> {
      const found = await changes.endSessions({
        customerId,
        audit: { actor: auditActorOf(actor), target: customerTarget(customerId), reason: note },
      });
      if (!found) throw notFound();
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
