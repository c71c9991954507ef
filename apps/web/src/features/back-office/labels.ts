import type { backOffice } from '@app/shared/messages/back-office';
import type { backOfficeEarnings } from '@app/shared/messages/back-office-earnings';
import type { backOfficeTrust } from '@app/shared/messages/trust-staff';
import type { StaffAdjustReason, StaffAuditAction } from '@app/shared/schemas/staff';
import type { ReviewHideReason, SatisfactionReason } from '@app/shared/schemas/trust';

/** The catalogue's key of each audit action (an action holds a dot, which i18next reads as nesting). */
const ACTION_KEYS = {
  'customer.adjust_credits': 'adjust_credits',
  'customer.deactivate': 'deactivate',
  'customer.reactivate': 'reactivate',
  'customer.resend_verification': 'resend_verification',
  'customer.sign_out_everywhere': 'sign_out_everywhere',
  'refund.create': 'refund_create',
  'advisor.create': 'advisor_create',
  'advisor.update': 'advisor_update',
  'advisor.deactivate': 'advisor_deactivate',
  'advisor.reactivate': 'advisor_reactivate',
  'advisor.photo': 'advisor_photo',
  'advisor.voice': 'advisor_voice',
  'advisor.phone': 'advisor_phone',
  'advisor.login_link': 'advisor_login_link',
  'advisor.login_reset': 'advisor_login_reset',
  'bundle.update': 'bundle_update',
  'coupon.create': 'coupon_create',
  'coupon.update': 'coupon_update',
  'coupon.deactivate': 'coupon_deactivate',
  'promotion.create': 'promotion_create',
  'promotion.update': 'promotion_update',
  'promotion.deactivate': 'promotion_deactivate',
  'announcement.create': 'announcement_create',
  'announcement.update': 'announcement_update',
  'announcement.deactivate': 'announcement_deactivate',
  'tarot.create_weeks': 'tarot_create_weeks',
  'tarot.update': 'tarot_update',
  'theme.set': 'theme_set',
  'export.accounting': 'export_accounting',
  'export.tax': 'export_tax',
} as const satisfies Record<
  Exclude<StaffAuditAction, TrustAuditAction | EarningsAuditAction>,
  keyof typeof backOffice.actions
>;

/** The actions of the reviews and satisfaction pages, whose words are the backOfficeTrust section's. */
type TrustAuditAction = Extract<
  StaffAuditAction,
  'review.hide' | 'review.restore' | 'satisfaction.grant' | 'satisfaction.decline'
>;
const TRUST_ACTION_KEYS = {
  'review.hide': 'review_hide',
  'review.restore': 'review_restore',
  'satisfaction.grant': 'satisfaction_grant',
  'satisfaction.decline': 'satisfaction_decline',
} as const satisfies Record<TrustAuditAction, keyof typeof backOfficeTrust.actions>;

const isTrustAction = (action: StaffAuditAction): action is TrustAuditAction =>
  Object.hasOwn(TRUST_ACTION_KEYS, action);

/** The actions on advisors' earnings and payouts, whose words are the backOfficeEarnings section's. */
type EarningsAuditAction = Extract<StaffAuditAction, `earnings.${string}` | `payouts.${string}`>;
const EARNINGS_ACTION_KEYS = {
  'earnings.adjust': 'earnings_adjust',
  'payouts.confirm_run': 'payouts_confirm_run',
  'payouts.set_minimum': 'payouts_set_minimum',
  'payouts.reveal_tin': 'payouts_reveal_tin',
} as const satisfies Record<EarningsAuditAction, keyof typeof backOfficeEarnings.actions>;
const isEarningsAction = (action: StaffAuditAction): action is EarningsAuditAction =>
  Object.hasOwn(EARNINGS_ACTION_KEYS, action);

export function actionLabelKey(action: StaffAuditAction) {
  if (isTrustAction(action)) return `backOfficeTrust.actions.${TRUST_ACTION_KEYS[action]}` as const;
  if (isEarningsAction(action)) return `backOfficeEarnings.actions.${EARNINGS_ACTION_KEYS[action]}` as const;
  return `backOffice.actions.${ACTION_KEYS[action]}` as const;
}

/** Why staff hid a review. */
export function hideReasonLabelKey(reason: ReviewHideReason) {
  return `backOfficeTrust.hideReasons.${reason}` as const;
}

/** What went wrong with a reading, as the customer chose it. */
export function satisfactionReasonLabelKey(reason: SatisfactionReason) {
  return `backOfficeTrust.satisfactionReasons.${reason}` as const;
}

export function reasonLabelKey(reason: StaffAdjustReason) {
  return `backOffice.reasons.${reason}` as const;
}

/** A staff role's word, or the role as stored when it is not one the catalogue knows. */
export function roleLabelKey(role: string) {
  return role === 'admin' || role === 'support' ? (`backOffice.roles.${role}` as const) : null;
}

/** The back office's page of a customer. */
export const customerPath = (customerId: string) => `/admin/customers/${encodeURIComponent(customerId)}`;

/** The pages of what audit rows name: 'kind:id' → its page (a promotion's and an announcement's is their list). */
const TARGET_PAGES: Record<string, (id: string) => string> = {
  customer: customerPath,
  advisor: (agentId) => `/admin/advisors/${encodeURIComponent(agentId)}`,
  bundle: () => '/admin/bundles',
  coupon: (couponId) => `/admin/coupons/${encodeURIComponent(couponId)}`,
  promotion: () => '/admin/promotions',
  announcement: () => '/admin/promotions',
  tarot_game: (gameId) => `/admin/season/tarot/${encodeURIComponent(gameId)}`,
  setting: () => '/admin/season',
  // A review has no page of its own: the reviews list, every state, where it shows.
  review: () => '/admin/reviews',
};

/** The back-office page of an audit row's target, or null when it has none (an export). */
export function pathOfTarget(target: string): string | null {
  const match = /^([a-z_]+):(.+)$/.exec(target);
  const page = match?.[1] ? TARGET_PAGES[match[1]] : undefined;
  return page && match?.[2] ? page(match[2]) : null;
}

/** A ledger kind as words: 'staff_adjustment' reads 'Staff adjustment'. */
export function kindLabel(kind: string): string {
  const words = kind.replace(/[_-]+/g, ' ').trim();
  return words ? `${words[0]?.toUpperCase()}${words.slice(1)}` : kind;
}

/** The season theme and tarot weeks page, and one tarot week's plays under it (its tab stays lit). */
export const SEASON_PATH = '/admin/season';
export const tarotWeekPath = (gameId: string) => `${SEASON_PATH}/tarot/${encodeURIComponent(gameId)}`;
