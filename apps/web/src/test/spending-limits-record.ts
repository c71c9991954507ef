import type { SpendingLimits } from '@app/shared/schemas/spending-limits';

/**
 * A customer's spending limits as GET /api/customers/:id/limits gives them, for component tests: no limit,
 * nothing pending, no staff limit and no break unless `overrides` say so.
 */
export function spendingLimitsRecord(overrides: Partial<SpendingLimits> = {}): SpendingLimits {
  return {
    dailyCents: null,
    weeklyCents: null,
    monthlyCents: null,
    perCallTopUpCents: null,
    pending: [],
    staff: { dailyCents: null, weeklyCents: null, monthlyCents: null },
    spent: { dailyCents: 0, weeklyCents: 0, monthlyCents: 0 },
    resetsAt: {
      daily: '2026-11-26T05:00:00.000Z',
      weekly: '2026-11-30T05:00:00.000Z',
      monthly: '2026-12-01T05:00:00.000Z',
    },
    pause: null,
    ...overrides,
  };
}
