import type { AppDb } from '@app/db/client';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { MessageSender, QueuedMessage } from '../messages/message-jobs.ts';
import { receiptEmail } from './receipt-email.ts';
import type { ReceiptRepository, ReceiptRow } from './receipt-repository.ts';
import { createReceiptService, toReceipt } from './receipts.ts';

const BUSINESS = {
  legalName: 'Example <Psychics> Inc.',
  address: '1 Example Street, Montréal, QC',
  gstNumber: '123456789 RT 0001',
  qstNumber: '1234567890 TQ 0001',
};

const ROW: ReceiptRow = {
  purchaseId: '5eed0000-0000-4000-8000-0000000000aa',
  customerId: 'customer-1',
  purchasedAt: new Date('2026-11-23T20:04:00Z'),
  bundleName: 'Standard Package',
  bundleId: 'bundle-20',
  orderId: 'PAYID-1',
  provider: 'paypal',
  currency: 'CAD',
  status: 'completed',
  bundleMinutes: 20,
  giftMinutes: 5,
  bonusMinutes: 0,
  priceCents: 5000,
  discountCents: 1250,
  taxCents: 562,
  // A purchase from before taxes by province: backfilled as Québec, no registrations stored.
  taxProvince: 'QC',
  taxLines: [
    { name: 'GST', ratePer100k: 5000, amountCents: 188 },
    { name: 'QST', ratePer100k: 9975, amountCents: 374 },
  ],
  taxRegistrations: [],
  totalCents: 4312,
  couponCode: 'WELCOME25',
  customerName: 'Ada <b>Lovelace</b>',
  customerEmail: 'ada@example.com',
  customerLanguage: 'en',
};

