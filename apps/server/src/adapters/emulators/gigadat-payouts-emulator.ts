import { randomBytes } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import type { FastifyPluginAsync } from 'fastify';
import { GIGADAT_EMULATOR_PREFIX } from './gigadat-emulator.ts';
import { createPayoutBook, type PayoutOutcome, registerPayoutControls } from './payout-book.ts';

/**
 * Gigadat's Interac e-Transfer out, as adapters/gigadat.ts assumes it (POST /api/payouts/{campaignId},
 * GET /api/payouts/{transactionId}; to check against Gigadat's merchant documentation before going live),
 * for development and tests under /dev/gigadat. The same transactionId twice answers the first transfer.
 * Transfers stay STATUS_PENDING until the tester decides (GET /dev/gigadat/payouts).
 */
const STATUS: Record<PayoutOutcome, string> = {
  pending: 'STATUS_PENDING',
  success: 'STATUS_SUCCESS',
  failed: 'STATUS_FAILED',
  returned: 'STATUS_RETURNED',
  unclaimed: 'STATUS_EXPIRED',
  blocked: 'STATUS_REJECTED',
};

export function createGigadatPayoutsEmulator(options: { db: AppDb; credentials: string }) {
  const book = createPayoutBook(options.db, 'gigadat-payouts');
  const expected = `Basic ${Buffer.from(options.credentials).toString('base64')}`;

  const plugin: FastifyPluginAsync = async (app) => {
    app.post('/api/payouts/:campaignId', { schema: { hide: true } }, async (request, reply) => {
      if (request.headers.authorization !== expected)
        return reply.status(401).send({ error: 'unauthorized' });
      const body = (request.body ?? {}) as {
        transactionId?: unknown;
        amount?: unknown;
        currency?: unknown;
        type?: unknown;
        email?: unknown;
        mobile?: unknown;
      };
      const receiver = typeof body.email === 'string' ? body.email : body.mobile;
      if (
        typeof body.transactionId !== 'string' ||
        typeof body.amount !== 'number' ||
        !(body.amount > 0) ||
        body.currency !== 'CAD' ||
        body.type !== 'ETO' ||
        typeof receiver !== 'string' ||
        // An e-Transfer goes to an e-mail address or a Canadian mobile number (E.164).
        !(/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(receiver) || /^\+1\d{10}$/.test(receiver))
      )
        return reply.status(400).send({
          error: 'invalid request',
          message: 'transactionId, amount, currency CAD, type ETO and an email or mobile are required.',
        });
      await book.store.add('payout', body.transactionId, {
        id: body.transactionId,
        providerItemId: randomBytes(8).toString('hex'),
        batchId: null,
        amountCents: Math.round(body.amount * 100),
        receiver,
        outcome: 'pending',
        createdAt: new Date().toISOString(),
      });
      const payout = await book.store.get('payout', body.transactionId);
      return { transactionId: body.transactionId, status: STATUS[payout?.outcome ?? 'pending'] };
    });

    app.get('/api/payouts/:transactionId', { schema: { hide: true } }, async (request, reply) => {
      if (request.headers.authorization !== expected)
        return reply.status(401).send({ error: 'unauthorized' });
      const payout = await book.store.get(
        'payout',
        (request.params as { transactionId: string }).transactionId,
      );
      if (!payout) return reply.status(404).send({ error: 'not found' });
      return {
        transactionId: payout.id,
        status: STATUS[payout.outcome],
        amount: payout.amountCents / 100,
        currency: 'CAD',
        ...(payout.outcome === 'failed' ? { reason: 'Recipient bank declined the transfer' } : {}),
      };
    });

    await registerPayoutControls(app, book, {
      prefix: GIGADAT_EMULATOR_PREFIX,
      title: 'Gigadat e-Transfer out',
    });
  };

  return { plugin, book };
}
