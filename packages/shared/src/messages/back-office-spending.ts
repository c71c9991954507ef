import { spendingLimits } from './spending-limits.ts';
/**
 * A customer's spending limits and break on the back office's customer page, and staff's own limits on
 * them. English; the French catalogue mirrors it.
 */
export const backOfficeSpending = {
  title: 'Spending limits',
  customer: 'Set by the customer',
  customerHint: 'Only the customer changes these, from their profile.',
  names: {
    daily: 'Daily',
    weekly: 'Weekly',
    monthly: 'Monthly',
    perCallTopUp: 'Top-ups during one call',
  },
  none: 'No limit',
  // The customer's own words for the spend and a pending change: staff read what the customer reads.
  spent: spendingLimits.spent,
  pending: spendingLimits.pending,
  pendingRemoval: spendingLimits.pendingRemoval,
  pause: {
    title: 'Break',
    none: 'No break or self-exclusion.',
    break: 'On a break until {{date}}.',
    exclusion: 'Self-excluded until {{date}}.',
  },
  staff: 'Set by staff',
  staffHint:
    'A purchase keeps to the stricter of the customer’s limit and staff’s. Only staff lift these; leave a field empty for no limit.',
  fields: {
    daily: 'Daily limit (CAD)',
    weekly: 'Weekly limit (CAD)',
    monthly: 'Monthly limit (CAD)',
  },
  amountInvalid: 'Enter an amount in dollars, up to $100,000, or leave it empty.',
  unchanged: 'Change at least one limit first.',
  noteHint: 'Why these limits, in a sentence. It is kept in the audit log.',
  submit: 'Save staff limits',
  submitting: 'Saving…',
  done: 'Staff limits saved.',
  failed: 'The limits could not be saved. Please try again.',
  loadFailed: 'The spending limits could not be loaded.',
} as const;
