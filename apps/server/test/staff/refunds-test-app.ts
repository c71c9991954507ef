import { randomUUID } from 'node:crypto';
import { creditLedger, paymentOrders, purchases, refunds } from '@app/db/schema';
import { and, eq } from 'drizzle-orm';
import { type SignedInCustomer, signedInCustomer } from '../helpers/customers.ts';
import { paymentFlows } from '../helpers/payments.ts';
import { auditRowsOf, useStaffTestApp } from '../helpers/staff.ts';

export type Provider = 'paypal' | 'interac';
const emulatorPath = (provider: Provider) => (provider === 'paypal' ? '/dev/paypal' : '/dev/gigadat');

/**
 * The refund files' app: useStaffTestApp with the admin calling from 203.0.113.9, the purchase flows, and
 * the reads of refunds, their ledger rows, orders and audit rows. Read late, as useTestApp's answer.
 */
export function useRefundsTestApp() {
  const { t, admin, asAdmin } = useStaffTestApp({ adminAddress: '203.0.113.9' });
  const flows = paymentFlows(t);

  /** A signed-in customer who bought bundle-10 through `provider`; returns them and the purchase row. */
  async function buyer(provider: Provider, who?: SignedInCustomer) {
    const customer = who ?? (await signedInCustomer(t.app));
    if (provider === 'paypal') {
      const id = await flows.paypalOrder(customer);
      await flows.approve(id);
      const captured = await flows.capture(customer, id);
      if (captured.statusCode !== 200) throw new Error(`capture ${captured.statusCode}`);
      const [row] = await t.db.select().from(purchases).where(eq(purchases.orderId, id));
      if (!row) throw new Error('paypal purchase not credited');
      return { who: customer, purchase: row };
    }
    const { paymentUrl, transactionId } = await flows.interacOrder(customer);
    await flows.webflow(paymentUrl, 'pay');
    await flows.pollInterac(customer, transactionId);
    const [row] = await t.db.select().from(purchases).where(eq(purchases.orderId, transactionId));
    if (!row) throw new Error('interac purchase not credited');
    return { who: customer, purchase: row };
  }

  const refund = (purchaseId: string, body: Record<string, unknown>, api = asAdmin) =>
    api.post(`/api/staff/purchases/${purchaseId}/refunds`, {
      requestId: randomUUID(),
      note: 'Customer asked for a refund',
      ...body,
    });

  async function emulatorRefunds(provider: Provider) {
    const res = await t.app.inject({ method: 'GET', url: `${emulatorPath(provider)}/refunds` });
    return (res.json() as { refunds: { id: string; key: string; paymentId: string; amountCents: number }[] })
      .refunds;
  }

  const nextRefund = (provider: Provider, mode: 'refuse' | 'lose') =>
    t.app.inject({ method: 'POST', url: `${emulatorPath(provider)}/refunds/next`, payload: { mode } });

  const refundRowsOf = (purchaseId: string) =>
    t.db.select().from(refunds).where(eq(refunds.purchaseId, purchaseId));

  const refundLedgerOf = (customerId: string) =>
    t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.customerId, customerId), eq(creditLedger.kind, 'refund')));

  async function orderStatusOf(paymentOrderId: string | null) {
    if (!paymentOrderId) throw new Error('no payment order');
    const [row] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, paymentOrderId));
    return row;
  }

  /** The audit rows of the refunds of a customer's purchases. */
  const refundAuditRowsOf = async (customerId: string) =>
    (await auditRowsOf(t.db, `customer:${customerId}`)).filter((row) => row.action === 'refund.create');

  return {
    t,
    admin,
    asAdmin,
    flows,
    buyer,
    refund,
    emulatorRefunds,
    nextRefund,
    refundRowsOf,
    refundLedgerOf,
    orderStatusOf,
    refundAuditRowsOf,
  };
}
