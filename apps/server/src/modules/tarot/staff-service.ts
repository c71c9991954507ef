import type { AppDb } from '@app/db/client';
import {
  comingTarotWeeks,
  type TarotWeekRefusal,
  tarotWeekChangeRefusal,
  tarotWeekPhase,
} from '@app/shared/rules/tarot-weeks';
import type {
  StaffTarotPlayPage,
  StaffTarotWeek,
  StaffTarotWeekPage,
} from '@app/shared/schemas/staff-tarot-theme';
import { AppError } from '../../app-error.ts';
import type { StaffActor } from '../accounts/staff-guard.ts';
import { auditActorOf, insertAudit } from '../audit/log.ts';
import { retryTransaction } from '../credits/money-transaction.ts';
import { createStaffTarotRepository, type WeekRow } from './staff-repository.ts';

const tarotWeekTarget = (gameId: string) => `tarot_game:${gameId}`;
const TAROT_WEEKS_TARGET = 'tarot_games';

type SetWeekOutcome = 'not-found' | 'unchanged' | 'changed' | { refused: TarotWeekRefusal };

const notFound = () => new AppError(404, 'NOT_FOUND', 'No tarot week with this id.');

const REFUSALS = {
  ended: () =>
    new AppError(409, 'WEEK_ENDED', 'This week has ended: its game and its plays stay as they were.'),
  has_plays: () =>
    new AppError(
      409,
      'WEEK_HAS_PLAYS',
      'Customers already played this week, so it cannot be switched off: their plays and coupons stay valid.',
    ),
} as const;

const auditActor = (actor: StaffActor) => ({ actor: auditActorOf(actor) });

/** The weekly tarot games as staff manage them: create the coming weeks, switch one on or off. */
export function createStaffTarotService(deps: { db: AppDb; now?: () => Date }) {
  const { db } = deps;
  const repository = createStaffTarotRepository(db);
  const now = deps.now ?? (() => new Date());

  const toWeek = (row: WeekRow, at: Date): StaffTarotWeek => ({
    id: row.id,
    weekStart: row.weekStart.toISOString(),
    weekEnd: row.weekEnd.toISOString(),
    isActive: row.isActive,
    phase: tarotWeekPhase({ start: row.weekStart, end: row.weekEnd }, at),
    plays: row.plays,
    wins: row.wins,
  });

  async function weekOrNotFound(gameId: string, at: Date): Promise<StaffTarotWeek> {
    const row = await repository.findWeek(gameId);
    if (!row) throw notFound();
    return toWeek(row, at);
  }

  return {
    async weeks(page: number, pageSize: number): Promise<StaffTarotWeekPage> {
      const at = now();
      const { rows, total } = await repository.listWeeks(page, pageSize);
      return { items: rows.map((row) => toWeek(row, at)), total, page, pageSize };
    },

    async plays(gameId: string, page: number, pageSize: number): Promise<StaffTarotPlayPage> {
      const week = await weekOrNotFound(gameId, now());
      const [{ rows, total }, names] = await Promise.all([
        repository.plays(gameId, page, pageSize),
        repository.cardNames(),
      ]);
      return {
        week,
        items: rows.map(({ cardsDrawn, playedAt, ...row }) => ({
          ...row,
          playedAt: playedAt.toISOString(),
          cards: cardsDrawn.map((id) => ({ id, name: names.get(id) ?? `#${id}` })),
        })),
        total,
        page,
        pageSize,
      };
    },

    /**
     * Creates the coming weeks that do not exist yet (an existing week, or one another request creates at
     * the same moment, is left alone) with one audit row naming the new ones; when all existed, nothing
     * is written. Answers every requested week as it now stands.
     */
    async createWeeks(actor: StaffActor, count: number) {
      const at = now();
      const weeks = comingTarotWeeks(at, count);
      const result = await retryTransaction(db, async (tx) => {
        const rows = createStaffTarotRepository(tx);
        const created = await rows.insertMissingWeeks(weeks);
        if (created.length > 0) {
          await insertAudit(tx, {
            ...auditActor(actor),
            reason: null,
            action: 'tarot.create_weeks',
            target: TAROT_WEEKS_TARGET,
            before: null,
            after: { created: created.map((weekStart) => weekStart.toISOString()) },
          });
        }
        const standing = await rows.weeksStartingAt(weeks.map((week) => week.start));
        return { created: created.length, weeks: standing };
      });
      return { created: result.created, weeks: result.weeks.map((row) => toWeek(row, at)) };
    },

    /**
     * Switches a week on or off with its audit row. The week's row is locked FOR UPDATE, which a play's
     * foreign-key check (FOR KEY SHARE) waits for: a play committed before is counted, so a week that
     * was played is never switched off.
     */
    async setActive(actor: StaffActor, gameId: string, isActive: boolean, note: string) {
      const at = now();
      const outcome = await retryTransaction<SetWeekOutcome>(db, async (tx) => {
        const rows = createStaffTarotRepository(tx);
        if (!(await rows.lockWeek(gameId))) return 'not-found';
        const week = await rows.findWeek(gameId);
        if (!week) return 'not-found';
        const phase = tarotWeekPhase({ start: week.weekStart, end: week.weekEnd }, at);
        const refused = tarotWeekChangeRefusal(phase, week.plays, isActive);
        if (refused) return { refused };
        if (week.isActive === isActive) return 'unchanged';
        await rows.setWeekActive(gameId, isActive);
        await insertAudit(tx, {
          ...auditActor(actor),
          reason: note,
          action: 'tarot.update',
          target: tarotWeekTarget(gameId),
          before: { isActive: week.isActive },
          after: { isActive, weekStart: week.weekStart.toISOString() },
        });
        return 'changed';
      });
      if (outcome === 'not-found') throw notFound();
      if (typeof outcome === 'object') throw REFUSALS[outcome.refused]();
      return weekOrNotFound(gameId, at);
    },
  };
}

export type StaffTarotService = ReturnType<typeof createStaffTarotService>;
