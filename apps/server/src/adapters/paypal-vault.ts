/**
 * PayPal's Vault v3, as our client calls it: saving a customer's PayPal account outside any purchase (a
 * setup token the buyer approves on PayPal, then a payment token), reading and deleting it. Charging a
 * saved account is an Orders v2 order with the token (issue 40's top-ups, not yet built).
 */
type Json = Record<string, unknown>;
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
  };
}
