import type { backOffice } from '@app/shared/messages/back-office';
import type { backOfficeApplications } from '@app/shared/messages/back-office-applications';
import type { backOfficeClosureRefunds } from '@app/shared/messages/back-office-closure-refunds';
import type { backOfficeEarnings } from '@app/shared/messages/back-office-earnings';
import type { backOfficeTrust } from '@app/shared/messages/trust-staff';
import type { StaffAdjustReason, StaffAuditAction } from '@app/shared/schemas/staff';
import type { ReviewHideReason, SatisfactionReason } from '@app/shared/schemas/trust';

/** A label of the audit log: the words of an action live in the section of the page that does it. */
type ActionLabelKey =
  | `backOffice.actions.${keyof typeof backOffice.actions}`
  | `backOfficeTrust.actions.${keyof typeof backOfficeTrust.actions}`
  | `backOfficeEarnings.actions.${keyof typeof backOfficeEarnings.actions}`
  | `backOffice.closureRefunds.actions.${keyof typeof backOfficeClosureRefunds.actions}`
  | `backOffice.applications.actions.${keyof typeof backOfficeApplications.actions}`;

/** The catalogue's key of each audit action (an action holds a dot, which i18next reads as nesting). */
const ACTION_LABELS = {
  'customer.adjust_credits': 'backOffice.actions.adjust_credits',
  'customer.deactivate': 'backOffice.actions.deactivate',
  'customer.reactivate': 'backOffice.actions.reactivate',
  'customer.resend_verification': 'backOffice.actions.resend_verification',
  'customer.sign_out_everywhere': 'backOffice.actions.sign_out_everywhere',
  'refund.create': 'backOffice.actions.refund_create',
  'advisor.create': 'backOffice.actions.advisor_create',
  'advisor.update': 'backOffice.actions.advisor_update',
  'advisor.deactivate': 'backOffice.actions.advisor_deactivate',
  'advisor.reactivate': 'backOffice.actions.advisor_reactivate',
  'advisor.photo': 'backOffice.actions.advisor_photo',
  'advisor.voice': 'backOffice.actions.advisor_voice',
  'advisor.phone': 'backOffice.actions.advisor_phone',
  'advisor.login_link': 'backOffice.actions.advisor_login_link',
  'advisor.login_reset': 'backOffice.actions.advisor_login_reset',
  'bundle.update': 'backOffice.actions.bundle_update',
  'coupon.create': 'backOffice.actions.coupon_create',
  'coupon.update': 'backOffice.actions.coupon_update',
  'coupon.deactivate': 'backOffice.actions.coupon_deactivate',
  'promotion.create': 'backOffice.actions.promotion_create',
  'promotion.update': 'backOffice.actions.promotion_update',
  'promotion.deactivate': 'backOffice.actions.promotion_deactivate',
  'announcement.create': 'backOffice.actions.announcement_create',
  'announcement.update': 'backOffice.actions.announcement_update',
  'announcement.deactivate': 'backOffice.actions.announcement_deactivate',
  'tarot.create_weeks': 'backOffice.actions.tarot_create_weeks',
  'tarot.update': 'backOffice.actions.tarot_update',
  'theme.set': 'backOffice.actions.theme_set',
  'export.accounting': 'backOffice.actions.export_accounting',
  'export.tax': 'backOffice.actions.export_tax',
  'review.hide': 'backOfficeTrust.actions.review_hide',
  'review.restore': 'backOfficeTrust.actions.review_restore',
  'satisfaction.grant': 'backOfficeTrust.actions.satisfaction_grant',
  'satisfaction.decline': 'backOfficeTrust.actions.satisfaction_decline',
  'earnings.adjust': 'backOfficeEarnings.actions.earnings_adjust',
  'payouts.confirm_run': 'backOfficeEarnings.actions.payouts_confirm_run',
  'payouts.set_minimum': 'backOfficeEarnings.actions.payouts_set_minimum',
  'payouts.reveal_tin': 'backOfficeEarnings.actions.payouts_reveal_tin',
  'customer.spending_limit': 'backOffice.actions.customer_spending_limit',
  'customer.close_account': 'backOffice.closureRefunds.actions.close_account',
  'refund.closure_queued': 'backOffice.closureRefunds.actions.closure_queued',
  'refund.closure_resolved': 'backOffice.closureRefunds.actions.closure_resolved',
  'customer.reveal_birth_details': 'backOffice.closureRefunds.actions.reveal_birth_details',
  'customer.delete_birth_details': 'backOffice.closureRefunds.actions.delete_birth_details',
  'application.status': 'backOffice.applications.actions.status',
  'application.note': 'backOffice.applications.actions.note',
  'application.schedule_test': 'backOffice.applications.actions.schedule_test',
  'application.record_test': 'backOffice.applications.actions.record_test',
  'application.approve': 'backOffice.applications.actions.approve',
  'application.reject': 'backOffice.applications.actions.reject',
  'advisor.publish': 'backOffice.applications.actions.publish',
} as const satisfies Record<StaffAuditAction, ActionLabelKey>;

export function actionLabelKey(action: StaffAuditAction): ActionLabelKey {
  return ACTION_LABELS[action];
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
  if (role === 'customer') return 'backOffice.closureRefunds.customerRole' as const;
  return role === 'admin' || role === 'support' ? (`backOffice.roles.${role}` as const) : null;
}

/** The back office's page of a customer. */
export const customerPath = (customerId: string) => `/admin/customers/${encodeURIComponent(customerId)}`;

/** The pages of what audit rows name: 'kind:id' → its page (a promotion's and an announcement's is their list). */
const TARGET_PAGES: Record<string, (id: string) => string> = {
  customer: customerPath,
  advisor: (agentId) => `/admin/advisors/${encodeURIComponent(agentId)}`,
  application: (id) => `/admin/applications/${encodeURIComponent(id)}`,
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
