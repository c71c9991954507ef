import type { AppDb } from '@app/db/client';
import { messagesIn } from '@app/shared/messages/catalogue';
import { formatMessage } from '@app/shared/messages/format';
import { formatLongDateIn, formatMoneyIn, type Language } from '@app/shared/rules/language';
import {
  LIMIT_FIELDS,
  LIMIT_WINDOWS,
  type LimitWindow,
  limitInForce,
  limitWindow,
  type Pause,
  type PurchaseRefusal,
  pauseEnd,
  planLimitChange,
  purchaseRefusal,
  SPENDING_LIMITS,
  type SpendingLimit,
  stricter,
} from '@app/shared/rules/spending-limits';
import type {
  PauseBody,
  SpendingLimits,
  SpendingLimitsBody,
  staffSpendingLimitsBodySchema,
} from '@app/shared/schemas/spending-limits';
import type { z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { StaffActor } from '../accounts/staff-guard.ts';
import { auditActorOf, customerTarget, insertAudit } from '../audit/log.ts';
import { moneyTransaction } from '../credits/money-transaction.ts';
import {
  createSpendingRepository,
  OWN_COLUMNS,
  type SpendingLimitRaiseRow,
  type SpendingLimitsRow,
  STAFF_COLUMNS,
} from './repository.ts';

type StaffLimitsBody = z.infer<typeof staffSpendingLimitsBodySchema>;

/** The customer's own limits as the row's columns. */
const ownColumns = (limits: Record<SpendingLimit, number | null>) =>
  Object.fromEntries(SPENDING_LIMITS.map((limit) => [OWN_COLUMNS[limit], limits[limit]]));

/** The limits as they stand at `now`: the customer's own in force (matured raises applied), staff's, the pause. */
function standing(row: SpendingLimitsRow | undefined, raises: SpendingLimitRaiseRow[], now: Date) {
  const raiseOf = (limit: SpendingLimit) => raises.find((raise) => raise.limitName === limit);
  const own = Object.fromEntries(
    SPENDING_LIMITS.map((limit) => {
      const raise = raiseOf(limit);
      const pending = raise ? { cents: raise.cents, takesEffectAt: raise.takesEffectAt } : null;
      return [limit, limitInForce({ cents: row?.[OWN_COLUMNS[limit]] ?? null, pending }, now)];
    }),
  ) as Record<SpendingLimit, number | null>;
  const staff = Object.fromEntries(
    LIMIT_WINDOWS.map((window) => [window, row?.[STAFF_COLUMNS[window]] ?? null]),
  ) as Record<LimitWindow, number | null>;
  const pause: Pause | null =
    row?.pauseKind && row.pauseUntil && row.pauseUntil.getTime() > now.getTime()
      ? { kind: row.pauseKind as Pause['kind'], until: row.pauseUntil }
      : null;
  const pending = raises.filter((raise) => raise.takesEffectAt.getTime() > now.getTime());
  return { own, staff, pause, pending };
}

/** Each window's start or end at `at`. */
const windowEdges = (at: Date, edge: 'start' | 'end') =>
  Object.fromEntries(LIMIT_WINDOWS.map((window) => [window, limitWindow(window, at)[edge]])) as Record<
    LimitWindow,
    Date
  >;

/** The refusal as the customer reads it (and hears it on the phone, from the same words). */
export function refusalMessage(refusal: PurchaseRefusal, language: Language): string {
  const words = messagesIn(language).spendingLimits.refused;
  const date = refusal.resetsAt ? formatLongDateIn(language, refusal.resetsAt) : '';
  if (!('limitCents' in refusal)) return formatMessage(words[refusal.limit], { date });
  return formatMessage(words[refusal.limit], {
    limit: formatMoneyIn(language, refusal.limitCents),
    spent: formatMoneyIn(language, refusal.spentCents),
    date,
  });
}

/** What the phone line says to a customer on a break or self-exclusion before it hangs up. */
export function pausePhoneMessage(pause: Pause, language: Language): string {
  return formatMessage(messagesIn(language).spendingLimits.phone[pause.kind], {
    date: formatLongDateIn(language, pause.until),
  });
}

/**
 * A customer's spending limits, breaks and self-exclusion (issue 40). Every change is made under the
 * customer's row lock, the lock every purchase takes first, so a purchase sees the limits as they stand.
 */
export function createSpendingService(deps: { db: AppDb; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function describeWith(tx: AppDb, customerId: string, at: Date): Promise<SpendingLimits> {
    const rows = createSpendingRepository(tx);
    const { row, raises } = await rows.find(customerId);
    const { own, staff, pause, pending } = standing(row, raises, at);
    const spent = await rows.spentSince(customerId, windowEdges(at, 'start'));
    const ends = windowEdges(at, 'end');
    const resetsAt = {
      daily: ends.daily.toISOString(),
      weekly: ends.weekly.toISOString(),
      monthly: ends.monthly.toISOString(),
    };
    return {
      dailyCents: own.daily,
      weeklyCents: own.weekly,
      monthlyCents: own.monthly,
      perCallTopUpCents: own.perCallTopUp,
      pending: pending.map((raise) => ({
        limit: raise.limitName as SpendingLimit,
        cents: raise.cents,
        takesEffectAt: raise.takesEffectAt.toISOString(),
      })),
      staff: { dailyCents: staff.daily, weeklyCents: staff.weekly, monthlyCents: staff.monthly },
      spent: { dailyCents: spent.daily, weeklyCents: spent.weekly, monthlyCents: spent.monthly },
      resetsAt,
      pause: pause && { kind: pause.kind, until: pause.until.toISOString() },
    };
  }

  /** Applies the raises whose time has come to the row, so the next change starts from what is in force. */
  async function foldMaturedRaises(tx: AppDb, customerId: string, at: Date) {
    const rows = createSpendingRepository(tx);
    const { row, raises } = await rows.find(customerId);
    const { own } = standing(row, raises, at);
    if (raises.some((raise) => raise.takesEffectAt.getTime() <= at.getTime())) {
      await rows.setLimits(customerId, ownColumns(own), at);
      await rows.dropRaisesDue(customerId, at);
    }
    return { own, rows };
  }

  return {
    describe(customerId: string): Promise<SpendingLimits> {
      return describeWith(db, customerId, now());
    },

    /** Lowering applies at once; raising or removing waits 24 hours (planLimitChange). */
    setLimits(customerId: string, body: SpendingLimitsBody): Promise<SpendingLimits> {
      const at = now();
      return moneyTransaction(db, customerId, async (tx) => {
        const { own, rows } = await foldMaturedRaises(tx, customerId, at);
        const next = { ...own };
        for (const limit of SPENDING_LIMITS) {
          const requested = body[LIMIT_FIELDS[limit]];
          if (requested === undefined) continue;
          const plan = planLimitChange(own[limit], requested, at);
          next[limit] = plan.cents;
          if (plan.pending) {
            await rows.putRaise({ customerId, limitName: limit, ...plan.pending, requestedAt: at });
          } else {
            await rows.dropRaise(customerId, limit);
          }
        }
        if (SPENDING_LIMITS.some((limit) => next[limit] !== own[limit]))
          await rows.setLimits(customerId, ownColumns(next), at);
        return describeWith(tx, customerId, at);
      });
    },

    /** Drops a pending raise or removal: the limit in force stays. */
    keepLimit(customerId: string, limit: SpendingLimit): Promise<SpendingLimits> {
      const at = now();
      return moneyTransaction(db, customerId, async (tx) => {
        const { rows } = await foldMaturedRaises(tx, customerId, at);
        await rows.dropRaise(customerId, limit);
        return describeWith(tx, customerId, at);
      });
    },

    /**
     * Starts a break or a self-exclusion. One under way is never shortened: the later end stands, and an
     * exclusion stays an exclusion. An exclusion also withdraws the consent to marketing e-mail.
     */
    startPause(customerId: string, body: PauseBody): Promise<SpendingLimits> {
      const at = now();
      const asked: Pause =
        'days' in body
          ? { kind: 'break', until: pauseEnd(at, { days: body.days }) }
          : { kind: 'exclusion', until: pauseEnd(at, { months: body.selfExclusionMonths }) };
      return moneyTransaction(db, customerId, async (tx) => {
        const rows = createSpendingRepository(tx);
        const { row, raises } = await rows.find(customerId);
        const current = standing(row, raises, at).pause;
        const pause: Pause = {
          kind: asked.kind === 'exclusion' || current?.kind === 'exclusion' ? 'exclusion' : 'break',
          until: current && current.until.getTime() > asked.until.getTime() ? current.until : asked.until,
        };
        await rows.setPause(customerId, pause, at);
        if (pause.kind === 'exclusion') await rows.withdrawMarketingConsent(customerId);
        return describeWith(tx, customerId, at);
      });
    },

    /** Staff's own limits (null lifts one), audited with the reason; they never touch the customer's. */
    setStaffLimits(actor: StaffActor, customerId: string, body: StaffLimitsBody): Promise<SpendingLimits> {
      const at = now();
      return moneyTransaction(db, customerId, async (tx) => {
        const rows = createSpendingRepository(tx);
        const { row } = await rows.find(customerId);
        const before = Object.fromEntries(
          LIMIT_WINDOWS.map((window) => [LIMIT_FIELDS[window], row?.[STAFF_COLUMNS[window]] ?? null]),
        );
        const { note: _note, ...asked } = body;
        const after = { ...before, ...asked };
        await rows.setLimits(
          customerId,
          Object.fromEntries(
            LIMIT_WINDOWS.map((window) => [STAFF_COLUMNS[window], after[LIMIT_FIELDS[window]]]),
          ),
          at,
        );
        await insertAudit(tx, {
          actor: auditActorOf(actor),
          action: 'customer.spending_limit',
          target: customerTarget(customerId),
          before,
          after,
          reason: body.note,
        });
        return describeWith(tx, customerId, at);
      });
    },

    /**
     * Inside a purchase's money transaction, after the customer's row lock: refuses a purchase of
     * `amountCents` (taxes included) that a pause or a limit forbids, before any order exists. Open
     * orders count as spent, so two purchases at once cannot together pass a limit.
     */
    async assertPurchaseAllowed(
      tx: AppDb,
      input: {
        customerId: string;
        amountCents: number;
        language: Language;
        at?: Date;
        /** A top-up during this call: the per-call limit applies too. */
        topUpCall?: string | undefined;
      },
    ): Promise<void> {
      const at = input.at ?? now();
      const rows = createSpendingRepository(tx);
      const { row, raises } = await rows.find(input.customerId);
      if (!row && raises.length === 0) return;
      const { own, staff, pause } = standing(row, raises, at);
      const limits = Object.fromEntries(
        LIMIT_WINDOWS.map((window) => [window, stricter(own[window], staff[window])]),
      ) as Record<LimitWindow, number | null>;
      const spent = await rows.spentSince(input.customerId, windowEdges(at, 'start'));
      const perCall = input.topUpCall
        ? { limitCents: own.perCallTopUp, spentCents: await rows.toppedUpDuring(input.topUpCall) }
        : undefined;
      const refusal = purchaseRefusal({
        amountCents: input.amountCents,
        now: at,
        pause,
        limits,
        spent,
        perCall,
      });
      if (refusal) throw new SpendingLimitError(refusal, refusalMessage(refusal, input.language));
    },

    /** A break or self-exclusion under way, with what the phone line says about it. */
    /** `executor`: the transaction of a caller that holds the connection (PGlite has only one). */
    async pauseOf(
      customerId: string,
      executor: AppDb = db,
    ): Promise<(Pause & { message(language: Language): string }) | null> {
      const { row, raises } = await createSpendingRepository(executor).find(customerId);
      const pause = standing(row, raises, now()).pause;
      return pause && { ...pause, message: (language: Language) => pausePhoneMessage(pause, language) };
    },
  };
}

export type SpendingService = ReturnType<typeof createSpendingService>;

/** A purchase a limit or a pause refuses: 409 SPENDING_LIMIT, with which limit and when it lifts. */
class SpendingLimitError extends AppError {
  constructor(refusal: PurchaseRefusal, message: string) {
    super(409, 'SPENDING_LIMIT', message, {
      details: {
        limit: refusal.limit,
        ...(refusal.resetsAt ? { resetsAt: refusal.resetsAt.toISOString() } : {}),
      },
    });
  }
}
