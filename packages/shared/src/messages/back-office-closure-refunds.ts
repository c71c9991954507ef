/**
 * What closing an account refunded, on the back office's customer page: each purchase's refund, and
 * those waiting for staff to pay back another way. English; the French catalogue mirrors it.
 */
export const backOfficeClosureRefunds = {
  title: 'Refunds at account closure',
  intro:
    'What closing the account refunded of each purchase. A refund the provider could not make waits here until staff pay it back another way.',
  empty: 'Nothing was refunded at account closure.',
  loadFailed: 'The refunds at account closure could not be loaded.',
  caption: 'Refunds at account closure, newest first',
  columns: {
    purchase: 'Purchase',
    amount: 'Amount',
    minutes: 'Paid minutes',
    status: 'Status',
  },
  purchase: 'Order {{orderId}} of {{date}}, paid with {{provider}}',
  statuses: {
    opened: 'Sent to the provider',
    queued: 'Waiting for staff',
    resolved: 'Paid back by staff',
  },
  refundStatuses: {
    pending: 'not confirmed yet',
    completed: 'refunded',
    failed: 'refused',
  },
  reasons: {
    provider_not_configured: 'The provider is not set up on this server.',
    provider_refused: 'The provider refused the refund.',
  },
  providerSaid: 'The provider said: {{reason}}',
  resolvedBy: '{{email}} on {{date}}: {{note}}',
  resolve: 'Mark as paid back…',
  resolveLabel: 'Mark the refund of order {{orderId}} as paid back',
  resolveTitle: 'Mark as paid back',
  resolveText: 'Say how {{amount}} was paid back to the customer, such as a cheque or a bank transfer.',
  noteHint: 'Kept in the audit log.',
  resolving: 'Saving…',
  resolveSubmit: 'Mark as paid back',
  resolved: 'Marked as paid back.',
  resolveFailed: 'It could not be marked as paid back. Please try again.',
  errors: {
    notFound: 'No refund at account closure with this id.',
    notQueued: 'Only a refund waiting for staff can be marked as paid back.',
  },
  /** The audit log's word for the role of a customer who closed their account (staff have theirs). */
  customerRole: 'customer',
  /** The audit log's names of the closure's actions. */
  actions: {
    close_account: 'Closed their account',
    closure_queued: 'Left a closure refund for staff',
    closure_resolved: 'Paid back a closure refund',
    reveal_birth_details: 'Showed their birth time and place',
    delete_birth_details: 'Deleted their birth time and place',
  },
} as const;
