import { formatAmount } from '@app/shared/rules/money';

/**
 * PayPal's Vault v3, as our client calls it: saving a customer's PayPal account outside any purchase (a
 * setup token the buyer approves on PayPal, then a payment token), reading and deleting it, and charging
 * it with the buyer not present (an Orders v2 order carrying the token, created and captured at once).
 */
type Json = Record<string, unknown>;

/** PayPal's "12.34" as cents; null when it is not an amount. */
export const cents = (value: unknown): number | null => {
  if (typeof value !== 'string' || !/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/**
 * A charge of a saved account: `requestId` (PayPal-Request-Id, mandatory for an order created and
 * captured in one call) is our top-up's id, so a retry after a lost answer gets the same order back.
 * `usagePattern`: UNSCHEDULED_PREPAID for a top-up the customer asked for, THRESHOLD_PREPAID for the
 * automatic one at a low balance.
 */
export interface SavedAccountChargeInput {
  customId: string;
  description: string;
  itemName: string;
  priceCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  vaultId: string;
  usagePattern: 'UNSCHEDULED_PREPAID' | 'THRESHOLD_PREPAID';
  requestId: string;
}

/** The order PayPal answered, and its capture (a COMPLETED order may still hold a DECLINED capture). */
export interface SavedAccountCharge {
  orderId: string;
  status: string;
  captureId: string | null;
  captureStatus: string | null;
  amountCents: number | null;
  currency: string | null;
}

/** An order's one purchase unit: our payment order's id, the bundle as its item, the amount broken down. */
export function purchaseUnit(input: {
  customId: string;
  description: string;
  itemName: string;
  priceCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}): Json {
  const money = (value: number) => ({ currency_code: 'CAD', value: formatAmount(value) });
  return {
    custom_id: input.customId,
    description: input.description,
    amount: {
      ...money(input.totalCents),
      breakdown: {
        item_total: money(input.priceCents),
        discount: money(input.discountCents),
        tax_total: money(input.taxCents),
      },
    },
    items: [
      {
        name: input.itemName,
        quantity: '1',
        unit_amount: money(input.priceCents),
        category: 'DIGITAL_GOODS',
      },
    ],
  };
}

function readCharge(order: Json): SavedAccountCharge {
  const unit = (order.purchase_units as Json[] | undefined)?.[0];
  const capture = ((unit?.payments as Json | undefined)?.captures as Json[] | undefined)?.[0];
  const amount = capture?.amount as { value?: string; currency_code?: string } | undefined;
  return {
    orderId: String(order.id ?? ''),
    status: String(order.status ?? ''),
    captureId: typeof capture?.id === 'string' ? capture.id : null,
    captureStatus: typeof capture?.status === 'string' ? capture.status : null,
    amountCents: cents(amount?.value),
    currency: amount?.currency_code ?? null,
  };
}
export type PayPalCall = (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: Json,
  headers?: Record<string, string>,
) => Promise<Json>;

/** A saved PayPal account: the token we keep, PayPal's customer id, and the account's e-mail. */
export interface PayPalSavedAccount {
  id: string;
  paypalCustomerId: string | null;
  email: string | null;
}

function readSavedAccount(token: Json): PayPalSavedAccount {
  const customer = token.customer as Json | undefined;
  const paypal = (token.payment_source as Json | undefined)?.paypal as Json | undefined;
  return {
    id: String(token.id ?? ''),
    paypalCustomerId: typeof customer?.id === 'string' ? customer.id : null,
    email: typeof paypal?.email_address === 'string' ? paypal.email_address : null,
  };
}

export function vaultCalls(call: PayPalCall) {
  return {
    /**
     * Starts saving PayPal for `customerId` (ours, as PayPal's merchant_customer_id): the buyer approves
     * at `approveUrl`, then comes back to `returnUrl`. `requestId` makes a retry create nothing more.
     */
    async createSetupToken(input: {
      customerId: string;
      returnUrl: string;
      cancelUrl: string;
      requestId: string;
    }): Promise<{ id: string; approveUrl: string | null }> {
      const token = await call(
        'POST',
        '/v3/vault/setup-tokens',
        {
          customer: { merchant_customer_id: input.customerId },
          payment_source: {
            paypal: {
              usage_type: 'MERCHANT',
              experience_context: {
                return_url: input.returnUrl,
                cancel_url: input.cancelUrl,
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        },
        { 'paypal-request-id': input.requestId },
      );
      const links = (token.links as { rel?: string; href?: string }[] | undefined) ?? [];
      return {
        id: String(token.id ?? ''),
        approveUrl: links.find((link) => link.rel === 'approve')?.href ?? null,
      };
    },

    /** Turns an approved setup token into the payment token we keep; a retry with `requestId` gets the same. */
    async createPaymentToken(setupTokenId: string, requestId: string): Promise<PayPalSavedAccount> {
      return readSavedAccount(
        await call(
          'POST',
          '/v3/vault/payment-tokens',
          { payment_source: { token: { id: setupTokenId, type: 'SETUP_TOKEN' } } },
          { 'paypal-request-id': requestId },
        ),
      );
    },

    async getPaymentToken(id: string): Promise<PayPalSavedAccount> {
      return readSavedAccount(await call('GET', `/v3/vault/payment-tokens/${encodeURIComponent(id)}`));
    },

    /** Deletes the saved account at PayPal. */
    async deletePaymentToken(id: string): Promise<void> {
      await call('DELETE', `/v3/vault/payment-tokens/${encodeURIComponent(id)}`);
    },

    /** Charges a saved account, buyer not present: the order is created and captured in one call. */
    async chargeSavedAccount(input: SavedAccountChargeInput): Promise<SavedAccountCharge> {
      return readCharge(
        await call(
          'POST',
          '/v2/checkout/orders',
          {
            intent: 'CAPTURE',
            purchase_units: [purchaseUnit(input)],
            payment_source: {
              paypal: {
                vault_id: input.vaultId,
                stored_credential: {
                  payment_initiator: 'MERCHANT',
                  usage: 'SUBSEQUENT',
                  usage_pattern: input.usagePattern,
                },
              },
            },
          },
          { 'PayPal-Request-Id': input.requestId, Prefer: 'return=representation' },
        ),
      );
    },
  };
}
