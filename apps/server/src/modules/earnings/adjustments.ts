import type { AppDb } from '@app/db/client';
import type { StaffEarningsAdjustBody, StaffEarningsAdjustResult } from '@app/shared/schemas/earnings-staff';
import { AppError } from '../../app-error.ts';
import { type AuditActor, advisorTarget, insertAudit } from '../audit/log.ts';
import { createAdjustmentRepository } from './adjustment-repository.ts';
import { applyEarningsEntry, EarningsShortfallError, earningsTransaction } from './ledger.ts';

/**
 * Staff changes to an advisor's earnings: a bonus, a correction or a clawback, with a reason from the
 * list and a note, keyed by the form's requestId (a double click or a retry adjusts once and answers the
 * first result). The ledger row and its audit row are written in one transaction, under the advisor's
 * earnings lock. Taking the balance below zero needs `overrideNegative`, which only admins hold (the
 * route is admin's), and the audit row says it was used.
 */
export function createEarningsAdjustments(db: AppDb) {
  return {
    async adjust(
      actor: AuditActor,
      agentId: number,
      body: StaffEarningsAdjustBody,
    ): Promise<StaffEarningsAdjustResult> {
      if (!(await createAdjustmentRepository(db).advisorExists(agentId))) {
        throw new AppError(404, 'NOT_FOUND', `No advisor with agentId ${agentId}`);
      }
      try {
        return await earningsTransaction(db, agentId, async (tx, earnings) => {
          const result = await applyEarningsEntry(tx, {
            agentId,
            kind: 'adjustment',
            deltaCents: body.amountCents,
            reference: body.requestId,
            reason: body.reason,
            note: body.note,
            overrideNegative: body.overrideNegative === true,
            actorUserId: actor.userId,
          });
          if (!result.applied) {
            const first = await createAdjustmentRepository(tx).adjustmentOf(agentId, body.requestId);
            return {
              applied: false,
              balanceCents: result.balanceAfterCents,
              entryId: first?.id ?? result.entryId,
            };
          }
          await insertAudit(tx, {
            actor,
            action: 'earnings.adjust',
            target: advisorTarget(agentId),
            before: { balanceCents: earnings.balanceCents },
            after: {
              balanceCents: result.balanceAfterCents,
              amountCents: body.amountCents,
              reason: body.reason,
              entryId: result.entryId,
              ...(result.balanceAfterCents < 0 ? { overrideNegative: true } : {}),
            },
            reason: body.note,
          });
          return { applied: true, balanceCents: result.balanceAfterCents, entryId: result.entryId };
        });
      } catch (error) {
        if (error instanceof EarningsShortfallError) {
          throw new AppError(
            409,
            'EARNINGS_BELOW_ZERO',
            `This would take the advisor's earnings below zero (balance ${error.balanceCents} cents).`,
          );
        }
        throw error;
      }
    },
  };
}

export type EarningsAdjustments = ReturnType<typeof createEarningsAdjustments>;
