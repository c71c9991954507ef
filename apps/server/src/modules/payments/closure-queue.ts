import type { AppDb } from '@app/db/client';
import { insertCustomerAudit } from '../audit/log.ts';
import { type ClosureRefundRow, createClosureRefundRepository } from './closure-refund-repository.ts';
import type { RefundRow } from './refund-repository.ts';

/**
 * The audit row of a closure refund left for staff, in the transaction that queues it: its actor is the
 * customer who closed the account (staff did nothing yet). `detail` is what the provider said, if it refused.
 */
export async function auditQueuedClosureRefund(
  tx: AppDb,
  row: ClosureRefundRow,
  detail: string | null = null,
): Promise<void> {
  const customer = await createClosureRefundRepository(tx).customer(row.customerId);
  if (!customer) throw new Error(`closure refund ${row.id} has no customer`);
  await insertCustomerAudit(tx, {
    customer: { id: row.customerId, email: customer.email },
    action: 'refund.closure_queued',
    before: null,
    after: {
      closureRefundId: row.id,
      purchaseId: row.purchaseId,
      refundId: row.refundId,
      provider: row.provider,
      amountCents: row.amountCents,
      minutes: row.minutes,
      queueReason: row.queueReason,
    },
    reason: detail,
  });
}

/**
 * The refund settlement's hook when a provider refuses a refund (at once, or later through the
 * reconciliation job): the refund of a closed account is queued for staff with its audit row, in the
 * transaction that fails it. Any other refund is left as it is.
 */
export async function queueRefusedClosureRefund(tx: AppDb, refund: RefundRow): Promise<void> {
  const rows = createClosureRefundRepository(tx);
  const row = await rows.lockByRefund(refund.id);
  if (row?.status !== 'opened') return;
  const queued = await rows.queue(row.id, 'provider_refused', new Date());
  await auditQueuedClosureRefund(tx, queued, refund.failureReason);
}
