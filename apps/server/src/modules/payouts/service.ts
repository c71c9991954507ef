import type { AppDb } from '@app/db/client';
import type { PayoutMethod, PayPeriod } from '@app/shared/rules/earnings';
import type { PayoutLine, PayoutRun } from '@app/shared/schemas/payouts';
import { AppError } from '../../app-error.ts';
import { type AuditActor, insertAudit } from '../audit/log.ts';
import { retryTransaction } from '../credits/money-transaction.ts';
import { applyEarningsEntry, earningsTransaction, lockEarnings } from '../earnings/ledger.ts';
import { readPayoutDestinations } from '../payout-profile/index.ts';
import {
  alreadyToday,
  type Decided,
  decide,
  decideFor,
  instantRunKey,
  minimumOf,
  parsePeriod,
  previewLine,
  runOf,
  unpaidLine,
} from './decisions.ts';
import type { PayoutDispatch } from './dispatch.ts';
import { createPayoutsRepository } from './repository.ts';

type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;

/**
 * Records one batch of a method with its items and debits each advisor's earnings, inside the caller's
 * transaction; answers the batch and the run's sent lines (the batch is sent after the commit).
 */
async function recordBatch(
  tx: AppDb,
  repo: PayoutsRepository,
  batch: {
    runKey: string;
    method: PayoutMethod;
    items: { agentId: number; amountCents: number; destination: string }[];
    actorUserId: string | null;
  },
) {
  const { runKey, method, items, actorUserId } = batch;
  const row = await repo.insertBatch({
    runKey,
    method,
    totalCents: items.reduce((sum, item) => sum + item.amountCents, 0),
  });
  const lines: PayoutLine[] = [];
  const itemIds: string[] = [];
  for (const item of items) {
    const inserted = await repo.insertItem({ batchId: row.id, method, ...item });
    await applyEarningsEntry(tx, {
      agentId: item.agentId,
      kind: 'payout',
      deltaCents: -item.amountCents,
      reference: inserted.id,
      actorUserId,
    });
    itemIds.push(inserted.id);
    lines.push({
      agentId: item.agentId,
      amountCents: item.amountCents,
      status: 'sent',
      method,
      batchId: row.id,
    });
  }
  return { batchId: row.id, itemIds, lines };
}

