import type { AppDb } from '@app/db/client';
import { formatAmount } from '@app/shared/rules/money';
import type { FastifyInstance } from 'fastify';
import { createPayPalEmulator, PAYPAL_EMULATOR_PREFIX } from './emulators/paypal-emulator.ts';
import { createPayPalVaultEmulator } from './emulators/paypal-vault-emulator.ts';
import { injectFetch } from './inject-fetch.ts';
import { cents, purchaseUnit, vaultCalls } from './paypal-vault.ts';

/**
 * PayPal REST (Orders v2) as the real service speaks it: OAuth2 client credentials, create, capture with
 * PayPal-Request-Id (idempotent at PayPal), get, and webhook signature verification. The base URL is the
 * sandbox, live, or our emulator (/dev/paypal) — the code is the same.
 */
export interface PayPalConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface PayPalOrderInput {
  /** Our payment order id: purchase_units[0].custom_id, so a webhook finds its order. */
  customId: string;
  description: string;
  itemName: string;
  priceCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  returnUrl: string;
  cancelUrl: string;
}

export interface PayPalCapture {
  status: string;
  captureId: string | null;
  amountCents: number | null;
  currency: string | null;
  customId: string | null;
}

/** A batch of payouts: `senderBatchId` is our batch id, each item's `senderItemId` our item id. */
export interface PayPalPayoutInput {
  senderBatchId: string;
  emailSubject: string;
  items: { senderItemId: string; receiver: string; amountCents: number }[];
}

/** PayPal's view of a payout batch: SUCCESS, FAILED, RETURNED, UNCLAIMED, PENDING, ONHOLD, BLOCKED… */
export interface PayPalPayoutBatch {
  status: string;
  items: {
    payoutItemId: string | null;
    senderItemId: string;
    transactionStatus: string;
    error: string | null;
  }[];
}

/** PayPal's refund: status COMPLETED, PENDING (its own review), FAILED or CANCELLED. */
export interface PayPalRefund {
  id: string;
  status: string;
}

export class PayPalError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly issue?: string,
    /** A refused repeat of a payout batch: the id of the batch first sent with that sender_batch_id. */
    readonly original?: string,
  ) {
    super(message);
    this.name = 'PayPalError';
  }
}

type Json = Record<string, unknown>;

