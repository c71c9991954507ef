import { z } from 'zod';
import { messageKey } from '../messages/keys.ts';

// ---------------------------------------------------------------------------------------------------
// The back office's API (customers and the audit log). Every route is under
// /api/staff/…, declares these schemas, and checks the role on the server (`guards.requireStaff`):
// no session 401, a customer or an advisor 403. `support` and `admin` may use every route below;
// `support` adjusts at most STAFF_SUPPORT_ADJUST_CAP minutes per action.
//   GET  /api/staff/customers?q=&page=&pageSize=&sort=&order=   → staffCustomerPageSchema
//        q: part of an e-mail or a name (case-insensitive), or a phone number (its last 10 digits match)
//   GET  /api/staff/customers/:customerId                        → staffCustomerDetailSchema
//   POST /api/staff/customers/:customerId/adjustments  body staffAdjustBodySchema → staffAdjustResultSchema
//        (409 INSUFFICIENT_CREDITS when it would take the balance below zero; 403 ADJUST_CAP for
//        support beyond the cap; the same requestId twice adjusts once and answers the first result)
//   POST /api/staff/customers/:customerId/deactivate    body staffReasonBodySchema → staffCustomerSchema
//   POST /api/staff/customers/:customerId/reactivate    body staffReasonBodySchema → staffCustomerSchema
//   POST /api/staff/customers/:customerId/verification-email                      → 204
//   POST /api/staff/customers/:customerId/sign-out-everywhere body staffReasonBodySchema → 204
//   GET  /api/staff/audit?actor=&action=&target=&from=&to=&page=&pageSize=       → staffAuditPageSchema
// Every mutation writes one audit row (staffAuditEntrySchema) in the same transaction as the change.
// ---------------------------------------------------------------------------------------------------

/** The most minutes one `support` action may add or take; `admin` has no cap. */
export const STAFF_SUPPORT_ADJUST_CAP = 30;
/** The largest single adjustment anyone may make (a typo guard, not a policy). */
export const STAFF_ADJUST_MAX = 10_000;
export const STAFF_NOTE_MAX = 500;
export const STAFF_PAGE_SIZES = [10, 25, 50, 100] as const;

/** Why staff change a customer's minutes: a fixed list, so that reports can count them. */
export const STAFF_ADJUST_REASONS = [
  'goodwill',
  'call_quality',
  'billing_correction',
  'technical_issue',
  'promotion',
  'other',
] as const;
export type StaffAdjustReason = (typeof STAFF_ADJUST_REASONS)[number];

/** What the audit log records, one value per kind of staff action. */
export const STAFF_AUDIT_ACTIONS = [
  'customer.adjust_credits',
  'customer.deactivate',
  'customer.reactivate',
  'customer.resend_verification',
  'customer.sign_out_everywhere',
  'refund.create',
  'advisor.create',
  'advisor.update',
  'advisor.deactivate',
  'advisor.reactivate',
  'advisor.photo',
  'advisor.voice',
  'advisor.phone',
  'advisor.login_link',
  'advisor.login_reset',
  'bundle.update',
  'coupon.create',
  'coupon.update',
  'coupon.deactivate',
  'promotion.create',
  'promotion.update',
  'promotion.deactivate',
  'announcement.create',
  'announcement.update',
  'announcement.deactivate',
  'tarot.create_weeks',
  'tarot.update',
  'theme.set',
  'export.accounting',
  'export.tax',
  'review.hide',
  'review.restore',
  'satisfaction.grant',
  'satisfaction.decline',
  'earnings.adjust',
  'payouts.confirm_run',
  'payouts.set_minimum',
  'payouts.reveal_tin',
  'customer.spending_limit',
  'customer.close_account',
  'refund.closure_queued',
  'refund.closure_resolved',
  'customer.reveal_birth_details',
  'customer.delete_birth_details',
  'application.status',
  'application.note',
  'application.schedule_test',
  'application.record_test',
  'application.approve',
  'application.reject',
  'advisor.publish',
] as const;
export type StaffAuditAction = (typeof STAFF_AUDIT_ACTIONS)[number];

/**
 * The audit log's only rows whose actor is a customer: closing their own account refunds money, and
 * what could not be refunded waits for staff, so both are written where staff read every money action.
 */
export const CUSTOMER_AUDIT_ACTIONS = [
  'customer.close_account',
  'refund.closure_queued',
  'customer.reveal_birth_details',
  'customer.delete_birth_details',
] as const satisfies readonly StaffAuditAction[];
export type CustomerAuditAction = (typeof CUSTOMER_AUDIT_ACTIONS)[number];

/** A staff member's note: trimmed, required, bounded (the adjust note, a refund's note…). */
export const staffNoteSchema = z
  .string()
  .transform((text) => text.trim())
  .pipe(
    z
      .string()
      .min(1, messageKey('backOffice.refunds.noteRequired'))
      .max(
        STAFF_NOTE_MAX,
        messageKey('backOffice.advisors.form.checks.descriptionMax', { count: STAFF_NOTE_MAX }),
      ),
  );
const note = staffNoteSchema;

export const staffCustomerParamsSchema = z.object({ customerId: z.string().min(1).max(64) });

