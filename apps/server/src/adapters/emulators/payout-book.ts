import type { AppDb } from '@app/db/client';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { escapeMarkup } from '../../escape-markup.ts';
import { createEmulatorStore } from './emulator-store.ts';

/**
 * The payouts an emulated provider (PayPal Payouts, Gigadat e-Transfer out) has received, kept in
 * emulator_records like its other records, and the controls a tester (or a test) uses to decide each
 * one's fate: it lands, fails, comes back, stays unclaimed or stays pending. Keyed by our payout item id
 * (PayPal's sender_item_id, Gigadat's transactionId), so a control names the item as our tables do.
 */
export const PAYOUT_OUTCOMES = ['pending', 'success', 'failed', 'returned', 'unclaimed', 'blocked'] as const;
export type PayoutOutcome = (typeof PAYOUT_OUTCOMES)[number];

export interface EmulatedPayout {
  /** Our payout item's id. */
  id: string;
  /** The provider's own id of the item. */
  providerItemId: string;
  /** The provider's batch it came in (PayPal); Gigadat has none. */
  batchId: string | null;
  amountCents: number;
  receiver: string;
  outcome: PayoutOutcome;
  createdAt: string;
}

interface PayoutKinds {
  payout: EmulatedPayout;
  /** PayPal: a batch by its payout_batch_id, with its sender_batch_id and its items' ids. */
  batch: { id: string; senderBatchId: string; itemIds: string[]; createdAt: string };
  /** PayPal: sender_batch_id → payout_batch_id, so a repeat is refused and points at the first. */
  'sender-batch': { payoutBatchId: string };
}

export function createPayoutBook(db: AppDb, provider: string) {
  const store = createEmulatorStore<PayoutKinds>(db, provider);
  return {
    store,
    async setOutcome(itemId: string, outcome: PayoutOutcome): Promise<EmulatedPayout | undefined> {
      return store.transaction(async (tx) => {
        const payout = await tx.lock('payout', itemId);
        if (!payout) return undefined;
        payout.outcome = outcome;
        await tx.put('payout', itemId, payout);
        return payout;
      });
    },
  };
}

export type PayoutBook = ReturnType<typeof createPayoutBook>;

/**
 * The tester's page (GET {prefix}/payouts) listing every payout with a button per outcome, and the
 * control the page and the tests post to: POST {prefix}/payouts/:itemId/outcome { outcome }.
 */
export async function registerPayoutControls(
  app: FastifyInstance,
  book: PayoutBook,
  options: { prefix: string; title: string },
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(formbody);

    scope.get('/payouts', { schema: { hide: true } }, async (_request, reply) => {
      const payouts = await book.store.list('payout');
      const rows = payouts
        .map((payout) => {
          const buttons = PAYOUT_OUTCOMES.map(
            (outcome) =>
              `<form method="post" action="${options.prefix}/payouts/${encodeURIComponent(payout.id)}/outcome"><input type="hidden" name="outcome" value="${outcome}"><button type="submit"${outcome === payout.outcome ? ' disabled' : ''}>${outcome}</button></form>`,
          ).join('');
          return `<tr><td><code>${escapeMarkup(payout.id)}</code></td><td>${escapeMarkup(payout.receiver)}</td><td>$${(payout.amountCents / 100).toFixed(2)}</td><td><strong>${payout.outcome}</strong></td><td class="actions">${buttons}</td></tr>`;
        })
        .join('');
      reply.type('text/html; charset=utf-8');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${escapeMarkup(options.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#1f2937}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:8px;text-align:left;font-size:14px}.actions form{display:inline}.actions button{margin:2px;padding:4px 10px;border-radius:999px;border:1px solid #d1d5db;background:#fff;cursor:pointer}</style></head>
<body><h1>${escapeMarkup(options.title)} <small>emulator</small></h1><p>Development only: no money moves. Choose what happens to each payout; the reconciliation pass reads it.</p>
<table><thead><tr><th>Item</th><th>To</th><th>Amount</th><th>Now</th><th>Make it</th></tr></thead><tbody>${rows || '<tr><td colspan="5">No payout yet.</td></tr>'}</tbody></table></body></html>`;
    });

    scope.post('/payouts/:itemId/outcome', { schema: { hide: true } }, async (request, reply) => {
      const { itemId } = request.params as { itemId: string };
      const outcome = (request.body as { outcome?: unknown } | undefined)?.outcome;
      if (typeof outcome !== 'string' || !(PAYOUT_OUTCOMES as readonly string[]).includes(outcome))
        return reply.status(400).send({ error: `outcome: one of ${PAYOUT_OUTCOMES.join(', ')}` });
      const payout = await book.setOutcome(itemId, outcome as PayoutOutcome);
      if (!payout) return reply.status(404).send({ error: 'no such payout' });
      if (String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
        return reply.redirect(`${options.prefix}/payouts`, 303);
      return { id: payout.id, outcome: payout.outcome };
    });
  });
}