function fakeLog() {
  return { error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger & {
    error: ReturnType<typeof vi.fn>;
    warn: ReturnType<typeof vi.fn>;
  };
}

/** The service over a fake repository, a fake queue and a fake delivery pass. */
function service(row: ReceiptRow | null = ROW, deliverDue: () => Promise<unknown> = async () => ({})) {
  const repository: ReceiptRepository = {
    findById: async () => row ?? undefined,
    findForCustomer: async () => row ?? undefined,
  };
  const log = fakeLog();
  const queued: QueuedMessage[] = [];
  const deliver = vi.fn(deliverDue);
  const receipts = createReceiptService({
    repository,
    messages: { deliverDue: deliver as unknown as MessageSender['deliverDue'] },
    business: BUSINESS,
    publicUrl: 'https://psychics.example',
    log,
    enqueue: async (_tx, message) => {
      queued.push(message);
      return true;
    },
  });
  return { receipts, log, queued, deliver };
}

/** Stands for the crediting transaction: the fake queue never touches it. */
const TX = {} as AppDb;

const credited = (applied: boolean) => ({
  purchaseId: ROW.purchaseId,
  bundleId: 'bundle-20',
  credits: 25,
  minutes: 25,
  applied,
});

describe('toReceipt', () => {
  it('prints the stored lines, and reads an old purchase’s registrations as the numbers configured now', () => {
    expect(toReceipt(ROW, BUSINESS)).toMatchObject({
      subtotalCents: 3750,
      province: 'QC',
      taxes: [
        { name: 'GST', rate: 0.05, amountCents: 188 },
        { name: 'QST', rate: 0.09975, amountCents: 374 },
      ],
      registrations: [
        { name: 'GST', number: BUSINESS.gstNumber },
        { name: 'QST', number: BUSINESS.qstNumber },
      ],
      taxCents: 562,
      totalCents: 4312,
      totalMinutes: 25,
      purchasedAt: '2026-11-23T20:04:00.000Z',
      paymentMethod: 'paypal',
      refunded: false,
    });
  });

  it('keeps the registrations the order stored, and prints no QST number without a QST line', () => {
    const ontario: ReceiptRow = {
      ...ROW,
      taxCents: 488,
      totalCents: 4238,
      taxProvince: 'ON',
      taxLines: [{ name: 'HST', ratePer100k: 13000, amountCents: 488 }],
      taxRegistrations: [{ name: 'GST', number: '999999999 RT 0001' }],
    };
    expect(toReceipt(ontario, BUSINESS)).toMatchObject({
      province: 'ON',
      taxes: [{ name: 'HST', rate: 0.13, amountCents: 488 }],
      registrations: [{ name: 'GST', number: '999999999 RT 0001' }],
    });
    expect(toReceipt({ ...ontario, taxRegistrations: [] }, BUSINESS).registrations).toEqual([
      { name: 'GST', number: BUSINESS.gstNumber },
    ]);
  });

  it('refuses a cashback row: nothing was paid', () => {
    expect(() => toReceipt({ ...ROW, provider: 'cashback' }, BUSINESS)).toThrow();
  });
});

describe('the receipt e-mail', () => {
  it('goes to the customer with the receipt link, and escapes every value in the HTML part', () => {
    const mail = receiptEmail(toReceipt(ROW, BUSINESS), 'https://psychics.example/receipts/x?a=1&b=2');
    expect(mail.to).toBe('ada@example.com');
    expect(mail.text).toContain('Total paid: CA$43.12');
    expect(mail.text).toContain('https://psychics.example/receipts/x?a=1&b=2');
    expect(mail.html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(mail.html).toContain('Example &lt;Psychics&gt; Inc.');
    expect(mail.html).toContain('href="https://psychics.example/receipts/x?a=1&amp;b=2"');
    expect(mail.html).not.toContain('<b>Lovelace');
    for (const figure of [
      'CA$1.88',
      'CA$3.74',
      'CA$5.62',
      'CA$43.12',
      '123456789 RT 0001',
      '1234567890 TQ 0001',
    ])
      expect(mail.html).toContain(figure);
  });

  it("is in the customer's language: French words, Québec money, the bundle's French name, lang fr-CA", () => {
    const mail = receiptEmail(toReceipt(ROW, BUSINESS), 'https://x.example/fr/receipts/x', 'fr');
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(mail.subject).toContain('Forfait Standard');
    expect(plain(mail.text)).toContain('43,12 $');
    expect(mail.text).not.toContain('CA$');
    expect(mail.text).toContain('Bonjour');
    expect(mail.html).toContain('<html lang="fr-CA">');
    expect(plain(mail.text)).toMatch(/23 novembre 2026/);
  });

  it('says when the payment was refunded', () => {
    const mail = receiptEmail(toReceipt({ ...ROW, status: 'refunded' }, BUSINESS), 'https://x.example/r');
    expect(mail.text).toContain('This payment was refunded.');
  });
});

describe('createReceiptService.queue', () => {
  it("queues the purchase's receipt once, keyed by the purchase, with the public receipt link", async () => {
    const { receipts, queued } = service();
    await receipts.queue(TX, ROW.purchaseId);
    expect(queued).toHaveLength(1);
    const [message] = queued;
    expect(message).toMatchObject({
      key: `receipt:${ROW.purchaseId}`,
      channel: 'email',
      to: 'ada@example.com',
    });
    expect(message?.subject).toBe(receiptEmail(toReceipt(ROW, BUSINESS), 'x').subject);
    expect(message?.body).toContain(`https://psychics.example/receipts/${ROW.purchaseId}`);
    expect(message?.html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
  });

  it("links a French customer's e-mail to the French receipt page", async () => {
    const { receipts, queued } = service({ ...ROW, customerLanguage: 'fr' });
    await receipts.queue(TX, ROW.purchaseId);
    expect(queued[0]?.body).toContain(`https://psychics.example/fr/receipts/${ROW.purchaseId}`);
    expect(queued[0]?.subject).toContain('Forfait Standard');
  });

  it('queues nothing for a purchase it cannot find or a cashback row, and says so', async () => {
    for (const row of [null, { ...ROW, provider: 'cashback' as const }]) {
      const { receipts, queued, log } = service(row);
      await receipts.queue(TX, ROW.purchaseId);
      expect(queued).toEqual([]);
      expect(log.warn).toHaveBeenCalledTimes(1);
    }
  });
});

describe('createReceiptService.onCredited', () => {
  it('starts one delivery pass for the call that credited, none for a replay (applied: false)', async () => {
    const { receipts, deliver } = service();
    receipts.onCredited(credited(false));
    await receipts.idle();
    expect(deliver).not.toHaveBeenCalled();
    receipts.onCredited(credited(true));
    await receipts.idle();
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  it('never throws or rejects when the delivery pass fails: it logs, without the address', async () => {
    const { receipts, log } = service(ROW, async () => {
      throw new Error('connect ECONNREFUSED');
    });
    expect(() => receipts.onCredited(credited(true))).not.toThrow();
    await expect(receipts.idle()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(log.error.mock.calls)).not.toContain('ada@example.com');
  });

  it('returns before the delivery pass ends: a slow mail server delays no payment', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { receipts } = service(ROW, () => gate);
    let idle = false;
    receipts.onCredited(credited(true));
    const waiting = receipts.idle().then(() => {
      idle = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(idle).toBe(false);
    release();
    await waiting;
    expect(idle).toBe(true);
  });
});
