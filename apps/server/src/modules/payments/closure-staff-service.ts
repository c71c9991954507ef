import type { AppDb } from '@app/db/client';
import { en } from '@app/shared/messages/en';
import type { StaffClosureRefund } from '@app/shared/schemas/account-closure';
import { AppError } from '../../app-error.ts';
import { type AuditActor, customerTarget, insertAudit } from '../audit/log.ts';
import { createClosureRefundRepository } from './closure-refund-repository.ts';

type ListedRow = Awaited<ReturnType<ReturnType<typeof createClosureRefundRepository>['list']>>[number];

const words = en.backOffice.closureRefunds;

function toStaffClosureRefund({ row, ...joined }: ListedRow): StaffClosureRefund {
  return {
    id: row.id,
    customerId: row.customerId,
    customerEmail: joined.customerEmail,
    purchaseId: row.purchaseId,
    orderId: joined.orderId,
    purchaseDate: joined.purchaseDate.toISOString(),
    provider: row.provider,
    minutes: row.minutes,
    amountCents: row.amountCents,
    status: row.status,
    refundStatus: joined.refundStatus,
    queueReason: row.queueReason,
    failureReason: joined.failureReason,
    createdAt: row.createdAt.toISOString(),
    queuedAt: row.queuedAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedByEmail: joined.resolvedByEmail,
    resolutionNote: row.resolutionNote,
  };
}

/**
 * The back office's side of closure refunds: what closing refunded, and those left for staff, who pay
 * them back another way (a refund from the purchase's page once the provider works again, a cheque)
 * and say so here; that note is their audit row.
 */
export function createClosureStaffService({ db, now = () => new Date() }: { db: AppDb; now?: () => Date }) {
  return {
    async list(query: { status: 'queued' | 'all'; customerId?: string | undefined }) {
      const statuses =
        query.status === 'queued' ? (['queued'] as const) : (['opened', 'queued', 'resolved'] as const);
      const rows = await createClosureRefundRepository(db).list({
        statuses: [...statuses],
        customerId: query.customerId,
      });
      return { items: rows.map(toStaffClosureRefund) };
    },

    async resolve(actor: AuditActor, id: string, note: string): Promise<StaffClosureRefund> {
      return db.transaction(async (raw) => {
        const tx = raw as unknown as AppDb;
        const rows = createClosureRefundRepository(tx);
        const row = await rows.lock(id);
        if (!row) throw new AppError(404, 'NOT_FOUND', words.errors.notFound);
        if (row.status !== 'queued') throw new AppError(409, 'ALREADY_DECIDED', words.errors.notQueued);
        await rows.resolve(id, actor.userId, note, now());
        await insertAudit(tx, {
          actor,
          action: 'refund.closure_resolved',
          target: customerTarget(row.customerId),
          before: { status: row.status },
          after: {
            status: 'resolved',
            closureRefundId: row.id,
            purchaseId: row.purchaseId,
            amountCents: row.amountCents,
            minutes: row.minutes,
          },
          reason: note,
        });
        const [listed] = await rows.list({ statuses: ['resolved'], id });
        if (!listed) throw new Error(`closure refund ${id} not found after resolving it`);
        return toStaffClosureRefund(listed);
      });
    },
  };
}

export type ClosureStaffService = ReturnType<typeof createClosureStaffService>;
