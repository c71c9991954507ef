import type { AppDb } from '@app/db/client';
import { closureRefunds, purchases, staffAuditLog } from '@app/db/schema';
import { BRAND } from '@app/shared/brand';
import { messagesIn } from '@app/shared/messages/catalogue';
import { formatMessage } from '@app/shared/messages/format';
import type { Language } from '@app/shared/rules/language';
import type { StaffAuditAction } from '@app/shared/schemas/staff';
import { and, eq } from 'drizzle-orm';
import { type AppSource, appOf } from '../helpers/build-test-app.ts';
import { ORIGIN, readOutbox, type SignedInCustomer } from '../helpers/customers.ts';
import type { paymentFlows } from '../helpers/payments.ts';
import type { Provider } from '../staff/refunds-test-app.ts';

/** The closure's requests as the dashboard sends them, and the rows its tests read. */
export function closureClient(source: AppSource) {
  const app = () => appOf(source);
  const headers = (who: SignedInCustomer, language?: string) => ({
    origin: ORIGIN,
    cookie: who.cookie,
    ...(language ? { 'accept-language': language } : {}),
  });
  return {
    preview: (who: SignedInCustomer, language?: string) =>
      app().inject({
        method: 'GET',
        url: `/api/customers/${who.id}/closure`,
        headers: headers(who, language),
      }),
    close: (who: SignedInCustomer, language?: string) =>
      app().inject({
        method: 'DELETE',
        url: `/api/customers/${who.id}`,
        headers: headers(who, language),
        payload: { confirm: language?.startsWith('fr') ? 'SUPPRIMER' : 'DELETE' },
      }),
  };
}

/** `who` buys `bundle` through `provider` as the browser does (the emulators answer in-process). */
export async function buy(
  flows: ReturnType<typeof paymentFlows>,
  db: AppDb,
  who: SignedInCustomer,
  provider: Provider,
  bundle = 'bundle-10',
) {
  let orderId: string;
  if (provider === 'paypal') {
    orderId = await flows.paypalOrder(who, bundle);
    await flows.approve(orderId);
    const captured = await flows.capture(who, orderId);
    if (captured.statusCode !== 200) throw new Error(`capture ${captured.statusCode} ${captured.body}`);
  } else {
    const { paymentUrl, transactionId } = await flows.interacOrder(who, bundle);
    await flows.webflow(paymentUrl, 'pay');
    await flows.pollInterac(who, transactionId);
    orderId = transactionId;
  }
  const [row] = await db.select().from(purchases).where(eq(purchases.orderId, orderId));
  if (!row) throw new Error(`${provider} purchase ${orderId} not credited`);
  return row;
}

/** The closure refunds of a customer. */
export const closureRowsOf = (db: AppDb, customerId: string) =>
  db.select().from(closureRefunds).where(eq(closureRefunds.customerId, customerId));

/** The audit rows of a customer for one action, oldest first. */
export const auditOf = (db: AppDb, customerId: string, action: StaffAuditAction) =>
  db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.target, `customer:${customerId}`), eq(staffAuditLog.action, action)))
    .orderBy(staffAuditLog.id);

/** The account-closed e-mail sent to `email` (the refund notices come beside it). */
export async function closedEmailTo(source: AppSource, email: string, language: Language = 'en') {
  const subject = formatMessage(messagesIn(language).auth.emails.deleted.subject, {
    product: BRAND.productName,
  });
  const mail = (await readOutbox(appOf(source))).find(
    (entry) => entry.to === email && entry.subject === subject,
  );
  if (!mail) throw new Error(`no account-closed e-mail to ${email}`);
  return mail;
}
