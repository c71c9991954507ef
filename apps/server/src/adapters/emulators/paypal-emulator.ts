import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import { BRAND } from '@app/shared/brand';
import { languageOfPath } from '@app/shared/rules/language';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import { escapeMarkup } from '../../escape-markup.ts';
import { createEmulatorStore } from './emulator-store.ts';
import type { PaymentToken } from './paypal-vault-emulator.ts';
import { centsOfAmount, createRefundBook, registerRefundHooks } from './refund-book.ts';

/**
 * PayPal's Orders v2 endpoints and an approval page, for development and tests only (never mounted in
 * production). Orders live in the database, outside any one server as at PayPal: an order created
 * through one instance is approved and captured through another, and survives a restart. Webhooks it
 * sends are signed with a key only it knows (kept there too), and its verify-webhook-signature
 * endpoint accepts exactly those.
 */
interface EmulatedOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: { currency_code: string; value: string };
  customId: string;
  description: string;
  /** The item's name as the order carried it (orders stored before it was kept have none). */
  itemName?: string;
  returnUrl: string;
  cancelUrl: string;
  captureId?: string;
  /** A charge of a saved account (buyer not present): its token and stored_credential's usage_pattern. */
  vaultId?: string;
  usagePattern?: string;
}

interface PayPalKinds {
  order: EmulatedOrder;
  /** The answer to a capture, by `${orderId}:${PayPal-Request-Id}`: a repeated request gets it again. */
  capture: object;
  /** A saved account's charge by its PayPal-Request-Id: a repeated request gets the same order again. */
  'vault-charge': { orderId: string };
  'signing-key': { base64: string };
}