export function createPayPalClient(config: PayPalConfig, fetchImpl: typeof fetch = fetch) {
  let token: { value: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const res = await fetchImpl(`${config.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!res.ok) throw new PayPalError(`PayPal token request answered ${res.status}`, res.status);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new PayPalError('PayPal token response without a token', res.status);
    // Renew a minute early so a request never leaves with a token about to expire.
    token = {
      value: body.access_token,
      expiresAt: Date.now() + Math.max(0, (body.expires_in ?? 0) - 60) * 1000,
    };
    return token.value;
  }

  async function call(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: Json,
    headers: Record<string, string> = {},
  ): Promise<Json> {
    const res = await fetchImpl(`${config.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        // A DELETE has no body, and a JSON content type without one is a malformed request.
        ...(body ? { 'content-type': 'application/json' } : {}),
        accept: 'application/json',
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => ({}))) as Json;
    if (!res.ok) {
      const details = json.details as { issue?: string }[] | undefined;
      const links = (json.links as { href?: string }[] | undefined) ?? [];
      const original = links
        .map((link) => /\/v1\/payments\/payouts\/([^/?]+)$/.exec(link.href ?? '')?.[1])
        .find((id) => id !== undefined);
      throw new PayPalError(
        `PayPal ${method} ${path} answered ${res.status}`,
        res.status,
        details?.[0]?.issue,
        original,
      );
    }
    return json;
  }

  function readCapture(order: Json): PayPalCapture {
    const unit = (order.purchase_units as Json[] | undefined)?.[0];
    const capture = ((unit?.payments as Json | undefined)?.captures as Json[] | undefined)?.[0];
    const amount = capture?.amount as { value?: string; currency_code?: string } | undefined;
    return {
      status: String(order.status ?? ''),
      captureId: typeof capture?.id === 'string' ? capture.id : null,
      amountCents: cents(amount?.value),
      currency: amount?.currency_code ?? null,
      customId: typeof unit?.custom_id === 'string' ? unit.custom_id : null,
    };
  }

  return {
    async createOrder(input: PayPalOrderInput): Promise<{ id: string; approveUrl: string | null }> {
      const order = await call('POST', '/v2/checkout/orders', {
        intent: 'CAPTURE',
        purchase_units: [purchaseUnit(input)],
        payment_source: {
          paypal: {
            experience_context: {
              brand_name: 'Lumière Psychics',
              shipping_preference: 'NO_SHIPPING',
              user_action: 'PAY_NOW',
              return_url: input.returnUrl,
              cancel_url: input.cancelUrl,
            },
          },
        },
      });
      const links = (order.links as { rel?: string; href?: string }[] | undefined) ?? [];
      const approve = links.find((link) => link.rel === 'approve' || link.rel === 'payer-action');
      if (typeof order.id !== 'string') throw new PayPalError('PayPal order without an id', 200);
      return { id: order.id, approveUrl: approve?.href ?? null };
    },

    /** Idempotent at PayPal by requestId: a retried capture returns the first result. */
    async captureOrder(orderId: string, requestId: string): Promise<PayPalCapture> {
      return readCapture(
        await call(
          'POST',
          `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
          {},
          { 'PayPal-Request-Id': requestId },
        ),
      );
    },

    /**
     * Refunds part or all of a capture (Payments v2). `requestId` is our refund's id: PayPal answers a
     * repeat with the same key with the first refund, so a retry after a lost answer refunds once.
     */
    async refundCapture(
      captureId: string,
      input: { amountCents: number; requestId: string; invoiceId: string },
    ): Promise<PayPalRefund> {
      const refund = await call(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        {
          amount: { currency_code: 'CAD', value: formatAmount(input.amountCents) },
          invoice_id: input.invoiceId,
        },
        { 'PayPal-Request-Id': input.requestId, Prefer: 'return=representation' },
      );
      if (typeof refund.id !== 'string') throw new PayPalError('PayPal refund without an id', 200);
      return { id: refund.id, status: String(refund.status ?? '') };
    },

    /**
     * Sends a batch of payouts (Payouts API v1). `senderBatchId` is our batch's id: PayPal pays a
     * sender_batch_id once within 30 days and refuses a repeat, pointing at the first batch, which this
     * answers instead, so sending a batch again after a lost answer pays nobody twice.
     */
    async createPayoutBatch(input: PayPalPayoutInput): Promise<{ payoutBatchId: string; status: string }> {
      try {
        const answer = await call(
          'POST',
          '/v1/payments/payouts',
          {
            sender_batch_header: {
              sender_batch_id: input.senderBatchId,
              email_subject: input.emailSubject,
              recipient_type: 'EMAIL',
            },
            items: input.items.map((item) => ({
              recipient_type: 'EMAIL',
              amount: { value: formatAmount(item.amountCents), currency: 'CAD' },
              receiver: item.receiver,
              sender_item_id: item.senderItemId,
            })),
          },
          { 'PayPal-Request-Id': input.senderBatchId },
        );
        const header = answer.batch_header as
          | { payout_batch_id?: unknown; batch_status?: unknown }
          | undefined;
        if (typeof header?.payout_batch_id !== 'string')
          throw new PayPalError('PayPal payout without a batch id', 201);
        return { payoutBatchId: header.payout_batch_id, status: String(header.batch_status ?? '') };
      } catch (error) {
        const first = error instanceof PayPalError ? error.original : undefined;
        if (first) return { payoutBatchId: first, status: 'PENDING' };
        throw error;
      }
    },

    /** A batch's items as PayPal reports them (transaction_status per sender_item_id). */
    async getPayoutBatch(payoutBatchId: string): Promise<PayPalPayoutBatch> {
      const answer = await call('GET', `/v1/payments/payouts/${encodeURIComponent(payoutBatchId)}`);
      const header = answer.batch_header as { batch_status?: unknown } | undefined;
      const items = (answer.items as Json[] | undefined) ?? [];
      return {
        status: String(header?.batch_status ?? ''),
        items: items.map((item) => {
          const payoutItem = item.payout_item as { sender_item_id?: unknown } | undefined;
          const errors = item.errors as { name?: unknown; message?: unknown } | undefined;
          return {
            payoutItemId: typeof item.payout_item_id === 'string' ? item.payout_item_id : null,
            senderItemId: String(payoutItem?.sender_item_id ?? ''),
            transactionStatus: String(item.transaction_status ?? ''),
            error: typeof errors?.name === 'string' ? errors.name : null,
          };
        }),
      };
    },

    /** Cancels an UNCLAIMED item, which returns its money to us; answers the item's status after. */
    async cancelPayoutItem(payoutItemId: string): Promise<string> {
      const answer = await call(
        'POST',
        `/v1/payments/payouts-item/${encodeURIComponent(payoutItemId)}/cancel`,
        {},
      );
      return String(answer.transaction_status ?? '');
    },

    async getOrder(orderId: string): Promise<PayPalCapture> {
      return readCapture(await call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`));
    },

    ...vaultCalls(call),

    async verifyWebhookSignature(input: {
      headers: Record<string, string | undefined>;
      event: unknown;
      webhookId: string;
    }): Promise<boolean> {
      const h = input.headers;
      const result = await call('POST', '/v1/notifications/verify-webhook-signature', {
        auth_algo: h['paypal-auth-algo'],
        cert_url: h['paypal-cert-url'],
        transmission_id: h['paypal-transmission-id'],
        transmission_sig: h['paypal-transmission-sig'],
        transmission_time: h['paypal-transmission-time'],
        webhook_id: input.webhookId,
        webhook_event: input.event,
      });
      return result.verification_status === 'SUCCESS';
    },
  };
}

export type PayPalClient = ReturnType<typeof createPayPalClient>;

/**
 * The PayPal client the app uses: real PayPal, or with `mode: 'emulator'` (the demo) the emulator mounted
 * at /dev/paypal, reached in-process, whose webhooks reach the app where PayPal would post them.
 * Undefined when PayPal is not configured.
 */
export async function connectPayPal(
  app: FastifyInstance,
  config: (PayPalConfig & { mode: 'live' | 'emulator' }) | undefined,
  site: { db: AppDb; publicUrl: string },
): Promise<PayPalClient | undefined> {
  if (!config) return undefined;
  if (config.mode === 'live') return createPayPalClient(config, fetch);
  const vault = createPayPalVaultEmulator({ db: site.db, prefix: PAYPAL_EMULATOR_PREFIX });
  const emulator = createPayPalEmulator({
    db: site.db,
    webhookUrl: `${site.publicUrl}/api/webhooks/paypal`,
    deliver: (url, init) => injectFetch(app, site.publicUrl)(url, init),
    savedAccount: (id) => vault.store.get('payment-token', id),
  });
  await app.register(emulator.plugin, { prefix: PAYPAL_EMULATOR_PREFIX });
  await app.register(vault.plugin, { prefix: PAYPAL_EMULATOR_PREFIX });
  return createPayPalClient(config, injectFetch(app, site.publicUrl));
}
