import { z } from 'zod';
import { messageKey } from '../messages/keys.ts';
import { staffNoteSchema, staffPurchaseRefundSchema } from './staff.ts';

// ---------------------------------------------------------------------------------------------------
// Refunds in the back office: admin only (`refunds: ['create']`; support 403).
//   POST /api/staff/purchases/:purchaseId/refunds  body staffRefundBodySchema → staffRefundResultSchema
//        :purchaseId is the purchases row (staffPurchaseSchema.purchaseId in the customer's detail).
//        404 NOT_FOUND: no such purchase. 409 NOT_REFUNDABLE: a cashback row (nothing was paid).
//        409 OVER_REFUND: more money than paid minus refunds pending or completed.
//        409 MINUTES_OVER: more minutes than the purchase's minus refunds pending or completed.
//        409 REQUEST_REUSED: the requestId was used with a different body.
//        502 PROVIDER_REFUSED: the provider said no; the refund is 'failed' and nothing was taken.
//        The same requestId twice refunds once and answers the same refund. A provider that does not
//        answer leaves the refund 'pending' (200, status 'pending'): reconciliation finishes it.
// ---------------------------------------------------------------------------------------------------

/** A typo guard on one refund's minutes (the purchase's own minutes are the real bound). */
export const STAFF_REFUND_MINUTES_MAX = 100_000;

export const staffRefundParamsSchema = z.object({ purchaseId: z.uuid('Expected a purchase id.') });

export const staffRefundBodySchema = z.strictObject({
  /** One per dialog: a double click or a retry sends the same one and the server refunds once. */
  requestId: z.uuid(),
  amountCents: z
    .int(messageKey('backOffice.refunds.checks.amountWhole'))
    .positive(messageKey('backOffice.refunds.amountZero')),
  /** Minutes to take back from the customer's balance (0: the money only). */
  minutes: z
    .int(messageKey('backOffice.adjust.checks.minutesWhole'))
    .min(0, messageKey('backOffice.refunds.checks.minutesNegative'))
    .max(
      STAFF_REFUND_MINUTES_MAX,
      messageKey('backOffice.refunds.checks.minutesMax', { count: STAFF_REFUND_MINUTES_MAX }),
    ),
  note: staffNoteSchema,
});

export const staffRefundSchema = staffPurchaseRefundSchema;

export const staffRefundResultSchema = z.object({
  refund: staffRefundSchema,
  /** The customer's balance in minutes after this answer. */
  balance: z.int(),
});

export type StaffRefundBody = z.input<typeof staffRefundBodySchema>;
export type StaffRefund = z.infer<typeof staffRefundSchema>;
export type StaffRefundResult = z.infer<typeof staffRefundResultSchema>;