export const PAYPAL_EMULATOR_PREFIX = '/dev/paypal';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${escapeMarkup(title)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f5f7fb;color:#1f2937;display:grid;place-items:center;min-height:100vh}
.card{background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(0,0,0,.08);padding:32px;max-width:420px;width:calc(100% - 32px)}
.brand{color:#003087;font-weight:800;font-size:22px}.brand span{color:#009cde}.amount{font-size:34px;font-weight:700;margin:16px 0 4px}
.muted{color:#6b7280;font-size:14px}.item{font-size:18px;font-weight:700;margin:12px 0 0}button{width:100%;padding:14px;border-radius:999px;border:0;font-size:16px;font-weight:700;cursor:pointer;margin-top:12px}
.pay{background:#ffc439;color:#111}.cancel{background:#fff;border:1px solid #d1d5db;color:#374151}.note{margin-top:20px;font-size:12px;color:#9ca3af}</style></head>
<body><main class="card">${body}</main></body></html>`;
}

export function createPayPalEmulator(options: {
  db: AppDb;
  webhookUrl: string;
  deliver: (url: string, init: RequestInit) => Promise<unknown>;
  /** The Vault emulator's payment tokens, which an order may charge (`payment_source.paypal.vault_id`). */
  savedAccount?: (id: string) => Promise<PaymentToken | undefined>;
}) {
  const store = createEmulatorStore<PayPalKinds>(options.db, 'paypal');
  const refunds = createRefundBook(options.db, 'paypal');
  let signingKey: Promise<Buffer> | undefined;
  /** One key for every instance: the first to need it stores it, the others read that one. */
  const loadSigningKey = async () => {
    await store.add('signing-key', 'webhooks', { base64: randomBytes(32).toString('base64') });
    const stored = await store.get('signing-key', 'webhooks');
    if (!stored) throw new Error('PayPal emulator: no signing key');
    return Buffer.from(stored.base64, 'base64');
  };
  const sign = async (transmissionId: string, body: string) => {
    signingKey ??= loadSigningKey().catch((error: unknown) => {
      signingKey = undefined;
      throw error;
    });
    return createHmac('sha256', await signingKey)
      .update(`${transmissionId}|${body}`)
      .digest('base64');
  };
  /** Changes an order under its row lock; answers it as changed, or undefined when there is none. */
  const changeOrder = (id: string, change: (order: EmulatedOrder) => void) =>
    store.transaction(async (tx) => {
      const order = await tx.lock('order', id);
      if (!order) return undefined;
      change(order);
      await tx.put('order', id, order);
      return order;
    });

  const orderJson = (order: EmulatedOrder) => ({
    id: order.id,
    status: order.status,
    purchase_units: [
      {
        custom_id: order.customId,
        description: order.description,
        amount: order.amount,
        ...(order.itemName
          ? { items: [{ name: order.itemName, quantity: '1', category: 'DIGITAL_GOODS' }] }
          : {}),
        ...(order.captureId
          ? { payments: { captures: [{ id: order.captureId, status: 'COMPLETED', amount: order.amount }] } }
          : {}),
      },
    ],
    links: [
      { rel: 'payer-action', href: `${PAYPAL_EMULATOR_PREFIX}/checkoutnow?token=${order.id}`, method: 'GET' },
    ],
  });

  /** Sends a signed webhook event to the server, like PayPal does after a capture or a refund. */
  async function sendWebhook(eventType: string, order: EmulatedOrder): Promise<void> {
    const event = {
      id: `WH-${randomUUID()}`,
      event_type: eventType,
      resource: {
        id: order.captureId,
        status: 'COMPLETED',
        amount: order.amount,
        custom_id: order.customId,
        supplementary_data: { related_ids: { order_id: order.id } },
      },
    };
    const body = JSON.stringify(event);
    const transmissionId = randomUUID();
    await options.deliver(options.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': new Date().toISOString(),
        'paypal-transmission-sig': await sign(transmissionId, body),
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/emulator',
      },
      body,
    });
  }

  const plugin: FastifyPluginAsync = async (app) => {
    // The approval page posts plain HTML forms.
    await app.register(formbody);
    app.post('/v1/oauth2/token', { schema: { hide: true } }, async (request, reply) => {
      if (!String(request.headers.authorization ?? '').startsWith('Basic '))
        return reply.status(401).send({ error: 'invalid_client' });
      return { access_token: `EMU-${randomUUID()}`, token_type: 'Bearer', expires_in: 32_400 };
    });

    app.post('/v2/checkout/orders', { schema: { hide: true } }, async (request, reply) => {
      const body = request.body as {
        purchase_units?: {
          custom_id?: string;
          description?: string;
          amount?: { currency_code?: string; value?: string };
          items?: { name?: string }[];
        }[];
        payment_source?: {
          paypal?: {
            experience_context?: { return_url?: string; cancel_url?: string };
            vault_id?: string;
            stored_credential?: { usage_pattern?: string };
          };
        };
      };
      const unit = body.purchase_units?.[0];
      const paypal = body.payment_source?.paypal;
      const context = paypal?.experience_context;
      if (!unit?.amount?.value || !unit.custom_id) return reply.status(400).send({ name: 'INVALID_REQUEST' });
      const id = randomBytes(8).toString('hex').toUpperCase();
      const order: EmulatedOrder = {
        id,
        status: 'CREATED',
        amount: { currency_code: unit.amount.currency_code ?? 'CAD', value: unit.amount.value },
        customId: unit.custom_id,
        description: unit.description ?? '',
        ...(unit.items?.[0]?.name ? { itemName: unit.items[0].name } : {}),
        returnUrl: context?.return_url ?? '/',
        cancelUrl: context?.cancel_url ?? '/',
      };
      if (paypal?.vault_id === undefined) {
        await store.put('order', id, order);
        return reply.status(201).send(orderJson(order));
      }
      // A saved account, buyer not present: created and captured in one call, once per request id.
      const requestId = String(request.headers['paypal-request-id'] ?? '');
      const refusal = (status: number, name: string, issue: string) =>
        reply.status(status).send({ name, details: [{ issue }] });
      if (!requestId) return refusal(400, 'INVALID_REQUEST', 'PAYPAL_REQUEST_ID_REQUIRED');
      const first = await store.get('vault-charge', requestId);
      const replayed = first && (await store.get('order', first.orderId));
      if (replayed) return reply.status(200).send(orderJson(replayed));
      const token = await options.savedAccount?.(paypal.vault_id);
      if (!token?.usable) return refusal(422, 'UNPROCESSABLE_ENTITY', 'PAYMENT_SOURCE_CANNOT_BE_USED');
      if (token.declines) return refusal(422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED');
      const charged: EmulatedOrder = {
        ...order,
        status: 'COMPLETED',
        captureId: randomBytes(8).toString('hex').toUpperCase(),
        vaultId: token.id,
        ...(paypal.stored_credential?.usage_pattern
          ? { usagePattern: paypal.stored_credential.usage_pattern }
          : {}),
      };
      // Two requests at once with one id: the first to record it charges, the other answers its order.
      if (!(await store.add('vault-charge', requestId, { orderId: id }))) {
        const winner = await store.get('vault-charge', requestId);
        const order = winner && (await store.get('order', winner.orderId));
        return order
          ? reply.status(200).send(orderJson(order))
          : refusal(409, 'CONFLICT', 'DUPLICATE_REQUEST_ID');
      }
      await store.put('order', id, charged);
      return reply.status(201).send(orderJson(charged));
    });

    app.get('/v2/checkout/orders/:id', { schema: { hide: true } }, async (request, reply) => {
      const order = await store.get('order', (request.params as { id: string }).id);
      return order ? orderJson(order) : reply.status(404).send({ name: 'RESOURCE_NOT_FOUND' });
    });

    app.post('/v2/checkout/orders/:id/capture', { schema: { hide: true } }, async (request, reply) => {
      const requestId = String(request.headers['paypal-request-id'] ?? '');
      const id = (request.params as { id: string }).id;
      // Under the order's lock: of two captures at once (on any instances), one captures and the other,
      // with the same request id, answers that capture; with another id, it is refused.
      const outcome = await store.transaction(async (tx) => {
        const order = await tx.lock('order', id);
        if (!order) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
        const key = `${order.id}:${requestId}`;
        const previous = requestId ? await tx.get('capture', key) : undefined;
        if (previous) return { status: 201, body: previous };
        if (order.status !== 'APPROVED') {
          const issue = order.status === 'COMPLETED' ? 'ORDER_ALREADY_CAPTURED' : 'ORDER_NOT_APPROVED';
          return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] } };
        }
        order.status = 'COMPLETED';
        order.captureId = randomBytes(8).toString('hex').toUpperCase();
        await tx.put('order', id, order);
        const answer = orderJson(order);
        if (requestId) await tx.put('capture', key, answer);
        return { status: 201, body: answer };
      });
      return reply.status(outcome.status).send(outcome.body);
    });

    app.post('/v2/payments/captures/:id/refund', { schema: { hide: true } }, async (request, reply) => {
      const captureId = (request.params as { id: string }).id;
      const order = await store.find('order', 'captureId', captureId);
      if (!order) return reply.status(404).send({ name: 'RESOURCE_NOT_FOUND' });
      const body = (request.body ?? {}) as { amount?: { value?: unknown; currency_code?: unknown } };
      const amountCents = centsOfAmount(body.amount?.value);
      const key = String(request.headers['paypal-request-id'] ?? '');
      if (!key || Number.isNaN(amountCents) || body.amount?.currency_code !== order.amount.currency_code)
        return reply.status(400).send({ name: 'INVALID_REQUEST' });
      const answer = await refunds.refund({
        key,
        paymentId: captureId,
        paidCents: centsOfAmount(order.amount.value),
        amountCents,
      });
      if (answer.kind === 'lost') return reply.status(503).send({ name: 'SERVICE_UNAVAILABLE' });
      if (answer.kind === 'refused') {
        const issue = {
          switch: 'REFUND_NOT_ALLOWED',
          over: 'REFUND_AMOUNT_EXCEEDED',
          reused: 'DUPLICATE_REQUEST_ID',
        }[answer.reason];
        return reply.status(422).send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] });
      }
      return reply.status(answer.replay ? 200 : 201).send({
        id: answer.refund.id,
        status: 'COMPLETED',
        amount: { currency_code: order.amount.currency_code, value: (amountCents / 100).toFixed(2) },
      });
    });

    registerRefundHooks(app, refunds);

    app.post('/v1/notifications/verify-webhook-signature', { schema: { hide: true } }, async (request) => {
      const body = request.body as {
        transmission_id?: string;
        transmission_sig?: string;
        webhook_event?: unknown;
      };
      const expected = await sign(
        String(body.transmission_id ?? ''),
        JSON.stringify(body.webhook_event ?? null),
      );
      return { verification_status: body.transmission_sig === expected ? 'SUCCESS' : 'FAILURE' };
    });

    app.get('/checkoutnow', { schema: { hide: true } }, async (request, reply) => {
      const order = await store.get('order', String((request.query as { token?: string }).token ?? ''));
      reply.type('text/html; charset=utf-8');
      if (!order) return reply.status(404).send(page('PayPal', '<p>Unknown order.</p>'));
      // The order's words are in the buyer's language (the page they will return to says which).
      const buyerLanguage = languageOfPath(new URL(order.returnUrl, 'http://placeholder').pathname);
      return page(
        'PayPal (sandbox emulator)',
        `<div class="brand">Pay<span>Pal</span> <small class="muted">sandbox emulator</small></div>
<p class="muted">${escapeMarkup(BRAND.productName)}</p>
${order.itemName ? `<p class="item" lang="${buyerLanguage}" data-testid="paypal-item">${escapeMarkup(order.itemName)}</p>` : ''}
<p class="muted" lang="${buyerLanguage}">${escapeMarkup(order.description)}</p>
<p class="amount">$${escapeMarkup(order.amount.value)} ${escapeMarkup(order.amount.currency_code)}</p>
<form method="post" action="${PAYPAL_EMULATOR_PREFIX}/checkoutnow/${order.id}/approve"><button class="pay" type="submit">Approve payment</button></form>
<form method="post" action="${PAYPAL_EMULATOR_PREFIX}/checkoutnow/${order.id}/cancel"><button class="cancel" type="submit">Cancel and return</button></form>
<p class="note">Development only: no money moves. The server talks to this page exactly as it talks to PayPal.</p>`,
      );
    });

    app.post('/checkoutnow/:id/:action', { schema: { hide: true } }, async (request, reply) => {
      const { id, action } = request.params as { id: string; action: string };
      const order = await changeOrder(id, (found) => {
        if (action === 'approve' && found.status === 'CREATED') found.status = 'APPROVED';
      });
      if (!order) return reply.status(404).send({ name: 'RESOURCE_NOT_FOUND' });
      const target = new URL(action === 'approve' ? order.returnUrl : order.cancelUrl, 'http://placeholder');
      target.searchParams.set('token', order.id);
      return reply.redirect(`${target.pathname}${target.search}`, 303);
    });

    /** Test hook: make "PayPal" send a webhook for an order (e.g. after a capture, or a refund). */
    app.post('/simulate-webhook', { schema: { hide: true } }, async (request, reply) => {
      const { orderId, eventType, complete } = request.body as {
        orderId: string;
        eventType: string;
        complete?: boolean;
      };
      const order = await changeOrder(orderId, (found) => {
        if (complete && found.status !== 'COMPLETED') {
          found.status = 'COMPLETED';
          found.captureId = randomBytes(8).toString('hex').toUpperCase();
        }
      });
      if (!order) return reply.status(404).send({ name: 'RESOURCE_NOT_FOUND' });
      // After the commit: the webhook's handler reads the order back through this emulator.
      await sendWebhook(eventType, order);
      return { sent: true };
    });

    /** Test hook: change what PayPal reports as the order amount (a tampered or mismatched order). */
    app.post('/tamper', { schema: { hide: true } }, async (request, reply) => {
      const { orderId, value } = request.body as { orderId: string; value: string };
      const order = await changeOrder(orderId, (found) => {
        found.amount = { ...found.amount, value };
      });
      if (!order) return reply.status(404).send({ name: 'RESOURCE_NOT_FOUND' });
      return { ok: true };
    });
  };

  return { plugin };
}
