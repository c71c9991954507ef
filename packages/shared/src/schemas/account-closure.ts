import { z } from 'zod';
import { staffNoteSchema } from './staff.ts';

// Closing an account with paid minutes left (the customer's dialog and staff's queue):
//   GET  /api/customers/:id/closure                      → accountClosureResponseSchema
//   GET  /api/staff/closure-refunds?status=&customerId=  → staffClosureRefundListSchema
//   POST /api/staff/closure-refunds/:id/resolve  { note } → staffClosureRefundSchema

export const closureProviderSchema = z.enum(['paypal', 'interac']);

/** Why a closure refund waits for staff: no provider to ask here, or the provider said no. */
export const CLOSURE_QUEUE_REASONS = ['provider_not_configured', 'provider_refused'] as const;
export type ClosureQueueReason = (typeof CLOSURE_QUEUE_REASONS)[number];

/** What closing the account now would refund, for the customer to read before confirming. */
export const accountClosureSchema = z.object({
  /** The balance in minutes, less what refunds already under way will take back. */
  balance: z.int(),
  /** Unused paid minutes refunded, and their price in all (tax included). */
  paidMinutes: z.int(),
  amountCents: z.int(),
  /** Gift, bonus, coupon and other free minutes: not refunded, gone with the account. */
  lostMinutes: z.int(),
  /** The refunds by where the money goes back, PayPal first. */
  refunds: z.array(z.object({ provider: closureProviderSchema, minutes: z.int(), amountCents: z.int() })),
  /** Each purchase refunded, newest first. */
  purchases: z.array(
    z.object({
      purchaseId: z.string(),
      provider: closureProviderSchema,
      purchaseDate: z.string(),
      bundleId: z.string().nullable(),
      bundleName: z.string(),
      minutes: z.int(),
      amountCents: z.int(),
    }),
  ),
  /** A call in progress holds minutes: the account cannot be closed until it ends. */
  callInProgress: z.boolean(),
});
export type AccountClosure = z.infer<typeof accountClosureSchema>;

export const accountClosureResponseSchema = z.object({ closure: accountClosureSchema });

export const CLOSURE_REFUND_STATES = ['opened', 'queued', 'resolved'] as const;

export const staffClosureRefundSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  customerEmail: z.string(),
  purchaseId: z.string(),
  orderId: z.string(),
  purchaseDate: z.string(),
  provider: closureProviderSchema,
  minutes: z.int(),
  amountCents: z.int(),
  status: z.enum(CLOSURE_REFUND_STATES),
  /** The provider refund's own status, when one was opened. */
  refundStatus: z.enum(['pending', 'completed', 'failed']).nullable(),
  queueReason: z.enum(CLOSURE_QUEUE_REASONS).nullable(),
  /** What the provider said when it refused (its words, as the refund keeps them). */
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  queuedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolvedByEmail: z.string().nullable(),
  resolutionNote: z.string().nullable(),
});
export type StaffClosureRefund = z.infer<typeof staffClosureRefundSchema>;

export const staffClosureRefundQuerySchema = z.object({
  /** 'queued' (the default): what staff still have to pay back; 'all': every closure refund. */
  status: z.enum(['queued', 'all']).default('queued'),
  customerId: z.string().trim().min(1).max(64).optional(),
});

export const staffClosureRefundListSchema = z.object({ items: z.array(staffClosureRefundSchema) });

export const staffClosureRefundParamsSchema = z.object({ id: z.uuid() });

/** Staff say how they paid it back (a cheque, a refund from the purchase's own page…): kept in the audit log. */
export const staffClosureResolveBodySchema = z.strictObject({ note: staffNoteSchema });
