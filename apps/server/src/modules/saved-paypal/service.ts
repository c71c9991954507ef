import { createHash } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import { type Language, pathInLanguage } from '@app/shared/rules/language';
import { maskEmail } from '@app/shared/rules/masked-email';
import {
  DEFAULT_TOP_UP_BUNDLE_ID,
  type SavedPaypal,
  type SavedPaypalChoicesBody,
} from '@app/shared/schemas/saved-paypal';
import type { FastifyBaseLogger } from 'fastify';
import { type PayPalClient, PayPalError } from '../../adapters/paypal.ts';
import { AppError } from '../../app-error.ts';
import { moneyTransaction } from '../credits/money-transaction.ts';
import { createSavedPaypalRepository, type SavedPaypalRow } from './repository.ts';

/** What saving PayPal needs of our PayPal client: its Vault v3 calls. */
export type PayPalVault = Pick<
  PayPalClient,
  'createSetupToken' | 'createPaymentToken' | 'deletePaymentToken'
>;

/**
 * How long a click on "Save PayPal" counts as the same attempt: a second click (or a retried request)
 * within it gets the same setup token back from PayPal, by the same PayPal-Request-Id; a later one starts
 * afresh, since the customer has left the first approval page behind.
 */
export const ATTEMPT_WINDOW_MS = 15 * 60_000;

/** How many removed accounts one reconciliation pass asks PayPal to delete. */
const REMOVALS_PER_PASS = 50;

export interface SavedPaypalReconciliation {
  /** Deletions at PayPal confirmed this pass (or found already done), their rows gone. */
  removed: number;
  /** Deletions PayPal did not confirm this time: the next pass tries again. */
  errors: number;
}

const words = en.savedPaypal.errors;