export function createPayoutsService(deps: { db: AppDb; dispatch: PayoutDispatch }) {
  const { db, dispatch } = deps;
  const repository = createPayoutsRepository(db);

  const minimumCents = async () => minimumOf(await repository.minimumSetting());

  /** A run as answered: the stored lines with their batch ids. */
  async function storedRun(period: PayPeriod): Promise<PayoutRun> {
    const run = await repository.findRun(period.id);
    if (!run) throw new Error(`payout run ${period.id} not found`);
    return runOf(period, {
      minimumCents: run.minimumCents,
      confirmed: true,
      created: false,
      lines: run.lines as PayoutLine[],
    });
  }

  return {
    minimumCents,

    async settings() {
      return { minimumCents: await minimumCents() };
    },

    async setMinimum(actor: AuditActor, cents: number) {
      return retryTransaction(db, async (tx) => {
        const repo = createPayoutsRepository(tx);
        const before = minimumOf(await repo.minimumSetting());
        await repo.saveMinimum(cents, actor.userId);
        await insertAudit(tx, {
          actor,
          action: 'payouts.set_minimum',
          target: 'site_settings:payout_minimum_cents',
          before: { minimumCents: before },
          after: { minimumCents: cents },
          reason: null,
        });
        return { minimumCents: cents };
      });
    },

    /** Who a period's run would pay now, and who it would carry over or hold (a period still running too). */
    async preview(periodId: string, now = new Date()): Promise<PayoutRun> {
      const period = parsePeriod(periodId);
      const stored = await repository.findRun(period.id);
      if (stored) return storedRun(period);
      const minimum = await minimumCents();
      const decided = await decide(db, period, minimum, now);
      return runOf(period, {
        minimumCents: minimum,
        confirmed: false,
        created: false,
        lines: decided.map(previewLine),
      });
    },

    /**
     * Confirms a period's run, once: one transaction inserts the run's key (a second confirm, from any
     * instance, finds it taken and answers the stored run), locks the due advisors' earnings in ascending
     * agent id, decides again under those locks, records a batch per method with its items and debits
     * each advisor. The batches are sent after the commit.
     */
    async confirm(periodId: string, actor: AuditActor | null, now = new Date()): Promise<PayoutRun> {
      const period = parsePeriod(periodId);
      if (now.getTime() < period.end.getTime()) {
        throw new AppError(
          409,
          'PAY_PERIOD_NOT_OVER',
          `The pay period ${period.id} (${period.firstDay} to ${period.lastDay}) has not ended: it can be previewed, and confirmed from ${period.end.toISOString()}.`,
        );
      }
      const minimum = await minimumCents();
      const outcome = await retryTransaction(db, async (tx) => {
        const repo = createPayoutsRepository(tx);
        const created = await repo.insertRun({
          runKey: period.id,
          period: period.id,
          minimumCents: minimum,
          confirmedBy: actor?.userId ?? null,
        });
        if (!created) return undefined;
        const first = await decide(tx, period, minimum, now);
        const dueIds = first
          .filter((decided) => decided.decision.status === 'due')
          .map((decided) => decided.agentId)
          .sort((a, b) => a - b);
        const balancesNow = new Map<number, number>();
        for (const agentId of dueIds)
          balancesNow.set(agentId, (await lockEarnings(tx, agentId)).balanceCents);
        // Decided again under the locks: a settlement or an instant payout since the first read counts.
        const profiles = await readPayoutDestinations(tx, dueIds);
        const lines: PayoutLine[] = first
          .filter((decided) => decided.decision.status !== 'due')
          .map(unpaidLine);
        const toPay = new Map<
          PayoutMethod,
          { agentId: number; amountCents: number; destination: string }[]
        >();
        for (const agentId of dueIds) {
          const profile = profiles.get(agentId);
          const decided: Decided = decideFor({
            agentId,
            balanceNowCents: balancesNow.get(agentId) ?? 0,
            balanceAtPeriodEndCents: await repo.balanceBefore(agentId, period.end),
            minimumCents: minimum,
            profile,
            now,
          });
          if (decided.decision.status !== 'due' || !profile) {
            if (decided.decision.amountCents > 0) lines.push(unpaidLine(decided));
            continue;
          }
          const list = toPay.get(profile.method) ?? [];
          list.push({ agentId, amountCents: decided.decision.amountCents, destination: profile.destination });
          toPay.set(profile.method, list);
        }
        const batchIds: string[] = [];
        for (const [method, items] of [...toPay].sort(([a], [b]) => a.localeCompare(b))) {
          const batch = await recordBatch(tx, repo, {
            runKey: period.id,
            method,
            items,
            actorUserId: actor?.userId ?? null,
          });
          batchIds.push(batch.batchId);
          lines.push(...batch.lines);
        }
        lines.sort((a, b) => a.agentId - b.agentId);
        await repo.setRunLines(period.id, lines);
        if (actor) {
          await insertAudit(tx, {
            actor,
            action: 'payouts.confirm_run',
            target: `payout_run:${period.id}`,
            before: null,
            after: {
              period: period.id,
              minimumCents: minimum,
              batches: batchIds.length,
              paidCents: lines
                .filter((line) => line.status === 'sent')
                .reduce((sum, line) => sum + line.amountCents, 0),
            },
            reason: null,
          });
        }
        return { lines, batchIds };
      });
      if (!outcome) return storedRun(period);
      await dispatch.sendBatches(outcome.batchIds, now);
      return runOf(period, { minimumCents: minimum, confirmed: true, created: true, lines: outcome.lines });
    },

    /**
     * An advisor's "Pay me now": their whole balance, once a Toronto day (the run key), when it reaches
     * the minimum, with a profile not on hold; free. The same record, debit and send as a period run.
     */
    async instant(agentId: number, actorUserId: string | null, now = new Date()) {
      const runKey = instantRunKey(agentId, now);
      if (await repository.findRun(runKey)) {
        throw alreadyToday();
      }
      const minimum = await minimumCents();
      const result = await earningsTransaction(db, agentId, async (tx, { balanceCents }) => {
        const repo = createPayoutsRepository(tx);
        // Read again under the lock: a concurrent request that paid first is told so, not "below minimum".
        if (await repo.findRun(runKey)) {
          throw alreadyToday();
        }
        const profile = (await readPayoutDestinations(tx, [agentId])).get(agentId);
        const { decision } = decideFor({
          agentId,
          balanceNowCents: balanceCents,
          balanceAtPeriodEndCents: balanceCents,
          minimumCents: minimum,
          profile,
          now,
        });
        if (decision.status === 'below-minimum') {
          throw new AppError(
            409,
            'PAYOUT_BELOW_MINIMUM',
            `Your balance (${(balanceCents / 100).toFixed(2)} $) is below the payout minimum (${(minimum / 100).toFixed(2)} $).`,
          );
        }
        if (!profile) {
          throw new AppError(409, 'PAYOUT_PROFILE_MISSING', 'Add your payout details first.');
        }
        if (decision.status === 'held') {
          throw new AppError(
            409,
            'PAYOUT_HELD',
            `Your payout details changed recently: payouts are held until ${profile.holdUntil?.toISOString() ?? 'later'}.`,
          );
        }
        if (
          !(await repo.insertRun({ runKey, period: null, minimumCents: minimum, confirmedBy: actorUserId }))
        ) {
          throw alreadyToday();
        }
        const batch = await recordBatch(tx, repo, {
          runKey,
          method: profile.method,
          items: [{ agentId, amountCents: decision.amountCents, destination: profile.destination }],
          actorUserId,
        });
        await repo.setRunLines(runKey, batch.lines);
        return {
          runKey,
          created: true,
          amountCents: decision.amountCents,
          batchId: batch.batchId,
          itemId: batch.itemIds[0] as string,
        };
      });
      await dispatch.sendBatches([result.batchId], now);
      return result;
    },

    /** Recent runs (period and instant) with their batches and each item's status. */
    async recentRuns(limit = 20) {
      const runs = await repository.recentRuns(limit);
      const batches = await repository.batchesOfRuns(runs.map((run) => run.runKey));
      const items = await repository.itemsOfBatches(batches.map((batch) => batch.id));
      const iso = (date: Date | null) => (date ? date.toISOString() : null);
      return {
        runs: runs.map((run) => ({
          runKey: run.runKey,
          period: run.period,
          minimumCents: run.minimumCents,
          createdAt: run.createdAt.toISOString(),
          batches: batches
            .filter((batch) => batch.runKey === run.runKey)
            .map((batch) => ({
              id: batch.id,
              method: batch.method,
              status: batch.status as 'created' | 'sent' | 'done',
              totalCents: batch.totalCents,
              sentAt: iso(batch.sentAt),
              items: items
                .filter((item) => item.batchId === batch.id)
                .map((item) => ({
                  id: item.id,
                  agentId: item.agentId,
                  amountCents: item.amountCents,
                  status: item.status,
                  failureReason: item.failureReason,
                  sentAt: iso(item.sentAt),
                  settledAt: iso(item.settledAt),
                })),
            })),
        })),
      };
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
