import { isWithinSchedule, totalsOf } from '@app/shared/rules/advisor-console';
import { isGrammaticalGender } from '@app/shared/rules/grammatical-gender';
import {
  torontoDayBounds,
  torontoMonthBounds,
  torontoMonthOf,
  torontoWeekBounds,
} from '@app/shared/rules/week';
import type {
  AdvisorCall,
  AdvisorConsole,
  AdvisorMonth,
  AdvisorStatus,
} from '@app/shared/schemas/advisor-console';
import { AppError } from '../../app-error.ts';
import type { AdvisorConsoleRepository } from './console-repository.ts';
import type { AdvisorsService } from './service.ts';

const within = (call: AdvisorCall, from: Date, to: Date) => {
  const at = Date.parse(call.callStart);
  return at >= from.getTime() && at < to.getTime();
};

/**
 * What the advisor console shows of one advisor: their status as the phone line sees it, their billed
 * calls and totals by the business clock (Toronto's day, week and month).
 */
export function createAdvisorConsoleService(deps: {
  repository: AdvisorConsoleRepository;
  advisors: AdvisorsService;
  now?: () => Date;
}) {
  const { repository, advisors } = deps;
  const now = deps.now ?? (() => new Date());

  async function statusOf(agentId: number, at: Date) {
    const row = await repository.find(agentId);
    if (!row) throw new AppError(404, 'NOT_FOUND', `No advisor with agentId ${agentId}`);
    const heldUntil = row.onACall ? await repository.heldUntil(agentId, at) : null;
    const toppingUp = row.onACall && !heldUntil ? await repository.toppingUp(agentId) : false;
    const status: AdvisorStatus = {
      takingCalls: row.signedIn,
      onACall: row.onACall,
      availTimeStr: row.availTimeStr,
      heldUntil: heldUntil?.toISOString() ?? null,
      outsideSchedule: row.signedIn && isWithinSchedule(row.schedule, at, row.daysOff) === false,
      toppingUp,
    };
    return { row, status };
  }

  /** The month asked for, else this month (business clock). */
  const monthOf = (month: string | undefined) => month ?? torontoMonthOf(now());

  async function monthCalls(agentId: number, month: string | undefined) {
    const shown = monthOf(month);
    const bounds = torontoMonthBounds(shown);
    return { month: shown, calls: await repository.calls(agentId, bounds.start, bounds.end) };
  }

  return {
    /** Status, today's calls, and the totals of today, this week and this month. */
    async overview(agentId: number): Promise<AdvisorConsole> {
      const at = now();
      const { row, status } = await statusOf(agentId, at);
      const day = torontoDayBounds(at);
      const week = torontoWeekBounds(at);
      const weekEnd = new Date(week.end.getTime() + 1);
      const month = torontoMonthBounds(torontoMonthOf(at));
      const from = new Date(Math.min(week.start.getTime(), month.start.getTime()));
      const to = new Date(Math.max(weekEnd.getTime(), month.end.getTime()));
      const calls = await repository.calls(agentId, from, to);
      const today = calls.filter((call) => within(call, day.start, day.end));
      return {
        agentId,
        name: row.name,
        grammaticalGender: isGrammaticalGender(row.grammaticalGender) ? row.grammaticalGender : null,
        status,
        payoutCentsPerMinute: row.payoutCentsPerMinute,
        today: { calls: today, totals: totalsOf(today) },
        week: totalsOf(calls.filter((call) => within(call, week.start, weekEnd))),
        month: totalsOf(calls.filter((call) => within(call, month.start, month.end))),
      };
    },

    /** 'Taking calls' or 'Offline' through the status service; the advisor's own choice always applies. */
    async setTakingCalls(agentId: number, takingCalls: boolean): Promise<AdvisorStatus> {
      const at = now();
      // An older platform event cannot undo it afterwards.
      await advisors.updateAgentStatus(agentId, { signedIn: takingCalls }, { by: 'advisor', at });
      return (await statusOf(agentId, at)).status;
    },

    /** One month's billed calls, newest first, with their totals. */
    async month(agentId: number, month: string | undefined): Promise<AdvisorMonth> {
      const { month: shown, calls } = await monthCalls(agentId, month);
      return { month: shown, calls, totals: totalsOf(calls) };
    },

    /** One month's billed calls, for the CSV. */
    monthCalls,
  };
}

export type AdvisorConsoleService = ReturnType<typeof createAdvisorConsoleService>;
