import { randomBytes } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { escapeMarkup } from '../../escape-markup.ts';
import { createEmulatorStore } from './emulator-store.ts';

/**
 * PayPal's Vault v3 (saving PayPal outside a purchase) for development and tests, beside the Orders
 * emulator under /dev/paypal (whose token endpoint it shares): setup tokens the buyer approves on a page of
 * its own, payment tokens made from an approved setup token, read and deleted. A repeated PayPal-Request-Id
 * gets the first answer again, as at PayPal. A test may mark a payment token as no longer usable
 * (`POST /dev/paypal/vault/payment-tokens/:id/invalidate`), as when the buyer cancels it at PayPal, or make
 * its charges declined (`POST /dev/paypal/vault/payment-tokens/:id/decline`, `{ declines: false }` lifts it).
 * Charging a saved account is the Orders emulator's (paypal-emulator.ts), which reads these tokens.
 */
interface SetupToken {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'VAULTED';
  customerId: string;
  merchantCustomerId: string | null;
  returnUrl: string;
  cancelUrl: string;
}

export interface PaymentToken {
  id: string;
  customerId: string;
  merchantCustomerId: string | null;
  email: string;
  usable: boolean;
  /** The account's funding fails: charges are declined (INSTRUMENT_DECLINED) until this is lifted. */
  declines?: boolean;
}

interface VaultKinds {
  'setup-token': SetupToken;
  'payment-token': PaymentToken;
  /** The first answer to a create, by `${kind}:${PayPal-Request-Id}`. */
  request: { id: string };
}

/** The buyer whose PayPal account the emulator's approval page saves. */
export const EMULATED_VAULT_EMAIL = 'sandbox.buyer@example.com';

const newId = (length: number) => randomBytes(length).toString('hex').toUpperCase();
const error = (reply: FastifyReply, status: number, name: string, issue: string) =>
  reply.status(status).send({ name, details: [{ issue }] });
const authorized = (request: FastifyRequest) =>
  String(request.headers.authorization ?? '').startsWith('Bearer ');

