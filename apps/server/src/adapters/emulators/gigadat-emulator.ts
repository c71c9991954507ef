import { randomBytes } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import { BRAND } from '@app/shared/brand';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import { createEmulatorStore } from './emulator-store.ts';
import { centsOfAmount, createRefundBook, registerRefundHooks } from './refund-book.ts';

/**
 * Gigadat's payment-token, transactions and hosted web flow, for development and tests only (never in
 * production). Transactions live in the database, outside any one server as at Gigadat, so every
 * instance serves the same ones. The web flow lets the tester pay, fail or abandon; paying also sends
 * the postback Gigadat would send.
 */
export const GIGADAT_EMULATOR_PREFIX = '/dev/gigadat';

interface EmulatedTransaction {
  id: string;
  token: string;
  amount: number;
  status: string;
}

interface GigadatKinds {
  transaction: EmulatedTransaction;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${title}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#fdf6e3;color:#1f2937;display:grid;place-items:center;min-height:100vh}
.card{background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(0,0,0,.08);padding:32px;max-width:420px;width:calc(100% - 32px)}
.brand{font-weight:800;font-size:22px;color:#b45309}.amount{font-size:34px;font-weight:700;margin:16px 0 4px}.muted{color:#6b7280;font-size:14px}
button{width:100%;padding:14px;border-radius:999px;border:0;font-size:16px;font-weight:700;cursor:pointer;margin-top:12px}
.pay{background:#f59e0b;color:#111}.fail{background:#fee2e2;color:#991b1b}.abandon{background:#fff;border:1px solid #d1d5db}</style></head>
<body><main class="card">${body}</main></body></html>`;
}

export function createGigadatEmulator(options: {
  db: AppDb;
  credentials: string;
  postbackUrl: string;
  deliver: (url: string, init: RequestInit) => Promise<unknown>;
}) {
  const store = createEmulatorStore<GigadatKinds>(options.db, 'gigadat');
  const expected = `Basic ${Buffer.from(options.credentials).toString('base64')}`;
  const refunds = createRefundBook(options.db, 'gigadat');

  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(formbody);

    app.post('/api/payment-token/:campaignId', { schema: { hide: true } }, async (request, reply) => {
      if (request.headers.authorization !== expected)
        return reply.status(401).send({ error: 'unauthorized' });
      const body = request.body as {
        transactionId?: string;
        amount?: number;
        currency?: string;
        type?: string;
      };
      if (!body.transactionId || typeof body.amount !== 'number' || body.type !== 'CPI') {
        return reply.status(400).send({ error: 'invalid request' });
      }
      const token = randomBytes(12).toString('hex');
      await store.put('transaction', body.transactionId, {
        id: body.transactionId,
        token,
        amount: body.amount,
        status: 'STATUS_INITED',
      });
      return { token };
    });

    app.get('/api/transactions/:id', { schema: { hide: true } }, async (request, reply) => {
      if (request.headers.authorization !== expected)
        return reply.status(401).send({ error: 'unauthorized' });
      const transaction = await store.get('transaction', (request.params as { id: string }).id);
      if (!transaction) return reply.status(404).send({ error: 'not found' });
      return {
        transactionId: transaction.id,
        status: transaction.status,
        amount: transaction.amount,
        currency: 'CAD',
      };
    });

    app.post('/api/transactions/:id/refund', { schema: { hide: true } }, async (request, reply) => {
      if (request.headers.authorization !== expected)
        return reply.status(401).send({ error: 'unauthorized' });
      const transaction = await store.get('transaction', (request.params as { id: string }).id);
      if (!transaction) return reply.status(404).send({ error: 'not found' });
      if (transaction.status !== 'STATUS_SUCCESS')
        return reply.status(422).send({ error: 'refused', message: 'The transaction was not paid.' });
      const body = (request.body ?? {}) as { refundId?: unknown; amount?: unknown; currency?: unknown };
      const amountCents = centsOfAmount(body.amount);
      if (
        typeof body.refundId !== 'string' ||
        !body.refundId ||
        Number.isNaN(amountCents) ||
        body.currency !== 'CAD'
      )
        return reply.status(400).send({ error: 'invalid request' });
      const answer = await refunds.refund({
        key: body.refundId,
        paymentId: transaction.id,
        paidCents: centsOfAmount(transaction.amount),
        amountCents,
      });
      if (answer.kind === 'lost') return reply.status(503).send({ error: 'unavailable' });
      if (answer.kind === 'refused') {
        const message = {
          switch: 'The refund was declined.',
          over: 'The amount is more than what is left to refund.',
          reused: 'This refundId was used for another refund.',
        }[answer.reason];
        return reply.status(422).send({ error: 'refused', message });
      }
      return {
        refundId: body.refundId,
        gigadatRefundId: answer.refund.id,
        transactionId: transaction.id,
        status: 'STATUS_SUCCESS',
        amount: amountCents / 100,
      };
    });

    registerRefundHooks(app, refunds);

    app.get('/webflow', { schema: { hide: true } }, async (request, reply) => {
      const { transaction, token } = request.query as { transaction?: string; token?: string };
      const found = await store.get('transaction', String(transaction ?? ''));
      reply.type('text/html; charset=utf-8');
      if (!found || found.token !== token)
        return reply.status(404).send(page('Interac', '<p>Unknown transaction.</p>'));
      if (found.status !== 'STATUS_INITED') {
        return page(
          'Interac',
          `<div class="brand">Interac e-Transfer</div><p>Transaction finished: ${found.status}.</p><p class="muted">You can close this window.</p>`,
        );
      }
      const action = (name: string) =>
        `${GIGADAT_EMULATOR_PREFIX}/webflow/${found.id}/${name}?token=${found.token}`;
      return page(
        'Interac (emulator)',
        `<div class="brand">Interac e-Transfer <small class="muted">emulator</small></div>
<p class="muted">${BRAND.productName}</p><p class="amount">$${found.amount.toFixed(2)} CAD</p>
<form method="post" action="${action('pay')}"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${action('fail')}"><button class="fail" type="submit">Fail</button></form>
<form method="post" action="${action('abandon')}"><button class="abandon" type="submit">Abandon</button></form>
<p class="muted" style="margin-top:20px;font-size:12px">Development only: no money moves.</p>`,
      );
    });

    app.post('/webflow/:id/:action', { schema: { hide: true } }, async (request, reply) => {
      const { id, action } = request.params as { id: string; action: string };
      const token = (request.query as { token?: string }).token;
      // Under the transaction's lock: of two choices at once (on any instances), the first one counts.
      const outcome = await store.transaction(async (tx) => {
        const current = await tx.lock('transaction', id);
        if (!current || current.token !== token) return undefined;
        if (current.status !== 'STATUS_INITED') return { found: current, finished: false };
        current.status =
          action === 'pay' ? 'STATUS_SUCCESS' : action === 'fail' ? 'STATUS_FAILED' : 'STATUS_ABORTED1';
        await tx.put('transaction', id, current);
        return { found: current, finished: true };
      });
      if (!outcome) return reply.status(404).send({ error: 'not found' });
      const { found } = outcome;
      if (outcome.finished) {
        // Like Gigadat: a postback tells the merchant; the merchant must still ask before acting. Sent
        // after the commit, since the merchant's handler asks this emulator.
        await options
          .deliver(options.postbackUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ transactionId: found.id, status: found.status }),
          })
          .catch(() => undefined);
      }
      return reply.redirect(
        `${GIGADAT_EMULATOR_PREFIX}/webflow?transaction=${found.id}&token=${found.token}`,
        303,
      );
    });
  };

  return { plugin };
}