export const staffCustomerQuerySchema = z.object({
  q: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (STAFF_PAGE_SIZES as readonly number[]).includes(size), 'Expected 10, 25, 50 or 100')
    .default(25),
  sort: z.enum(['createdAt', 'email', 'name', 'credits', 'lastSignInAt']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export const staffCustomerSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  credits: z.int(),
  isActive: z.boolean(),
  emailVerified: z.boolean(),
  /** Verified phone numbers in E.164 (staff see them whole). */
  phoneNumbers: z.array(z.string()),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  /** When the customer deleted their account (closed for good, unlike a deactivation); null otherwise. */
  deletedAt: z.string().nullable(),
});

export const staffCustomerPageSchema = z.object({
  items: z.array(staffCustomerSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

export const staffLedgerEntrySchema = z.object({
  id: z.int(),
  createdAt: z.string(),
  kind: z.string(),
  delta: z.int(),
  balanceAfter: z.int(),
  reference: z.string(),
  note: z.string().nullable(),
});

export const STAFF_REFUND_STATUSES = ['pending', 'completed', 'failed'] as const;

/** One refund of a purchase (packages/shared/src/schemas/staff-refunds.ts). */
export const staffPurchaseRefundSchema = z.object({
  id: z.string(),
  purchaseId: z.string(),
  amountCents: z.int(),
  minutes: z.int(),
  minutesTaken: z.int().nullable(),
  shortfallMinutes: z.int().nullable(),
  status: z.enum(STAFF_REFUND_STATUSES),
  provider: z.enum(['paypal', 'interac']),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  failureReason: z.string().nullable(),
});

export const staffPurchaseSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  provider: z.string(),
  status: z.string(),
  bundle: z.string(),
  minutes: z.int(),
  totalCents: z.int(),
  couponCode: z.string().nullable(),
  /** The purchases row behind it (null while the order is not credited): what a refund names. */
  purchaseId: z.string().nullable().optional(),
  /** Refunds pending or completed so far (failed ones gave the amount back), and each refund. */
  refundedCents: z.int().optional(),
  refundedMinutes: z.int().optional(),
  refunds: z.array(staffPurchaseRefundSchema).optional(),
});

export const staffCallSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  advisor: z.string(),
  durationSeconds: z.int(),
  minutesBilled: z.int(),
});

export const staffCouponUseSchema = z.object({
  code: z.string(),
  usedAt: z.string(),
  orderId: z.string().nullable(),
});

export const staffSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});

export const staffCustomerDetailSchema = z.object({
  customer: staffCustomerSchema,
  /** Newest first, the last 100. */
  ledger: z.array(staffLedgerEntrySchema),
  purchases: z.array(staffPurchaseSchema),
  calls: z.array(staffCallSchema),
  couponUses: z.array(staffCouponUseSchema),
  sessions: z.array(staffSessionSchema),
  /** What the signed-in staff member may do here (display only: the server checks again). */
  canAdjustUnlimited: z.boolean(),
  /** Whether the signed-in staff member may refund (admin); display only. */
  canRefund: z.boolean().optional(),
});

export const staffAdjustBodySchema = z.strictObject({
  /** Minutes to add (> 0) or take (< 0). */
  delta: z
    .int(messageKey('backOffice.adjust.checks.minutesWhole'))
    .refine((value) => value !== 0, messageKey('backOffice.adjust.checks.minutesNotZero'))
    .refine(
      (value) => Math.abs(value) <= STAFF_ADJUST_MAX,
      messageKey('backOffice.adjust.checks.minutesMax', { count: STAFF_ADJUST_MAX }),
    ),
  reason: z.enum(STAFF_ADJUST_REASONS),
  note,
  /** One per click of the form: a repeated request (a double click, a retry) adjusts once. */
  requestId: z.uuid(),
});

export const staffAdjustResultSchema = z.object({ balance: z.int(), ledgerEntryId: z.int() });

export const staffReasonBodySchema = z.strictObject({ note });

export const staffAuditQuerySchema = z.object({
  actor: z.string().trim().max(254).optional(),
  action: z.enum(STAFF_AUDIT_ACTIONS).optional(),
  target: z.string().trim().max(254).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (STAFF_PAGE_SIZES as readonly number[]).includes(size), 'Expected 10, 25, 50 or 100')
    .default(50),
});

export const staffAuditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  actorEmail: z.string(),
  actorRole: z.string(),
  action: z.enum(STAFF_AUDIT_ACTIONS),
  /** What was acted on: 'customer:<id>' and the like. */
  target: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
  clientIp: z.string().nullable(),
  /**
   * What the row names, by 'kind:id' (its target, and the ids in before and after: see
   * rules/audit-references.ts): a customer's e-mail, an advisor's name, a purchase's bundle…
   */
  names: z.record(z.string(), z.string()),
});

export const staffAuditPageSchema = z.object({
  items: z.array(staffAuditEntrySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

export type StaffCustomer = z.infer<typeof staffCustomerSchema>;
export type StaffCustomerPage = z.infer<typeof staffCustomerPageSchema>;
export type StaffCustomerDetail = z.infer<typeof staffCustomerDetailSchema>;
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;
export type StaffAuditPage = z.infer<typeof staffAuditPageSchema>;
