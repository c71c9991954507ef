/**
 * Closing an account with paid minutes left: what the closing dialog says will be refunded and lost,
 * the refund's note, and the line the confirmation e-mail adds. Read as `deletion.closure`.
 */
export const accountClosure = {
  checking: 'Checking what closing your account would refund…',
  checkFailed: 'We could not check what closing your account would refund. Please try again.',
  refund: {
    paypal_one: '{{amount}} will be refunded to your PayPal account for {{count}} paid minute.',
    paypal_other: '{{amount}} will be refunded to your PayPal account for {{count}} paid minutes.',
    interac_one: '{{amount}} will be refunded by Interac for {{count}} paid minute.',
    interac_other: '{{amount}} will be refunded by Interac for {{count}} paid minutes.',
  },
  lost_one: '{{count}} gift, bonus or coupon minute will be lost: it cannot be refunded.',
  lost_other: '{{count}} gift, bonus or coupon minutes will be lost: they cannot be refunded.',
  delay: 'A refund can take a few business days to reach you.',
  callInProgress: 'You are on a call. You can close your account once it has ended.',
  /** The refund's note: the reason the refund notice e-mail gives. */
  refundNote: 'Account closed: unused paid minutes refunded',
  /** Added to the confirmation e-mail when part of the refund waits for our team. */
  queued:
    '{{amount}} could not be refunded automatically: our team will pay it back to you and write to you within a few business days.',
} as const;
