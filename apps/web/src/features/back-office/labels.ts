import type { backOffice } from '@app/shared/messages/back-office';
import type { StaffAdjustReason, StaffAuditAction } from '@app/shared/schemas/staff';

/** The catalogue's key of each audit action (an action holds a dot, which i18next reads as nesting). */
const ACTION_KEYS = {
  'customer.adjust_credits': 'adjust_credits',
  'customer.deactivate': 'deactivate',
  'customer.reactivate': 'reactivate',
  'customer.resend_verification': 'resend_verification',
  'customer.sign_out_everywhere': 'sign_out_everywhere',
} as const satisfies Record<StaffAuditAction, keyof typeof backOffice.actions>;

export function actionLabelKey(action: StaffAuditAction) {
  return `backOffice.actions.${ACTION_KEYS[action]}` as const;
}

export function reasonLabelKey(reason: StaffAdjustReason) {
  return `backOffice.reasons.${reason}` as const;
}

/** A staff role's word, or the role as stored when it is not one the catalogue knows. */
export function roleLabelKey(role: string) {
  return role === 'admin' || role === 'support' ? (`backOffice.roles.${role}` as const) : null;
}

/** The customer an audit target names ('customer:<id>'), or null for any other target. */
export function customerIdOfTarget(target: string): string | null {
  const match = /^customer:(.+)$/.exec(target);
  return match?.[1] ?? null;
}

/** The back office's page of a customer. */
export const customerPath = (customerId: string) => `/admin/customers/${encodeURIComponent(customerId)}`;

/** A ledger kind as words: 'staff_adjustment' reads 'Staff adjustment'. */
export function kindLabel(kind: string): string {
  const words = kind.replace(/[_-]+/g, ' ').trim();
  return words ? `${words[0]?.toUpperCase()}${words.slice(1)}` : kind;
}
