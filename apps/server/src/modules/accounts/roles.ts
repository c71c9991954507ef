import type { UserRole } from '@app/shared/rules/roles';
import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements } from 'better-auth/plugins/admin/access';

/**
 * What each role may do, in better-auth's access-control terms (the admin plugin checks its own `user`
 * and `session` statements with it; our routes check ours through `can`). Customers act only on their
 * own account, which the customer routes check by id; they hold no statement here.
 */
/** What staff may do; an admin holds every one of these, support a part. */
const backOfficeStatements = {
  /** The back office: read the business. */
  backOffice: ['view'],
  /** Minutes added or taken by staff: `adjust` up to the support cap, `adjust-unlimited` beyond it. */
  credits: ['adjust', 'adjust-unlimited'],
  refunds: ['create'],
  /** The accounting export: every paid purchase and refund of a period, with the customers' e-mails. */
  reports: ['export'],
  /** Advisors, coupons, promotions, announcements, themes, tarot weeks. */
  catalogue: ['manage'],
  /** Hide a review for abuse, or restore it. */
  reviews: ['moderate'],
  /** Grant or decline a customer's satisfaction credit. */
  satisfaction: ['decide'],
  /**
   * Advisors' money: adjust their earnings, set the payout minimum and run payouts, reveal a SIN or
   * business number (admin only; support reads statements and ledgers with `backOffice: ['view']`).
   */
  payouts: ['adjust', 'run', 'reveal-tin'],
  /** The sales tax remittance report: tax collected and refunded per period, province and tax (admin only). */
  salesTax: ['report'],
  /** A spending limit on a customer that only staff lift (responsible spending), audited. */
  spending: ['limit'],
  /**
   * Applications to become an advisor (issue 43): `screen` reads them, notes, schedules and scores the
   * test reading (support and admin); `decide` approves, rejects and publishes the new advisor (admin).
   */
  applications: ['screen', 'decide'],
} as const;

const statements = {
  ...defaultStatements,
  /** The advisor console and phone menu, for the advisor's own agentId only. */
  console: ['use'],
  ...backOfficeStatements,
} as const;

export const accessControl = createAccessControl(statements);

export const roles = {
  customer: accessControl.newRole({}),
  advisor: accessControl.newRole({ console: ['use'] }),
  support: accessControl.newRole({
    backOffice: ['view'],
    credits: ['adjust'],
    reviews: ['moderate'],
    satisfaction: ['decide'],
    spending: ['limit'],
    applications: ['screen'],
  }),
  admin: accessControl.newRole({ ...adminAc.statements, ...backOfficeStatements }),
} satisfies Record<UserRole, unknown>;

type Statements = typeof statements;
export type Permission = { [K in keyof Statements]?: Statements[K][number][] };

/** Whether `role` holds every action of `permission`; an unknown role holds none. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  const granted = role && Object.hasOwn(roles, role) ? roles[role as UserRole] : undefined;
  return granted ? granted.authorize(permission as never).success : false;
}
