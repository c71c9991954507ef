import { randomUUID } from 'node:crypto';
import { paymentOrders, purchases, refunds, staffAuditLog } from '@app/db/schema';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app.ts';
import { ORIGIN, type SignedInCustomer, signedInCustomer } from '../helpers/customers.ts';
import { paymentFlows } from '../helpers/payments.ts';
import { useStaffTestApp } from '../helpers/staff.ts';
import { bundle10Quote, salesTaxApi, today } from './sales-tax-fixtures.ts';

// Purchases, receipts and the exports by the customer's province; the billing address and the quote are
// in sales-tax-quote.integration.test.ts.

const GST_NUMBER = '000000000 RT 0000';

/** A CSV's rows as objects by header (the cells these tests read hold no comma or quote). */
function csvRows(csv: string): Record<string, string>[] {
  const cells = (line: string) => line.split(',').map((cell) => cell.replace(/^"|"$/g, ''));
  const [header = '', ...lines] = csv.trim().split(/\r?\n/);
  const names = cells(header);
  return lines.map((line) => Object.fromEntries(cells(line).map((cell, i) => [names[i], cell])));
}

describe('sales tax by the customer’s province', () => {
  const { t, asAdmin, asSupport } = useStaffTestApp();
  const flows = paymentFlows(t);
  const api = salesTaxApi(t);

  async function buyWithPayPal(who: SignedInCustomer, bundle = 'bundle-10') {
    const paypalId = await flows.paypalOrder(who, bundle);
    await flows.approve(paypalId);
    const captured = await flows.capture(who, paypalId);
    expect(captured.statusCode).toBe(200);
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.orderId, paypalId));
    if (!purchase) throw new Error('not credited');
    return purchase;
  }

  it('an Ontario customer pays HST through PayPal; the receipt has one HST line and the GST/HST number only; both exports show it under ON', async () => {
    const who = await signedInCustomer(t.app);
    const saved = await api.setAddress(who, who.id, { province: 'ON', postalCode: 'k1a0b1' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().customer.billingAddress).toEqual({ province: 'ON', postalCode: 'K1A 0B1' });
    expect((await api.getCustomer(who)).json().customer.billingAddress).toEqual({
      province: 'ON',
      postalCode: 'K1A 0B1',
    });

    // The quote defaults to the customer's province: $25.00 + 13 % HST.
    const quote = await api.quote({ bundle: 'bundle-10' }, who);
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toEqual(
      bundle10Quote({
        province: 'ON',
        taxes: [{ name: 'HST', rate: 0.13, amountCents: 325 }],
        totalCents: 2825,
      }),
    );

    const purchase = await buyWithPayPal(who);
    expect(purchase).toMatchObject({
      amountCents: 2825,
      taxCents: 325,
      taxProvince: 'ON',
      taxLines: [{ name: 'HST', ratePer100k: 13_000, amountCents: 325 }],
      taxRegistrations: [{ name: 'GST', number: GST_NUMBER }],
    });
    const [order] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, purchase.paymentOrderId ?? ''));
    expect(order).toMatchObject({ taxProvince: 'ON', taxCents: 325, totalCents: 2825 });

    const receipt = await api.receipt(who, purchase.id);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().receipt).toMatchObject({
      province: 'ON',
      taxes: [{ name: 'HST', rate: 0.13, amountCents: 325 }],
      taxCents: 325,
      totalCents: 2825,
      registrations: [{ name: 'GST', number: GST_NUMBER }],
    });

    // The accounting export: the existing columns first, then the province and one column per tax.
    const day = today();
    const accounting = await asAdmin.get(`/api/staff/exports/accounting.csv?from=${day}&to=${day}`);
    expect(accounting.statusCode).toBe(200);
    expect(Object.keys(csvRows(accounting.body)[0] ?? {}).slice(-8)).toEqual([
      'coupon',
      'refunded_to_date',
      'province',
      'GST',
      'HST',
      'QST',
      'PST',
      'RST',
    ]);
    const row = csvRows(accounting.body).find((r) => r.purchase_id === purchase.id && r.type === 'purchase');
    expect(row).toMatchObject({ province: 'ON', sales_tax: '3.25', GST: '0', HST: '3.25', QST: '0' });

    // A partial refund ($11.30 of $28.25) gives back 13 % of its part: $1.30 of HST.
    const refunded = await asAdmin.post(`/api/staff/purchases/${purchase.id}/refunds`, {
      requestId: randomUUID(),
      amountCents: 1130,
      minutes: 0,
      note: 'Partial refund',
    });
    expect(refunded.statusCode).toBe(200);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.purchaseId, purchase.id));
    expect(refund).toMatchObject({
      status: 'completed',
      taxLines: [{ name: 'HST', ratePer100k: 13_000, amountCents: 130 }],
    });

    const report = await asAdmin.get(`/api/staff/exports/tax.csv?from=${day}&to=${day}`);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csvRows(report.body).filter((r) => r.province === 'ON' && r.tax === 'HST');
    expect(lines.map((r) => r.period_kind).sort()).toEqual(['month', 'quarter']);
    for (const line of lines) {
      // Other tests of this file may buy in Ontario today too: at least this purchase and this refund.
      expect(Number(line.collected)).toBeGreaterThanOrEqual(3.25);
      expect(Number(line.refunded)).toBeGreaterThanOrEqual(1.3);
      expect(Number(line.net)).toBeCloseTo(Number(line.collected) - Number(line.refunded), 2);
      expect(line.rate).toBe('0.13');
    }
    const refundRow = csvRows(
      (await asAdmin.get(`/api/staff/exports/accounting.csv?from=${day}&to=${day}`)).body,
    ).find((r) => r.refund_id === refund?.id);
    expect(refundRow).toMatchObject({ province: 'ON', sales_tax: '-1.3', HST: '-1.3', GST: '0' });
  });

  it('the remittance report is admin’s only, audited, and names a bad range', async () => {
    const day = today();
    expect((await asSupport.get(`/api/staff/exports/tax.csv?from=${day}&to=${day}`)).statusCode).toBe(403);
    const before = await t.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'export.tax'));
    const ok = await asAdmin.get(`/api/staff/exports/tax.csv?from=${day}&to=${day}`);
    expect(ok.statusCode).toBe(200);
    const [audit] = await t.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'export.tax'))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ actorRole: 'admin', target: `export:tax:${day}..${day}` });
    expect(
      (await t.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'export.tax'))).length,
    ).toBe(before.length + 1);

    const missing = await asAdmin.get('/api/staff/exports/tax.csv?from=2026-01-01');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/^to: /);
    const reversed = await asAdmin.get('/api/staff/exports/tax.csv?from=2026-02-01&to=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.message).toMatch(/^to: /);
    const noSuchDay = await asAdmin.get('/api/staff/exports/tax.csv?from=2026-02-30&to=2026-03-01');
    expect(noSuchDay.statusCode).toBe(400);
    expect(noSuchDay.json().error.message).toMatch(/^from: /);
  });

  it('a province changed between order and capture leaves the purchase with the order’s figures', async () => {
    const who = await signedInCustomer(t.app);
    // No address yet: the order is taxed as in Québec.
    const paypalId = await flows.paypalOrder(who, 'bundle-10');
    expect((await api.setAddress(who, who.id, { province: 'ON', postalCode: 'M5V 2T6' })).statusCode).toBe(
      200,
    );
    await flows.approve(paypalId);
    expect((await flows.capture(who, paypalId)).statusCode).toBe(200);
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.orderId, paypalId));
    expect(purchase).toMatchObject({
      taxProvince: 'QC',
      taxCents: 374,
      amountCents: 2874,
      taxLines: [
        { name: 'GST', ratePer100k: 5_000, amountCents: 125 },
        { name: 'QST', ratePer100k: 9_975, amountCents: 249 },
      ],
      taxRegistrations: [
        { name: 'GST', number: GST_NUMBER },
        { name: 'QST', number: '0000000000 TQ 0000' },
      ],
    });
    const receipt = (await api.receipt(who, purchase?.id ?? '')).json().receipt;
    expect(receipt.province).toBe('QC');
    expect(receipt.taxes.map((tax: { name: string }) => tax.name)).toEqual(['GST', 'QST']);
    // The next order is taxed in Ontario.
    expect((await buyWithPayPal(who)).taxProvince).toBe('ON');
  });

  it('an Interac order carries the Ontario total', async () => {
    const who = await signedInCustomer(t.app);
    await api.setAddress(who, who.id, { province: 'ON', postalCode: 'K1A 0B1' });
    const { paymentUrl, transactionId } = await flows.interacOrder(who, 'bundle-10');
    const [order] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, transactionId));
    expect(order).toMatchObject({ taxProvince: 'ON', taxCents: 325, totalCents: 2825 });
    await flows.webflow(paymentUrl, 'pay');
    await flows.pollInterac(who, transactionId);
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.orderId, transactionId));
    expect(purchase).toMatchObject({ amountCents: 2825, taxProvince: 'ON' });
  });

  it('coupons/validate prices in the customer’s province', async () => {
    const who = await signedInCustomer(t.app);
    await api.setAddress(who, who.id, { province: 'NS', postalCode: 'B3H 1A1' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/validate',
      headers: { origin: ORIGIN, cookie: who.cookie },
      payload: { code: 'WELCOME25', bundleId: 'bundle-20' },
    });
    expect(res.statusCode).toBe(200);
    // $37.50 after 25 % off, Nova Scotia's 14 % HST since 2025-04-01.
    expect(res.json().summary).toMatchObject({
      province: 'NS',
      taxableCents: 3750,
      taxes: [{ name: 'HST', rate: 0.14, amountCents: 525 }],
      taxCents: 525,
      totalCents: 4275,
    });
  });
});

describe('a provincial sales tax switched on (PROVINCIAL_SALES_TAX)', () => {
  const t = useTestApp({ provincialSalesTax: [{ province: 'BC', number: 'PST-1234-5678' }] });

  it('charges British Columbia’s PST and records its number beside the GST/HST one', async () => {
    const api = salesTaxApi(t);
    const who = await signedInCustomer(t.app);
    await api.setAddress(who, who.id, { province: 'BC', postalCode: 'V6B 1A1' });
    expect((await api.quote({ bundle: 'bundle-10' }, who)).json().taxes).toEqual([
      { name: 'GST', rate: 0.05, amountCents: 125 },
      { name: 'PST', rate: 0.07, amountCents: 175 },
    ]);
    const flows = paymentFlows(t);
    const paypalId = await flows.paypalOrder(who, 'bundle-10');
    const [order] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, paypalId));
    expect(order).toMatchObject({
      taxCents: 300,
      totalCents: 2800,
      taxRegistrations: [
        { name: 'GST', number: GST_NUMBER },
        { name: 'PST', number: 'PST-1234-5678' },
      ],
    });
  });
});
