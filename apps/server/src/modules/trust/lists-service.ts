import type { AppDb } from '@app/db/client';
import { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import { shownCustomerName } from '@app/shared/rules/customer';
import { isLanguage } from '@app/shared/rules/language';
import { ALERT_LIFETIME_MS, alertMayFire, FAVORITES_MAX } from '@app/shared/rules/trust';
import type { Alerts } from '@app/shared/schemas/trust';
import { AppError } from '../../app-error.ts';
import { textNumberOf } from '../accounts/text-number.ts';
import { retryTransaction } from '../credits/money-transaction.ts';
import { queueMessage } from '../messages/message-jobs.ts';
import { createListsRepository, type ListsRepository } from './lists-repository.ts';
import { availabilityNotice } from './notices.ts';

const advisorNotFound = () => new AppError(404, 'NOT_FOUND', en.trust.errors.advisorNotFound);

/**
 * Favourites and "notify me when available". A request fires once: the pass that locks it first (every
 * instance runs one when any advisor starts taking calls, and a sweep runs every minute) marks it fired
 * and queues the message in the same transaction, so a second pass finds nothing to do.
 */
export function createListsService(deps: {
  db: AppDb;
  repository: ListsRepository;
  publicUrl: string;
  /** After a commit that queued messages. */
  onQueued: () => void;
}) {
  const { db, repository, publicUrl, onQueued } = deps;

  const toAlert = (row: Awaited<ReturnType<ListsRepository['openAlerts']>>[number]) => ({
    agentId: row.agentId,
    channel: row.channel,
    nightOk: row.nightOk,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  });

  /** Fires what may fire now; `agentId` narrows the pass to one advisor. Returns the messages queued. */
  async function fire(now: Date, agentId?: number): Promise<number> {
    const queued = await retryTransaction(db, async (tx) => {
      const rows = createListsRepository(tx);
      let n = 0;
      for (const alert of await rows.lockDueAlerts(now, agentId)) {
        const lastNoticeAt = await rows.lastNoticeAt(alert.customerId, alert.agentId);
        if (!alertMayFire({ now, lastNoticeAt, nightOk: alert.nightOk })) continue;
        const language = isLanguage(alert.customerLanguage) ? alert.customerLanguage : 'en';
        // A number removed since the request: the e-mail still reaches the customer.
        const phone = alert.channel === 'sms' ? await textNumberOf(tx, alert.customerId) : undefined;
        const channel = phone ? 'sms' : 'email';
        const notice = availabilityNotice({
          language,
          channel,
          customerName: shownCustomerName(alert.customerName, alert.customerEmail),
          advisorName: alert.advisorName,
          agentId: alert.agentId,
          publicUrl,
        });
        await rows.markFired(alert.id, now);
        if (
          await queueMessage(tx, {
            key: `alert:${alert.id}`,
            channel,
            to: phone ?? alert.customerEmail,
            ...notice,
          })
        ) {
          n += 1;
        }
      }
      return n;
    });
    if (queued > 0) onQueued();
    return queued;
  }

  /** Adds a favourite unless the customer has `max` already; true when it is (now) a favourite. */
  function addFavorite(customerId: string, agentId: number, max: number): Promise<boolean> {
    return db.transaction(async (tx) => {
      const rows = createListsRepository(tx);
      // The customer's row orders two concurrent adds of one customer, so the limit holds.
      await rows.lockCustomer(customerId);
      if (await rows.isFavorite(customerId, agentId)) return true;
      if ((await rows.countFavorites(customerId)) >= max) return false;
      await rows.insertFavorite(customerId, agentId);
      return true;
    });
  }

  return {
    async favorites(customerId: string) {
      return { favorites: await repository.favorites(customerId) };
    },

    async addFavorite(customerId: string, agentId: number): Promise<void> {
      if (!(await repository.activeAdvisor(agentId))) throw advisorNotFound();
      if (!(await addFavorite(customerId, agentId, FAVORITES_MAX))) {
        throw new AppError(
          409,
          'FAVORITES_LIMIT',
          formatMessage(en.trust.errors.favoritesLimit, { count: FAVORITES_MAX }),
        );
      }
    },

    removeFavorite: (customerId: string, agentId: number) => repository.removeFavorite(customerId, agentId),

    async alerts(customerId: string, now = new Date()): Promise<Alerts> {
      const [rows, phone] = await Promise.all([
        repository.openAlerts(customerId, now),
        textNumberOf(db, customerId),
      ]);
      return { alerts: rows.map(toAlert), canText: phone !== undefined };
    },

    async subscribe(
      customerId: string,
      agentId: number,
      input: { channel: 'sms' | 'email'; nightOk: boolean },
      now = new Date(),
    ) {
      if (!(await repository.activeAdvisor(agentId))) throw advisorNotFound();
      if (input.channel === 'sms' && !(await textNumberOf(db, customerId))) {
        throw new AppError(409, 'NO_PHONE', en.trust.errors.noPhone);
      }
      const row = await repository.upsertAlert({
        customerId,
        agentId,
        ...input,
        now,
        expiresAt: new Date(now.getTime() + ALERT_LIFETIME_MS),
      });
      return toAlert(row);
    },

    cancel: (customerId: string, agentId: number, now = new Date()) =>
      repository.cancelAlert(customerId, agentId, now),

    /** An advisor started taking calls (NOTIFY advisor_available from any instance). */
    fireFor: (agentId: number, now = new Date()) => fire(now, agentId),
    /** The minute's sweep: requests held back by the night or the 6-hour gap, and notifications missed. */
    fireDue: (now = new Date()) => fire(now),
  };
}

export type ListsService = ReturnType<typeof createListsService>;
