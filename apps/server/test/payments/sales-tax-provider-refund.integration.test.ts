import { paymentOrders, purchases } from '@app/db/schema';
import { torontoDateOf } from '@app/shared/rules/week';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORIGIN, signedInCustomer } from '../helpers/customers.ts';
import { paymentFlows } from '../helpers/payments.ts';
import { useStaffTestApp } from '../helpers/staff.ts';

/** The tax report's rows for one province and tax, by period kind. */
function reportRows(csv: string, province: string, tax: string) {
  const [header = '', ...lines] = csv.trim().split(/\r?\n/);
  const cells = (line: string) => line.split(',').map((cell) => cell.replace(/^"|"$/g, ''));
  const names = cells(header);
  return lines
    .map((line) => Object.fromEntries(cells(line).map((cell, i) => [names[i], cell])))
    .filter((row) => row.province === province && row.tax === tax);
}

describe('a refund made at the provider, not by our staff', () => {
  const { t, asAdmin } = useStaffTestApp();
  const flows = paymentFlows(t);

  it('gives back every tax line of the purchase in the remittance report, on the day PayPal reported it', async () => {
    const who = await signedInCustomer(t.app);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${who.id}/billing-address`,
      headers: { origin: ORIGIN, cookie: who.cookie },
      payload: { province: 'NB', postalCode: 'E1C 4M3' },
    });
    expect(saved.statusCode).toBe(200);
    const paypalId = await flows.paypalOrder(who, 'bundle-10');
    await flows.approve(paypalId);
    expect((await flows.capture(who, paypalId)).statusCode).toBe(200);
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.orderId, paypalId));
    expect(purchase?.taxLines).toEqual([{ name: 'HST', ratePer100k: 15_000, amountCents: 375 }]);

    const day = torontoDateOf(new Date());
    const report = async () =>
      reportRows((await asAdmin.get(`/api/staff/exports/tax.csv?from=${day}&to=${day}`)).body, 'NB', 'HST');
    for (const row of await report())
      expect(row).toMatchObject({ collected: '3.75', refunded: '0', net: '3.75' });

    // Refunded from PayPal's own dashboard: its webhook marks the order refunded; no refund row of ours.
    await t.app.inject({
      method: 'POST',
      url: '/dev/paypal/simulate-webhook',
      payload: { orderId: paypalId, eventType: 'PAYMENT.CAPTURE.REFUNDED' },
    });
    const [order] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, paypalId));
    expect(order?.status).toBe('refunded');
    const rows = await report();
    expect(rows.map((row) => row.period_kind).sort()).toEqual(['month', 'quarter']);
    for (const row of rows) expect(row).toMatchObject({ collected: '3.75', refunded: '3.75', net: '0' });
  });
});