/** A stable PayPal-Request-Id (UUID-shaped) for one step of one attempt: a retry sends the same one. */
function requestIdOf(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\n')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The row as the customer sees it: a removed account (still being deleted at PayPal) is no account. */
function toAnswer(row: SavedPaypalRow | undefined): SavedPaypal {
  if (row?.status === 'active') {
    return {
      status: 'active',
      emailMasked: row.emailMasked,
      topUpBundleId: row.topUpBundleId,
      autoTopUp: row.autoTopUp,
    };
  }
  return {
    status: row?.status === 'pending' ? 'pending' : 'none',
    emailMasked: null,
    topUpBundleId: row?.status === 'pending' ? row.topUpBundleId : DEFAULT_TOP_UP_BUNDLE_ID,
    autoTopUp: false,
  };
}

const exists = () => new AppError(409, 'SAVED_PAYPAL_EXISTS', words.alreadySaved);
const stillRemoving = () => new AppError(409, 'SAVED_PAYPAL_REMOVING', words.removing);
const unknownApproval = () => new AppError(404, 'SAVED_PAYPAL_NOT_FOUND', words.unknownApproval);
const notSaved = () => new AppError(404, 'SAVED_PAYPAL_NOT_FOUND', words.notSaved);
const providerFailed = (cause: unknown) =>
  new AppError(502, 'SAVED_PAYPAL_FAILED', words.provider, { cause, expose: true });

/** What PayPal's status and issue say, for a log line: never a token or an address. */
const failureOf = (error: unknown) =>
  error instanceof PayPalError
    ? { status: error.status, issue: error.issue ?? null }
    : { error: error instanceof Error ? error.name : 'unknown' };

/**
 * A customer's PayPal account saved for top-ups during a call (PayPal's Vault v3, outside any purchase):
 * a setup token the customer approves at PayPal, then a payment token we keep with the masked address.
 * PayPal is never called inside a transaction; a change of the row runs under the customer's row lock,
 * the lock a top-up takes, so a top-up sees the account as it stands (never one being removed).
 */
export function createSavedPaypalService(deps: {
  db: AppDb;
  paypal: PayPalVault | undefined;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());
  const rows = createSavedPaypalRepository(db);

  const paypalOrFail = (): PayPalVault => {
    if (!deps.paypal) throw new AppError(503, 'PAYPAL_UNAVAILABLE', words.unavailable, { expose: true });
    return deps.paypal;
  };

  /**
   * Deletes the payment token at PayPal, then its row (already 'removing'). PayPal's 404 means it is gone
   * already. Any other failure leaves the row for the reconciliation job; answers whether it went.
   */
  async function finishRemoval(paypal: PayPalVault, customerId: string, paymentTokenId: string) {
    try {
      await paypal.deletePaymentToken(paymentTokenId);
    } catch (error) {
      if (!(error instanceof PayPalError && error.status === 404)) {
        log.warn(
          { customerId, ...failureOf(error) },
          'saved PayPal account not deleted at PayPal yet; reconciliation tries again',
        );
        return false;
      }
    }
    await rows.deleteRemoved(customerId, paymentTokenId);
    return true;
  }

  /** A payment token made but not kept (the attempt changed meanwhile): deleted at PayPal, best effort. */
  async function discard(paypal: PayPalVault, customerId: string, paymentTokenId: string) {
    await paypal.deletePaymentToken(paymentTokenId).catch((error: unknown) => {
      log.warn({ customerId, ...failureOf(error) }, 'unkept PayPal payment token not deleted');
    });
  }

  return {
    async describe(customerId: string): Promise<SavedPaypal> {
      paypalOrFail();
      return toAnswer(await rows.find(customerId));
    },

    /**
     * Starts saving PayPal: a pending row, and a setup token whose approval page the customer is sent to.
     * PayPal sends them back to /profile (in the page's language) with the token's id.
     */
    async start(customerId: string, language: Language): Promise<{ approveUrl: string }> {
      const paypal = paypalOrFail();
      const found = await rows.find(customerId);
      // A removal PayPal has not confirmed yet: try it now rather than make the customer wait for the job.
      if (found?.status === 'removing' && found.paymentTokenId)
        await finishRemoval(paypal, customerId, found.paymentTokenId);
      const at = now();
      const attempt = await moneyTransaction(db, customerId, (tx) =>
        createSavedPaypalRepository(tx).openAttempt(
          customerId,
          at,
          new Date(at.getTime() - ATTEMPT_WINDOW_MS),
        ),
      );
      if (attempt.status === 'active') throw exists();
      if (attempt.status === 'removing') throw stillRemoving();

      const back = (outcome: 'return' | 'cancel') =>
        `${deps.publicUrl}${pathInLanguage(`/profile?saved_paypal=${outcome}`, language)}`;
      let token: { id: string; approveUrl: string | null };
      try {
        token = await paypal.createSetupToken({
          customerId,
          returnUrl: back('return'),
          cancelUrl: back('cancel'),
          requestId: requestIdOf('setup-token', customerId, attempt.createdAt.toISOString()),
        });
      } catch (error) {
        log.warn({ customerId, ...failureOf(error) }, 'PayPal refused a setup token');
        throw providerFailed(error);
      }
      if (!token.id || !token.approveUrl)
        throw providerFailed(new Error('setup token without approval link'));
      await rows.setSetupToken(customerId, attempt.createdAt, token.id);
      return { approveUrl: token.approveUrl };
    },

    /**
     * Back from PayPal: the approved setup token becomes the payment token we keep. A repeat after success
     * answers the saved account; a token that is not this customer's pending one is refused.
     */
    async confirm(customerId: string, setupTokenId: string): Promise<SavedPaypal> {
      const paypal = paypalOrFail();
      const row = await rows.find(customerId);
      if (row?.status === 'active') {
        if (row.setupTokenId === setupTokenId) return toAnswer(row);
        throw exists();
      }
      if (row?.status !== 'pending' || row.setupTokenId !== setupTokenId) throw unknownApproval();

      let saved: Awaited<ReturnType<PayPalVault['createPaymentToken']>>;
      try {
        saved = await paypal.createPaymentToken(
          setupTokenId,
          requestIdOf('payment-token', customerId, setupTokenId),
        );
      } catch (error) {
        if (error instanceof PayPalError && error.issue === 'SETUP_TOKEN_NOT_TOKENIZED')
          throw new AppError(409, 'SAVED_PAYPAL_NOT_APPROVED', words.notApproved);
        if (
          error instanceof PayPalError &&
          (error.status === 404 || error.issue === 'SETUP_TOKEN_ALREADY_USED')
        )
          throw unknownApproval();
        log.warn({ customerId, ...failureOf(error) }, 'PayPal refused a payment token');
        throw providerFailed(error);
      }
      if (!saved.id) throw providerFailed(new Error('payment token without an id'));

      const activated = await moneyTransaction(db, customerId, (tx) =>
        createSavedPaypalRepository(tx).activate(
          customerId,
          setupTokenId,
          {
            paymentTokenId: saved.id,
            paypalCustomerId: saved.paypalCustomerId,
            // Only the masked form is kept: the full address is PayPal's to hold, not ours.
            emailMasked: saved.email === null ? null : maskEmail(saved.email),
          },
          now(),
        ),
      );
      if (activated) return toAnswer(activated);
      // Another request finished this confirmation first, or the customer started again meanwhile.
      const current = await rows.find(customerId);
      if (current?.status === 'active' && current.paymentTokenId === saved.id) return toAnswer(current);
      await discard(paypal, customerId, saved.id);
      throw unknownApproval();
    },

    /** The bundle a top-up buys (one on sale) and the automatic top-up, for a saved account only. */
    async choose(customerId: string, body: SavedPaypalChoicesBody): Promise<SavedPaypal> {
      paypalOrFail();
      return moneyTransaction(db, customerId, async (tx) => {
        const locked = createSavedPaypalRepository(tx);
        if ((await locked.find(customerId))?.status !== 'active') throw notSaved();
        if (body.topUpBundleId !== undefined && !(await locked.isBundleOnSale(body.topUpBundleId)))
          throw new AppError(
            400,
            'INVALID_BUNDLE',
            formatMessage(words.bundle, { bundle: body.topUpBundleId }),
          );
        const choices = {
          ...(body.topUpBundleId === undefined ? {} : { topUpBundleId: body.topUpBundleId }),
          ...(body.autoTopUp === undefined ? {} : { autoTopUp: body.autoTopUp }),
        };
        return toAnswer(await locked.setChoices(customerId, choices, now()));
      });
    },

    /**
     * Removes the saved account: marked 'removing' first (committed, so no top-up charges it again), then
     * deleted at PayPal outside the transaction; if PayPal does not confirm, the reconciliation job does it.
     * An attempt never approved just goes.
     */
    async remove(customerId: string): Promise<void> {
      const paypal = paypalOrFail();
      const marked = await moneyTransaction(db, customerId, async (tx) => {
        const locked = createSavedPaypalRepository(tx);
        const row = await locked.find(customerId);
        if (!row) throw notSaved();
        if (row.status === 'pending') {
          await locked.deletePending(customerId);
          return undefined;
        }
        return locked.markRemoving(customerId, now());
      });
      if (marked?.paymentTokenId) await finishRemoval(paypal, customerId, marked.paymentTokenId);
    },

    /** The reconciliation step: deletions at PayPal that a removal could not confirm, tried again. */
    async retryRemovals(): Promise<SavedPaypalReconciliation> {
      const result: SavedPaypalReconciliation = { removed: 0, errors: 0 };
      if (!deps.paypal) return result;
      for (const row of await rows.listRemoving(REMOVALS_PER_PASS)) {
        if (!row.paymentTokenId) continue;
        if (await finishRemoval(deps.paypal, row.customerId, row.paymentTokenId)) result.removed += 1;
        else result.errors += 1;
      }
      return result;
    },
  };
}

export type SavedPaypalService = ReturnType<typeof createSavedPaypalService>;
