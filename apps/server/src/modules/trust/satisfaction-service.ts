import type { AppDb } from '@app/db/client';
import { en } from '@app/shared/messages/en';
import { shownCustomerName } from '@app/shared/rules/customer';
import { isLanguage } from '@app/shared/rules/language';
import { SATISFACTION_INTERVAL_MS, SATISFACTION_WINDOW_MS } from '@app/shared/rules/trust';
import {
  type OwnSatisfaction,
  SATISFACTION_REASONS,
  type SatisfactionReason,
  type staffSatisfactionListSchema,
} from '@app/shared/schemas/trust';
import type { z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { StaffActor } from '../accounts/staff-guard.ts';
import { insertAudit } from '../audit/log.ts';
import { applyLedgerEntry } from '../credits/ledger.ts';
import { moneyTransaction } from '../credits/money-transaction.ts';
import { queueMessage } from '../messages/message-jobs.ts';
import { satisfactionNotice } from './notices.ts';
import { createSatisfactionRepository, type SatisfactionRepository } from './satisfaction-repository.ts';

const PAGE_SIZE = 25;
const reasonOf = (value: string): SatisfactionReason =>
  (SATISFACTION_REASONS as readonly string[]).includes(value) ? (value as SatisfactionReason) : 'other';
const statusOf = (value: string) => (value === 'granted' || value === 'declined' ? value : 'pending');

/**
 * Satisfaction credits: a customer asks about a call of the last 72 hours, once per 30 days (checked
 * under the customer's lock, so two tabs cannot both pass); support grants up to the call's billed
 * minutes through the ledger, or declines, with the audit row and the customer's e-mail queued in the
 * same transaction.
 */
export function createSatisfactionService(deps: {
  db: AppDb;
  repository: SatisfactionRepository;
  onQueued: () => void;
}) {
  const { db, repository, onQueued } = deps;

  async function decide(
    actor: StaffActor,
    id: string,
    decision: { status: 'granted'; minutes: number; note: string } | { status: 'declined'; note: string },
  ): Promise<void> {
    const customerId = await repository.customerOf(id);
    if (!customerId) throw new AppError(404, 'NOT_FOUND', 'Request not found.');
    await moneyTransaction(db, customerId, async (tx) => {
      const rows = createSatisfactionRepository(tx);
      const request = await rows.lockForDecision(id);
      if (!request) throw new AppError(404, 'NOT_FOUND', 'Request not found.');
      if (request.status !== 'pending') {
        throw new AppError(409, 'ALREADY_DECIDED', 'This request was already decided.');
      }
      const now = new Date();
      const minutes = decision.status === 'granted' ? decision.minutes : null;
      if (minutes !== null && minutes > request.minutesBilled) {
        throw new AppError(
          409,
          'TOO_MANY_MINUTES',
          `At most the call's billed minutes (${request.minutesBilled}) can be granted.`,
        );
      }
      if (minutes !== null) {
        await applyLedgerEntry(tx, {
          customerId,
          kind: 'satisfaction_credit',
          delta: minutes,
          reference: id,
          note: decision.note,
        });
      }
      await rows.decide(id, {
        status: decision.status,
        minutes,
        note: decision.note,
        by: actor.userId,
        at: now,
      });
      await insertAudit(tx, {
        actor,
        action: decision.status === 'granted' ? 'satisfaction.grant' : 'satisfaction.decline',
        target: `customer:${customerId}`,
        before: { request: id, status: 'pending' },
        after: { request: id, status: decision.status, minutes },
        reason: decision.note,
      });
      const language = isLanguage(request.customerLanguage) ? request.customerLanguage : 'en';
      await queueMessage(tx, {
        key: `satisfaction:${id}`,
        channel: 'email',
        to: request.customerEmail,
        ...satisfactionNotice({
          language,
          decision: decision.status,
          customerName: shownCustomerName(request.customerName, request.customerEmail),
          callStart: request.callStart,
          minutes: minutes ?? 0,
          note: decision.note,
        }),
      });
    });
    onQueued();
  }

  return {
    async own(customerId: string, now = new Date()): Promise<OwnSatisfaction> {
      const [requests, latest] = await Promise.all([
        repository.own(customerId),
        repository.latestRequestAt(customerId),
      ]);
      const nextAllowed =
        latest && latest.getTime() + SATISFACTION_INTERVAL_MS > now.getTime()
          ? new Date(latest.getTime() + SATISFACTION_INTERVAL_MS)
          : null;
      const eligible = nextAllowed
        ? []
        : await repository.askableUsage(customerId, new Date(now.getTime() - SATISFACTION_WINDOW_MS));
      return {
        requests: requests.map((row) => ({
          id: row.id,
          usageId: row.usageId,
          reason: reasonOf(row.reason),
          status: statusOf(row.status),
          minutesGranted: row.minutesGranted,
          decisionNote: row.decisionNote,
          createdAt: row.createdAt.toISOString(),
        })),
        eligibleUsageIds: eligible,
        nextAllowedAt: nextAllowed?.toISOString() ?? null,
      };
    },

    /** 404 CALL_NOT_FOUND, 409 CALL_TOO_OLD / ALREADY_ASKED / SATISFACTION_LIMIT. */
    async ask(
      customerId: string,
      input: { usageId: string; reason: SatisfactionReason; comment?: string | null | undefined },
      now = new Date(),
    ): Promise<{ id: string }> {
      return moneyTransaction(db, customerId, async (tx) => {
        const rows = createSatisfactionRepository(tx);
        const usage = await rows.usage(input.usageId);
        if (!usage || usage.customerId !== customerId) {
          throw new AppError(404, 'CALL_NOT_FOUND', en.trust.errors.callNotFound);
        }
        if (usage.callEnd.getTime() < now.getTime() - SATISFACTION_WINDOW_MS) {
          throw new AppError(409, 'CALL_TOO_OLD', en.trust.errors.callTooOld);
        }
        if (await rows.hasRequest(input.usageId)) {
          throw new AppError(409, 'ALREADY_ASKED', en.trust.errors.alreadyAsked);
        }
        const latest = await rows.latestRequestAt(customerId);
        if (latest && latest.getTime() + SATISFACTION_INTERVAL_MS > now.getTime()) {
          throw new AppError(409, 'SATISFACTION_LIMIT', en.trust.errors.satisfactionLimit);
        }
        const id = await rows.insert({
          customerId,
          usageId: input.usageId,
          reason: input.reason,
          comment: input.comment ?? null,
          now,
        });
        if (!id) throw new AppError(409, 'ALREADY_ASKED', en.trust.errors.alreadyAsked);
        return { id };
      });
    },

    async staffList(
      status: 'pending' | 'granted' | 'declined' | 'all',
      page: number,
    ): Promise<z.infer<typeof staffSatisfactionListSchema>> {
      const { rows, total } = await repository.staffList(status, PAGE_SIZE, (page - 1) * PAGE_SIZE);
      return {
        requests: rows.map((row) => ({
          id: row.id,
          customerId: row.customerId,
          customerName: shownCustomerName(row.customerName, row.customerEmail) ?? '',
          customerEmail: row.customerEmail,
          agentId: row.agentId,
          advisorName: row.advisorName,
          callStart: row.callStart.toISOString(),
          durationSeconds: row.durationSeconds,
          minutesBilled: row.minutesBilled,
          reason: reasonOf(row.reason),
          comment: row.comment,
          status: statusOf(row.status),
          minutesGranted: row.minutesGranted,
          decisionNote: row.decisionNote,
          decidedBy: row.decidedBy,
          decidedAt: row.decidedAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
        page,
        pageSize: PAGE_SIZE,
        total,
      };
    },

    grant: (actor: StaffActor, id: string, minutes: number, note: string) =>
      decide(actor, id, { status: 'granted', minutes, note }),
    decline: (actor: StaffActor, id: string, note: string) => decide(actor, id, { status: 'declined', note }),
  };
}

export type SatisfactionService = ReturnType<typeof createSatisfactionService>;
