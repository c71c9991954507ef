import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { EmailMessage, Mailer } from '../../adapters/email.ts';
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

function service(mailer: Mailer, row: ReceiptRow | undefined = ROW) {
  const repository: ReceiptRepository = {
    findById: async () => row,
    findForCustomer: async () => row,
  };
  const log = fakeLog();
  const receipts = createReceiptService({
    repository,
    mailer,
    business: BUSINESS,
    publicUrl: 'https://psychics.example',
    log,
  });
  return { receipts, log };
}

const credited = (applied: boolean) => ({
  purchaseId: ROW.purchaseId,
  bundleId: 'bundle-20',
  credits: 25,
  minutes: 25,
  applied,
});

describe('toReceipt', () => {
  it('splits the stored tax into GST and QST and keeps the figures as charged', () => {
    expect(toReceipt(ROW, BUSINESS)).toMatchObject({
      subtotalCents: 3750,
      gstCents: 188,
      qstCents: 374,
      taxCents: 562,
      totalCents: 4312,
      totalMinutes: 25,
      purchasedAt: '2026-11-23T20:04:00.000Z',
      paymentMethod: 'paypal',
      refunded: false,
    });
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

describe('createReceiptService.onCredited', () => {
  it('sends one e-mail for the call that credited, with the public receipt link', async () => {
    const sent: EmailMessage[] = [];
    const { receipts } = service({ transport: 'outbox', send: async (m) => void sent.push(m) });
    receipts.onCredited(credited(true));
    await receipts.idle();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain(`https://psychics.example/receipts/${ROW.purchaseId}`);
  });

  it("links a French customer's e-mail to the French receipt page", async () => {
    const sent: EmailMessage[] = [];
    const { receipts } = service(
      { transport: 'outbox', send: async (m) => void sent.push(m) },
      { ...ROW, customerLanguage: 'fr' },
    );
    receipts.onCredited(credited(true));
    await receipts.idle();
    expect(sent[0]?.text).toContain(`https://psychics.example/fr/receipts/${ROW.purchaseId}`);
    expect(sent[0]?.subject).toContain('Forfait Standard');
  });

  it('sends nothing for a replay (applied: false)', async () => {
    const send = vi.fn(async () => {});
    const { receipts } = service({ transport: 'outbox', send });
    receipts.onCredited(credited(false));
    await receipts.idle();
    expect(send).not.toHaveBeenCalled();
  });

  it('never throws or rejects when the mail server fails: it logs, without the address', async () => {
    const { receipts, log } = service({
      transport: 'smtp',
      send: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    });
    expect(() => receipts.onCredited(credited(true))).not.toThrow();
    await expect(receipts.idle()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(log.error.mock.calls)).not.toContain('ada@example.com');
  });

  it('returns before the e-mail is sent: a slow mail server delays no payment', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { receipts } = service({ transport: 'smtp', send: () => gate });
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
