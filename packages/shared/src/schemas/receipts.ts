import { z } from 'zod';
import { PROVINCES } from '../rules/sales-tax-rates.ts';
import { taxLineSchema, taxRegistrationSchema } from './sales-tax.ts';

const cents = z.number().int().nonnegative();
const minutes = z.number().int().nonnegative();

/** Who sold: the business's legal name and address (server configuration). */
export const receiptBusinessSchema = z.object({
  legalName: z.string(),
  address: z.string(),
});
export type ReceiptBusiness = z.infer<typeof receiptBusinessSchema>;

/**
 * A paid purchase as its receipt shows it: integer cents and minutes, figures as priced and stored
 * when the order was created (never recomputed): the province it was taxed in, each tax line and the
 * registration numbers in force then.
 * Labels and formatting belong to the reader (page or e-mail) in the customer's language.
 */
export const receiptSchema = z.object({
  /** Our purchase id: the receipt number. */
  purchaseId: z.string(),
  /** The payment provider's order id (PayPal order, Interac transaction). */
  orderId: z.string(),
  /** ISO instant; shown on the Montréal clock. */
  purchasedAt: z.string(),
  paymentMethod: z.enum(['paypal', 'interac']),
  refunded: z.boolean(),
  bundleName: z.string(),
  /** The bundle sold: its name in the reader's language comes from the catalogue (`purchase.bundleNames`). */
  bundleId: z.string().nullable().optional(),
  bundleMinutes: minutes,
  giftMinutes: minutes,
  bonusMinutes: minutes,
  totalMinutes: minutes,
  priceCents: cents,
  discountCents: cents,
  couponCode: z.string().nullable(),
  /** Price after discount: the tax base. */
  subtotalCents: cents,
  /** Where the order was taxed. */
  province: z.enum(PROVINCES),
  /** The taxes that applied, as the order charged them (federal first). */
  taxes: z.array(taxLineSchema),
  /** The sum of `taxes`: the tax the order charged, to the cent. */
  taxCents: cents,
  /** The registration numbers of the taxes charged (GST/HST always, QST only for Québec). */
  registrations: z.array(taxRegistrationSchema),
  totalCents: cents,
  currency: z.string(),
  /** name: the first name the customer gave, or null (billed to the e-mail alone, never the sign-up default). */
  customer: z.object({ name: z.string().nullable(), email: z.string() }),
  business: receiptBusinessSchema,
});
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptResponseSchema = z.object({ receipt: receiptSchema });
