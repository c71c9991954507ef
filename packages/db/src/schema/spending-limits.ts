import { MAX_LIMIT_CENTS } from '@app/shared/rules/spending-limits';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { timestamptz } from './columns.ts';
import { customers } from './customers.ts';

const limit = (name: string) => integer(name);

/**
 * A customer's spending limits (issue 40), one row per customer who set any: their own limits in force,
 * staff's (which only staff lift), and a break or self-exclusion under way. Amounts in cents, taxes
 * included; null is no limit. Written under the customer's row lock, as every purchase reads it.
 */
export const spendingLimits = pgTable(
  'spending_limits',
  {
    customerId: text('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    dailyCents: limit('daily_cents'),
    weeklyCents: limit('weekly_cents'),
    monthlyCents: limit('monthly_cents'),
    perCallTopUpCents: limit('per_call_top_up_cents'),
    staffDailyCents: limit('staff_daily_cents'),
    staffWeeklyCents: limit('staff_weekly_cents'),
    staffMonthlyCents: limit('staff_monthly_cents'),
    /** 'break' (7, 30 or 90 days) or 'exclusion' (6 months or more), until `pause_until`; never shortened. */
    pauseKind: text('pause_kind'),
    pauseUntil: timestamptz('pause_until'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'spending_limits_within_range',
      sql`${table.dailyCents} between 0 and ${sql.raw(String(MAX_LIMIT_CENTS))}
        and ${table.weeklyCents} between 0 and ${sql.raw(String(MAX_LIMIT_CENTS))}
        and ${table.monthlyCents} between 0 and ${sql.raw(String(MAX_LIMIT_CENTS))}
        and ${table.perCallTopUpCents} between 0 and ${sql.raw(String(MAX_LIMIT_CENTS))}
        and ${table.staffDailyCents} between 0 and ${sql.raw(String(MAX_LIMIT_CENTS))}
        and ${table.staffWeeklyCents} between 0 and ${sql.raw(String(MAX_LIMIT_CENTS))}
        and ${table.staffMonthlyCents} between 0 and ${sql.raw(String(MAX_LIMIT_CENTS))}`,
    ),
    check(
      'spending_limits_pause',
      sql`(${table.pauseKind} is null and ${table.pauseUntil} is null)
        or (${table.pauseKind} in ('break', 'exclusion') and ${table.pauseUntil} is not null)`,
    ),
  ],
);

/**
 * A raise or removal of one of a customer's limits, waiting 24 hours; `cents` null removes the limit.
 * One per limit: asking again replaces it; lowering the limit, or asking for its current value, drops it.
 */
export const spendingLimitRaises = pgTable(
  'spending_limit_raises',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 'daily', 'weekly', 'monthly' or 'perCallTopUp'. */
    limitName: text('limit_name').notNull(),
    cents: integer('cents'),
    takesEffectAt: timestamptz('takes_effect_at').notNull(),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    requestedBy: text('requested_by').references(() => user.id),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.limitName] }),
    check(
      'spending_limit_raises_limit',
      sql`${table.limitName} in ('daily', 'weekly', 'monthly', 'perCallTopUp')`,
    ),
    check(
      'spending_limit_raises_cents',
      sql`${table.cents} is null or ${table.cents} between 0 and ${sql.raw(String(MAX_LIMIT_CENTS))}`,
    ),
  ],
);