export function createPayPalVaultEmulator(options: { db: AppDb; prefix: string }) {
  const store = createEmulatorStore<VaultKinds>(options.db, 'paypal-vault');
  const { prefix } = options;

  const setupJson = (token: SetupToken) => ({
    id: token.id,
    status: token.status,
    customer: {
      id: token.customerId,
      ...(token.merchantCustomerId ? { merchant_customer_id: token.merchantCustomerId } : {}),
    },
    payment_source: { paypal: {} },
    links: [{ rel: 'approve', href: `${prefix}/vault/approve/${token.id}`, method: 'GET' }],
  });
  const paymentJson = (token: PaymentToken) => ({
    id: token.id,
    customer: {
      id: token.customerId,
      ...(token.merchantCustomerId ? { merchant_customer_id: token.merchantCustomerId } : {}),
    },
    payment_source: { paypal: { email_address: token.email, usage_type: 'MERCHANT' } },
  });

  /** Runs `make` once per request id: a retry with the same PayPal-Request-Id gets the same record. */
  async function once(request: FastifyRequest, kind: string, make: () => Promise<string>): Promise<string> {
    const key = request.headers['paypal-request-id'];
    if (typeof key !== 'string' || key === '') return make();
    const seen = await store.get('request', `${kind}:${key}`);
    if (seen) return seen.id;
    const id = await make();
    if (!(await store.add('request', `${kind}:${key}`, { id }))) {
      return (await store.get('request', `${kind}:${key}`))?.id ?? id;
    }
    return id;
  }

  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(formbody);

    app.post('/v3/vault/setup-tokens', { schema: { hide: true } }, async (request, reply) => {
      if (!authorized(request)) return reply.status(401).send({ name: 'AUTHENTICATION_FAILURE' });
      const body = (request.body ?? {}) as {
        customer?: { merchant_customer_id?: unknown };
        payment_source?: { paypal?: { usage_type?: unknown; experience_context?: Record<string, unknown> } };
      };
      const paypal = body.payment_source?.paypal;
      const context = paypal?.experience_context ?? {};
      const returnUrl = context.return_url;
      const cancelUrl = context.cancel_url;
      if (paypal?.usage_type !== 'MERCHANT' || typeof returnUrl !== 'string' || typeof cancelUrl !== 'string')
        return error(reply, 400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
      const merchant = body.customer?.merchant_customer_id;
      const id = await once(request, 'setup', async () => {
        const token: SetupToken = {
          id: newId(8),
          status: 'PAYER_ACTION_REQUIRED',
          customerId: newId(5),
          merchantCustomerId: typeof merchant === 'string' ? merchant : null,
          returnUrl,
          cancelUrl,
        };
        await store.put('setup-token', token.id, token);
        return token.id;
      });
      const token = await store.get('setup-token', id);
      return token ? reply.status(201).send(setupJson(token)) : error(reply, 500, 'INTERNAL', 'LOST');
    });

    app.get('/v3/vault/setup-tokens/:id', { schema: { hide: true } }, async (request, reply) => {
      if (!authorized(request)) return reply.status(401).send({ name: 'AUTHENTICATION_FAILURE' });
      const token = await store.get('setup-token', (request.params as { id: string }).id);
      return token ? setupJson(token) : error(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    });

    app.post('/v3/vault/payment-tokens', { schema: { hide: true } }, async (request, reply) => {
      if (!authorized(request)) return reply.status(401).send({ name: 'AUTHENTICATION_FAILURE' });
      const source = (
        (request.body ?? {}) as { payment_source?: { token?: { id?: unknown; type?: unknown } } }
      ).payment_source?.token;
      if (typeof source?.id !== 'string' || source.type !== 'SETUP_TOKEN')
        return error(reply, 400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
      const setupId = source.id;
      const outcome = await store.transaction(async (tx) => {
        const setup = await tx.lock('setup-token', setupId);
        if (!setup) return { issue: 'INVALID_RESOURCE_ID' } as const;
        if (setup.status === 'PAYER_ACTION_REQUIRED') return { issue: 'SETUP_TOKEN_NOT_TOKENIZED' } as const;
        if (setup.status === 'VAULTED') return { issue: 'SETUP_TOKEN_ALREADY_USED' } as const;
        const token: PaymentToken = {
          id: newId(8),
          customerId: setup.customerId,
          merchantCustomerId: setup.merchantCustomerId,
          email: EMULATED_VAULT_EMAIL,
          usable: true,
        };
        await tx.put('payment-token', token.id, token);
        await tx.put('setup-token', setup.id, { ...setup, status: 'VAULTED' });
        return { token } as const;
      });
      // A retry of a create whose answer was lost gets the token it made.
      const key = request.headers['paypal-request-id'];
      if (outcome.issue !== undefined || !outcome.token) {
        const seen = typeof key === 'string' ? await store.get('request', `payment:${key}`) : undefined;
        const earlier = seen ? await store.get('payment-token', seen.id) : undefined;
        if (earlier) return reply.status(201).send(paymentJson(earlier));
        return error(
          reply,
          outcome.issue === 'INVALID_RESOURCE_ID' ? 404 : 422,
          'UNPROCESSABLE_ENTITY',
          outcome.issue ?? 'INVALID_RESOURCE_ID',
        );
      }
      if (typeof key === 'string' && key !== '')
        await store.add('request', `payment:${key}`, { id: outcome.token.id });
      return reply.status(201).send(paymentJson(outcome.token));
    });

    app.get('/v3/vault/payment-tokens/:id', { schema: { hide: true } }, async (request, reply) => {
      if (!authorized(request)) return reply.status(401).send({ name: 'AUTHENTICATION_FAILURE' });
      const token = await store.get('payment-token', (request.params as { id: string }).id);
      return token ? paymentJson(token) : error(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    });

    app.delete('/v3/vault/payment-tokens/:id', { schema: { hide: true } }, async (request, reply) => {
      if (!authorized(request)) return reply.status(401).send({ name: 'AUTHENTICATION_FAILURE' });
      const taken = await store.take('payment-token', (request.params as { id: string }).id);
      return taken
        ? reply.status(204).send()
        : error(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    });

    app.get('/vault/approve/:id', { schema: { hide: true } }, async (request, reply) => {
      const token = await store.get('setup-token', (request.params as { id: string }).id);
      reply.type('text/html; charset=utf-8');
      if (!token)
        return reply.status(404).send('<!doctype html><title>PayPal</title><p>Unknown setup token.</p>');
      const action = (verb: string) => `${prefix}/vault/approve/${escapeMarkup(token.id)}/${verb}`;
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>PayPal (sandbox emulator)</title></head>
<body><main><h1>Save PayPal for later payments</h1><p>${escapeMarkup(EMULATED_VAULT_EMAIL)}</p>
<form method="post" action="${action('approve')}"><button type="submit">Agree and save</button></form>
<form method="post" action="${action('cancel')}"><button type="submit">Cancel and return</button></form>
<p>Development only: nothing is saved at PayPal.</p></main></body></html>`;
    });

    app.post('/vault/approve/:id/:action', { schema: { hide: true } }, async (request, reply) => {
      const { id, action } = request.params as { id: string; action: string };
      const token = await store.transaction(async (tx) => {
        const found = await tx.lock('setup-token', id);
        if (found && action === 'approve' && found.status === 'PAYER_ACTION_REQUIRED') {
          await tx.put('setup-token', id, { ...found, status: 'APPROVED' });
        }
        return found;
      });
      if (!token) return reply.status(404).send({ name: 'RESOURCE_NOT_FOUND' });
      const target = new URL(action === 'approve' ? token.returnUrl : token.cancelUrl, 'http://placeholder');
      target.searchParams.set('approval_token_id', token.id);
      return reply.redirect(`${target.pathname}${target.search}`, 303);
    });

    /** Changes a payment token under its lock; false when there is none. */
    const changeToken = (id: string, change: Partial<PaymentToken>) =>
      store.transaction(async (tx) => {
        const token = await tx.lock('payment-token', id);
        if (token) await tx.put('payment-token', id, { ...token, ...change });
        return token !== undefined;
      });

    /** Test hook: the buyer removed the saved account at PayPal; charging it is refused from now on. */
    app.post('/vault/payment-tokens/:id/invalidate', { schema: { hide: true } }, async (request, reply) => {
      const changed = await changeToken((request.params as { id: string }).id, { usable: false });
      return changed ? { invalidated: true } : reply.status(404).send({ name: 'RESOURCE_NOT_FOUND' });
    });

    /** Test hook: the account's funding fails (or works again, with `{ declines: false }`). */
    app.post('/vault/payment-tokens/:id/decline', { schema: { hide: true } }, async (request, reply) => {
      const declines = (request.body as { declines?: unknown } | undefined)?.declines !== false;
      const changed = await changeToken((request.params as { id: string }).id, { declines });
      return changed ? { declines } : reply.status(404).send({ name: 'RESOURCE_NOT_FOUND' });
    });
  };

  return { plugin, store };
}
