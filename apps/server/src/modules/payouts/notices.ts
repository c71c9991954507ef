import type { AppDb } from '@app/db/client';
import { BRAND } from '@app/shared/brand';
import { messagesIn } from '@app/shared/messages/catalogue';
import { formatMessage } from '@app/shared/messages/format';
import type { PayoutMethod } from '@app/shared/rules/earnings';
import { formatMoneyIn, isLanguage } from '@app/shared/rules/language';
import { queueMessage } from '../messages/message-jobs.ts';
import { createPayoutsRepository } from './repository.ts';

/** What happened to a payout item that the advisor hears about. */
export type PayoutNotice = 'sent' | 'landed' | 'failed' | 'returned' | 'unclaimed';

interface NoticeItem {
  id: string;
  agentId: number;
  amountCents: number;
  method: PayoutMethod;
  destination: string;
}

/**
 * Queues the advisor's e-mail and text about a payout item, in their language, in the caller's
 * transaction; keyed by the item and the event, so whoever settles it, it is said once. The language is
 * the one their payout details were last confirmed in (payout_profiles.language).
 */
export async function queueAdvisorNotice(tx: AppDb, item: NoticeItem, notice: PayoutNotice): Promise<void> {
  const contact = await createPayoutsRepository(tx).contactOf(item.agentId);
  if (!contact) return;
  const language = isLanguage(contact.language) ? contact.language : 'en';
  const texts = messagesIn(language).payouts;
  const section = notice === 'sent' ? texts.sent : notice === 'landed' ? texts.landed : texts.returned;
  const vars = {
    product: BRAND.productName,
    advisor: contact.name,
    amount: formatMoneyIn(language, item.amountCents),
    method: texts.methods[item.method],
    destination: item.destination,
    outcome:
      notice === 'failed' || notice === 'returned' || notice === 'unclaimed' ? texts.outcomes[notice] : '',
  };
  const key = `payout-${notice === 'sent' || notice === 'landed' ? notice : 'returned'}:${item.id}`;
  if (contact.email) {
    await queueMessage(tx, {
      key: `${key}:email`,
      channel: 'email',
      to: contact.email,
      subject: formatMessage(section.subject, vars),
      body: formatMessage(section.body, vars),
    });
  }
  await queueMessage(tx, {
    key: `${key}:sms`,
    channel: 'sms',
    to: contact.phone,
    body: formatMessage(section.sms, vars),
  });
}

/**
 * The staff's alert of a payout that came back: the app has no staff alert channel, so it is an e-mail to
 * the support address (BRAND.supportEmail), queued in the same transaction, once per item.
 */
export async function queueStaffAlert(
  tx: AppDb,
  item: NoticeItem,
  outcome: 'failed' | 'returned' | 'unclaimed',
  reason: string | null,
): Promise<void> {
  const texts = messagesIn('en').payouts;
  const vars = {
    itemId: item.id,
    agentId: item.agentId,
    amount: formatMoneyIn('en', item.amountCents),
    method: texts.methods[item.method],
    outcome,
    reason: reason ?? '—',
  };
  await queueMessage(tx, {
    key: `payout-alert:${item.id}`,
    channel: 'email',
    to: BRAND.supportEmail,
    subject: formatMessage(texts.staffAlert.subject, vars),
    body: formatMessage(texts.staffAlert.body, vars),
  });
}
