import { randomBytes } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import type { FastifyPluginAsync } from 'fastify';
import {
  createPayoutBook,
  type EmulatedPayout,
  type PayoutOutcome,
  registerPayoutControls,
} from './payout-book.ts';
import { PAYPAL_EMULATOR_PREFIX } from './paypal-emulator.ts';

/**
 * PayPal's Payouts API (POST /v1/payments/payouts, GET /v1/payments/payouts/{id}) for development and
 * tests, beside the Orders emulator under /dev/paypal (whose token endpoint it shares). A sender_batch_id
 * seen before is refused with a link to the first batch, as PayPal does. Items stay PENDING until the
 * tester decides (GET /dev/paypal/payouts, or POST /dev/paypal/payouts/:itemId/outcome).
 */
const TRANSACTION_STATUS: Record<PayoutOutcome, string> = {
  pending: 'PENDING',
  success: 'SUCCESS',
  failed: 'FAILED',
  returned: 'RETURNED',
  unclaimed: 'UNCLAIMED',
  blocked: 'BLOCKED',
};

const id = () => randomBytes(7).toString('hex').toUpperCase();

export function createPayPalPayoutsEmulator(options: { db: AppDb }) {
  const book = createPayoutBook(options.db, 'paypal-payouts');
  const { store } = book;

  const itemJson = (payout: EmulatedPayout) => ({
    payout_item_id: payout.providerItemId,
    transaction_status: TRANSACTION_STATUS[payout.outcome],
    payout_batch_id: payout.batchId,
    payout_item: {
      recipient_type: 'EMAIL',
      amount: { value: (payout.amountCents / 100).toFixed(2), currency: 'CAD' },
      receiver: payout.receiver,
      sender_item_id: payout.id,
    },
    ...(payout.outcome === 'failed'
      ? { errors: { name: 'RECEIVER_UNREGISTERED', message: 'Receiver is unregistered' } }
      : {}),
  });

  const plugin: FastifyPluginAsync = async (app) => {
    app.post('/v1/payments/payouts', { schema: { hide: true } }, async (request, reply) => {
      if (!String(request.headers.authorization ?? '').startsWith('Bearer '))
        return reply.status(401).send({ name: 'AUTHENTICATION_FAILURE' });
      const body = (request.body ?? {}) as {
        sender_batch_header?: { sender_batch_id?: unknown };
        items?: {
          amount?: { value?: unknown; currency?: unknown };
          receiver?: unknown;
          sender_item_id?: unknown;
        }[];
      };
      const senderBatchId = body.sender_batch_header?.sender_batch_id;
      const items = body.items ?? [];
      const valid =
        typeof senderBatchId === 'string' &&
        items.length > 0 &&
        items.every(
          (item) =>
            typeof item.sender_item_id === 'string' &&
            typeof item.receiver === 'string' &&
            item.amount?.currency === 'CAD' &&
            typeof item.amount.value === 'string' &&
            /^\d+\.\d{2}$/.test(item.amount.value),
        );
      if (!valid)
        return reply.status(400).send({ name: 'VALIDATION_ERROR', details: [{ issue: 'INVALID_REQUEST' }] });
      const outcome = await store.transaction(async (tx) => {
        const payoutBatchId = id();
        if (!(await tx.add('sender-batch', senderBatchId, { payoutBatchId }))) {
          const first = await tx.get('sender-batch', senderBatchId);
          return { duplicate: first?.payoutBatchId ?? '' };
        }
        const now = new Date().toISOString();
        for (const item of items) {
          await tx.put('payout', String(item.sender_item_id), {
            id: String(item.sender_item_id),
            providerItemId: id(),
            batchId: payoutBatchId,
            amountCents: Math.round(Number(item.amount?.value) * 100),
            receiver: String(item.receiver),
            outcome: 'pending',
            createdAt: now,
          });
        }
        await tx.put('batch', payoutBatchId, {
          id: payoutBatchId,
          senderBatchId,
          itemIds: items.map((item) => String(item.sender_item_id)),
          createdAt: now,
        });
        return { created: payoutBatchId };
      });
      if ('duplicate' in outcome) {
        return reply.status(400).send({
          name: 'USER_BUSINESS_ERROR',
          message: 'Batch with given sender_batch_id already exists',
          details: [{ issue: 'DUPLICATE_SENDER_BATCH_ID' }],
          links: [
            {
              href: `${PAYPAL_EMULATOR_PREFIX}/v1/payments/payouts/${outcome.duplicate}`,
              rel: 'self',
              method: 'GET',
            },
          ],
        });
      }
      return reply.status(201).send({
        batch_header: {
          payout_batch_id: outcome.created,
          batch_status: 'PENDING',
          sender_batch_header: { sender_batch_id: senderBatchId },
        },
      });
    });

    app.get('/v1/payments/payouts/:id', { schema: { hide: true } }, async (request, reply) => {
      if (!String(request.headers.authorization ?? '').startsWith('Bearer '))
        return reply.status(401).send({ name: 'AUTHENTICATION_FAILURE' });
      const batch = await store.get('batch', (request.params as { id: string }).id);
      if (!batch) return reply.status(404).send({ name: 'RESOURCE_NOT_FOUND' });
      const items: EmulatedPayout[] = [];
      for (const itemId of batch.itemIds) {
        const payout = await store.get('payout', itemId);
        if (payout) items.push(payout);
      }
      const settled = items.every((item) => item.outcome !== 'pending');
      return {
        batch_header: {
          payout_batch_id: batch.id,
          batch_status: settled ? 'SUCCESS' : 'PROCESSING',
          sender_batch_header: { sender_batch_id: batch.senderBatchId },
          time_created: batch.createdAt,
        },
        items: items.map(itemJson),
      };
    });

    app.post('/v1/payments/payouts-item/:id/cancel', { schema: { hide: true } }, async (request, reply) => {
      const providerItemId = (request.params as { id: string }).id;
      const found = await store.find('payout', 'providerItemId', providerItemId);
      if (!found) return reply.status(404).send({ name: 'RESOURCE_NOT_FOUND' });
      // Only an unclaimed item can be cancelled, as at PayPal.
      if (found.outcome !== 'unclaimed')
        return reply
          .status(400)
          .send({ name: 'VALIDATION_ERROR', details: [{ issue: 'ITEM_NOT_UNCLAIMED' }] });
      const payout = await book.setOutcome(found.id, 'returned');
      return payout ? itemJson(payout) : reply.status(404).send({ name: 'RESOURCE_NOT_FOUND' });
    });

    await registerPayoutControls(app, book, { prefix: PAYPAL_EMULATOR_PREFIX, title: 'PayPal Payouts' });
  };

  return { plugin, book };
}
