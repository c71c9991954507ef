import type { AppDb } from '@app/db/client';
import {
  DEFAULT_PAYOUT_MINIMUM_CENTS,
  type PayoutDecision,
  type PayoutMethod,
  type PayPeriod,
  payoutDecision,
  payPeriod,
} from '@app/shared/rules/earnings';
import { isoToEasternWallClock } from '@app/shared/rules/eastern-wall-clock';
import type { PayoutLine, PayoutRun } from '@app/shared/schemas/payouts';
import { AppError } from '../../app-error.ts';
import { type AuditActor, insertAudit } from '../audit/log.ts';
import { retryTransaction } from '../credits/money-transaction.ts';
import { applyEarningsEntry, earningsTransaction, lockEarnings } from '../earnings/ledger.ts';
import { readPayoutDestinations } from '../payout-profile/index.ts';
import type { PayoutDispatch } from './dispatch.ts';
import { createPayoutsRepository } from './repository.ts';

/** A line of a run as decided for one advisor, before it is shown. */
interface Decided {
  agentId: number;
  decision: PayoutDecision;
  method?: PayoutMethod;
  destination?: string;
}

/** The payout minimum a stored setting holds, or the default when there is none (or it is not sensible). */
export function minimumOf(value: unknown): number {
  const cents = typeof value === 'number' ? value : (value as { cents?: unknown } | null)?.cents;
  return typeof cents === 'number' && Number.isSafeInteger(cents) && cents > 0
    ? cents
    : DEFAULT_PAYOUT_MINIMUM_CENTS;
}

/** The day on Montréal's clock ('2026-11-28'): an instant payout's once-a-day key. */
export function torontoDay(instant: Date): string {
  return isoToEasternWallClock(instant.toISOString()).slice(0, 10);
}

export const instantRunKey = (agentId: number, instant: Date) => `instant:${agentId}:${torontoDay(instant)}`;

/** The refusal of a second instant payout on one Toronto day. */
const alreadyToday = () =>
  new AppError(409, 'PAYOUT_ALREADY_TODAY', 'You already had a payout today. You can ask again tomorrow.');

/** What a preview shows of a decision. */
export function previewLine(decided: Decided): PayoutLine {
  const { decision } = decided;
  return {
    agentId: decided.agentId,
    amountCents: decision.amountCents,
    status: decision.status,
    ...(decision.status === 'held' ? { reason: decision.reason } : {}),
    ...(decided.method ? { method: decided.method } : {}),
  };
}

/** What a confirmation records of a decision that did not pay: carried over, or held. */
function unpaidLine(decided: Decided): PayoutLine {
  const line = previewLine(decided);
  return { ...line, status: line.status === 'held' ? 'held' : 'carried-over' };
}

function parsePeriod(id: string): PayPeriod {
  const period = payPeriod(id);
  if (!period) {
    throw new AppError(
      400,
      'INVALID_PAY_PERIOD',
      `period: "${id.slice(0, 32)}" is not a pay period; write YYYY-MM-1 (the 1st to the 15th) or YYYY-MM-2 (the 16th to the month's end).`,
    );
  }
  return period;
}

/** The run's decisions for every advisor with a non-zero amount, read without locks (a preview). */
async function decide(db: AppDb, period: PayPeriod, minimumCents: number, now: Date): Promise<Decided[]> {
  const balances = await createPayoutsRepository(db).balances(period.end);
  const profiles = await readPayoutDestinations(
    db,
    balances.map((row) => row.agentId),
  );
  return balances
    .map((row) => {
      const profile = profiles.get(row.agentId);
      return {
        agentId: row.agentId,
        decision: payoutDecision({
          balanceNowCents: row.balanceNowCents,
          balanceAtPeriodEndCents: row.balanceAtEndCents,
          minimumCents,
          hasProfile: profile !== undefined,
          holdUntil: profile?.holdUntil ?? null,
          now,
        }),
        ...(profile ? { method: profile.method, destination: profile.destination } : {}),
      };
    })
    .filter((decided) => decided.decision.amountCents > 0);
}

export function createPayoutsService(deps: { db: AppDb; dispatch: PayoutDispatch }) {
  const { db, dispatch } = deps;
  const repository = createPayoutsRepository(db);

  const minimumCents = async () => minimumOf(await repository.minimumSetting());

  /** A run as answered: the stored lines with their batch ids. */
  async function storedRun(period: PayPeriod): Promise<PayoutRun> {
    const run = await repository.findRun(period.id);
    if (!run) throw new Error(`payout run ${period.id} not found`);
    return {
      period: period.id,
      firstDay: period.firstDay,
      lastDay: period.lastDay,
      minimumCents: run.minimumCents,
      confirmed: true,
      created: false,
      lines: run.lines as PayoutLine[],
    };
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
      return {
        period: period.id,
        firstDay: period.firstDay,
        lastDay: period.lastDay,
        minimumCents: minimum,
        confirmed: false,
        created: false,
        lines: decided.map(previewLine),
      };
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
          const decided: Decided = {
            agentId,
            decision: payoutDecision({
              balanceNowCents: balancesNow.get(agentId) ?? 0,
              balanceAtPeriodEndCents: await repo.balanceBefore(agentId, period.end),
              minimumCents: minimum,
              hasProfile: profile !== undefined,
              holdUntil: profile?.holdUntil ?? null,
              now,
            }),
            ...(profile ? { method: profile.method, destination: profile.destination } : {}),
          };
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
          const batch = await repo.insertBatch({
            runKey: period.id,
            method,
            totalCents: items.reduce((sum, item) => sum + item.amountCents, 0),
          });
          batchIds.push(batch.id);
          for (const item of items) {
            const row = await repo.insertItem({ batchId: batch.id, method, ...item });
            await applyEarningsEntry(tx, {
              agentId: item.agentId,
              kind: 'payout',
              deltaCents: -item.amountCents,
              reference: row.id,
              actorUserId: actor?.userId ?? null,
            });
            lines.push({
              agentId: item.agentId,
              amountCents: item.amountCents,
              status: 'sent',
              method,
              batchId: batch.id,
            });
          }
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
      return {
        period: period.id,
        firstDay: period.firstDay,
        lastDay: period.lastDay,
        minimumCents: minimum,
        confirmed: true,
        created: true,
        lines: outcome.lines,
      };
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
        const decision = payoutDecision({
          balanceNowCents: balanceCents,
          balanceAtPeriodEndCents: balanceCents,
          minimumCents: minimum,
          hasProfile: profile !== undefined,
          holdUntil: profile?.holdUntil ?? null,
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
        const batch = await repo.insertBatch({
          runKey,
          method: profile.method,
          totalCents: decision.amountCents,
        });
        const item = await repo.insertItem({
          batchId: batch.id,
          agentId,
          amountCents: decision.amountCents,
          method: profile.method,
          destination: profile.destination,
        });
        await applyEarningsEntry(tx, {
          agentId,
          kind: 'payout',
          deltaCents: -decision.amountCents,
          reference: item.id,
          actorUserId,
        });
        const lines: PayoutLine[] = [
          {
            agentId,
            amountCents: decision.amountCents,
            status: 'sent',
            method: profile.method,
            batchId: batch.id,
          },
        ];
        await repo.setRunLines(runKey, lines);
        return {
          runKey,
          created: true,
          amountCents: decision.amountCents,
          batchId: batch.id,
          itemId: item.id,
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
