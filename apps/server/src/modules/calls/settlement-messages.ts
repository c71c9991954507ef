import type { AppDb } from '@app/db/client';
import { BRAND } from '@app/shared/brand';
import { SUPPORT_PHONE } from '@app/shared/constants';
import { messagesIn } from '@app/shared/messages/catalogue';
import { formatMessage } from '@app/shared/messages/format';
import { variantOf } from '@app/shared/messages/variant';
import { shownCustomerName } from '@app/shared/rules/customer';
import { genderContext } from '@app/shared/rules/grammatical-gender';
import { formatTimeIn, isLanguage, pathInLanguage } from '@app/shared/rules/language';
import { textNumberOf } from '../accounts/text-number.ts';
import { queueMessage } from '../messages/message-jobs.ts';
import { createCallAdvisorRepository } from './call-advisor-repository.ts';
import { callReceipt, callReceiptSms } from './call-receipt.ts';
import { createCallerRepository } from './caller-repository.ts';

/**
 * The call's receipt, queued in the settlement's transaction `tx` (so it is sent once, and only for a call
 * billed), in the customer's language, the way they chose on /profile: by e-mail (the default, and the
 * fallback when a text has no verified number to go to), by SMS, or not at all. A receipt is a
 * transactional message: the "offers and news" choice (emailnotifications) does not hold it back.
 */
export async function queueCallReceipt(
  tx: AppDb,
  call: {
    callSid: string;
    fromNumber: string;
    customerId: string;
    agentId: number | null;
    callStart: Date;
    durationSeconds: number;
    minutesBilled: number;
    minutesCredited: number;
    balanceAfter: number;
  },
): Promise<void> {
  const customer = await createCallerRepository(tx).receiptContact(call.customerId);
  if (!customer || customer.callReceipts === 'none') return;
  const advisor =
    call.agentId === null ? undefined : await createCallAdvisorRepository(tx).nameOf(call.agentId);
  const receipt = {
    language: isLanguage(customer.language) ? customer.language : 'en',
    customerName: shownCustomerName(customer.name, customer.email),
    advisorName: advisor?.name ?? '',
    advisorGender: advisor?.grammaticalGender ?? null,
    callStart: call.callStart,
    durationSeconds: call.durationSeconds,
    minutesBilled: call.minutesBilled,
    minutesCredited: call.minutesCredited,
    balanceAfter: call.balanceAfter,
  } as const;
  const phone =
    customer.callReceipts === 'sms' ? await textNumberOf(tx, call.customerId, call.fromNumber) : undefined;
  await queueMessage(
    tx,
    phone
      ? { key: `call-receipt:${call.callSid}`, channel: 'sms', to: phone, body: callReceiptSms(receipt) }
      : {
          key: `call-receipt:${call.callSid}`,
          channel: 'email',
          to: customer.email,
          ...callReceipt(receipt),
        },
  );
}

/**
 * The reserve's text: the advisor is held until `until`, a link to buy minutes, the number to call back.
 * To the number the customer called from when it is one of theirs, else their first verified number;
 * none without a verified number. Queued in the settlement's transaction `tx`, keyed by the call: once.
 */
export async function queueHoldText(
  tx: AppDb,
  hold: {
    callSid: string;
    customerId: string;
    fromNumber: string;
    advisorName: string;
    advisorGender: string | null;
    until: Date;
  },
  publicUrl: string,
): Promise<void> {
  const storedLanguage = await createCallerRepository(tx).languageOf(hold.customerId);
  const to = await textNumberOf(tx, hold.customerId, hold.fromNumber);
  if (storedLanguage === undefined || !to) return;
  const language = isLanguage(storedLanguage) ? storedLanguage : 'en';
  await queueMessage(tx, {
    key: `call-hold:${hold.callSid}`,
    channel: 'sms',
    to,
    body: formatMessage(
      variantOf(messagesIn(language).calls.hold, 'sms', {
        language,
        context: genderContext(hold.advisorGender),
      }),
      {
        product: BRAND.productName,
        advisor: hold.advisorName,
        time: formatTimeIn(language, hold.until),
        url: new URL(pathInLanguage('/purchase', language), publicUrl).href,
        phone: SUPPORT_PHONE,
      },
    ),
  });
}
