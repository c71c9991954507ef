import { comingTarotWeeks, tarotWeekPhase } from '@app/shared/rules/tarot-weeks';
import type {
  StaffTarotPlayPage,
  StaffTarotWeek,
  StaffTarotWeekPage,
} from '@app/shared/schemas/staff-tarot-theme';
import { AppError } from '../../app-error.ts';
import type { StaffActor } from '../accounts/staff-guard.ts';
import { auditActorOf } from '../audit/log.ts';
import type { StaffTarotRepository, WeekRow } from './staff-repository.ts';

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
export function createStaffTarotService(deps: { repository: StaffTarotRepository; now?: () => Date }) {
  const { repository } = deps;
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

    async createWeeks(actor: StaffActor, count: number) {
      const at = now();
      const result = await repository.createWeeks({
        weeks: comingTarotWeeks(at, count),
        audit: { ...auditActor(actor), reason: null },
      });
      return { created: result.created, weeks: result.weeks.map((row) => toWeek(row, at)) };
    },

    async setActive(actor: StaffActor, gameId: string, isActive: boolean, note: string) {
      const at = now();
      const outcome = await repository.setActive({
        gameId,
        isActive,
        now: at,
        audit: { ...auditActor(actor), reason: note },
      });
      if (outcome === 'not-found') throw notFound();
      if (typeof outcome === 'object') throw REFUSALS[outcome.refused]();
      return weekOrNotFound(gameId, at);
    },
  };
}

export type StaffTarotService = ReturnType<typeof createStaffTarotService>;
