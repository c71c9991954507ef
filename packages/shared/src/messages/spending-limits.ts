/**
 * A customer's own spending limits, breaks and self-exclusion (issue 40): the /profile card, the
 * dashboard's line, a refused purchase's reason, and what the phone line says to a customer on a break.
 */
export const spendingLimits = {
  title: 'Spending limits',
  intro:
    'Choose how much you can spend on minutes, taxes included. Lowering a limit works at once; raising or removing one takes effect 24 hours later.',
  names: {
    daily: 'Daily limit',
    weekly: 'Weekly limit',
    monthly: 'Monthly limit',
    perCallTopUp: 'Top-ups during one call',
  },
  hint: 'In dollars. Leave empty for no limit.',
  spent: {
    daily: '{{amount}} spent today',
    weekly: '{{amount}} spent this week',
    monthly: '{{amount}} spent this month',
  },
  pending: 'Changes to {{amount}} on {{date}}',
  pendingRemoval: 'Removed on {{date}}',
  cancelPending: 'Keep the current limit',
  staffLimit: 'Set by our support team: {{amount}}',
  save: 'Save limits',
  saving: 'Saving...',
  saved: 'Your limits are saved.',
  pause: {
    title: 'Take a break',
    intro:
      'Pause purchases and calls for a while; your minutes stay in your account. A break or a self-exclusion cannot be ended early.',
    break: '{{days}} days',
    exclusion: '{{months}} months',
    exclusionIntro:
      'Self-exclusion, for 6 months or more: no purchases, no calls and no marketing e-mail or text.',
    confirmBreak:
      'Take a break until {{date}}? Until then you cannot buy minutes or call an advisor, and the break cannot be ended early.',
    confirmExclusion:
      'Exclude yourself until {{date}}? Until then you cannot buy minutes or call an advisor, we send you no marketing e-mail or text, and it cannot be ended early.',
    confirm: 'Confirm',
    cancel: 'Cancel',
    onBreak: 'You are taking a break until {{date}}.',
    onExclusion: 'You have excluded yourself until {{date}}.',
    started: 'Your break has started.',
    failed: 'Your break could not be started. Please try again.',
  },
  dashboard: {
    title: 'Your spending',
    month: 'Spent this month: {{amount}}',
    limit: 'Monthly limit: {{amount}}',
    noLimit: 'No monthly limit.',
    manage: 'Spending limits',
  },
  /** A purchase refused before any money is taken: which limit, and when it lifts. */
  refused: {
    daily:
      'This purchase would go over your daily limit of {{limit}} ({{spent}} already spent today). It resets on {{date}}.',
    weekly:
      'This purchase would go over your weekly limit of {{limit}} ({{spent}} already spent this week). It resets on {{date}}.',
    monthly:
      'This purchase would go over your monthly limit of {{limit}} ({{spent}} already spent this month). It resets on {{date}}.',
    perCallTopUp:
      'This top-up would go over your limit of {{limit}} for top-ups during one call ({{spent}} already added during this call).',
    break: 'You are taking a break until {{date}}: purchases are paused until then.',
    exclusion: 'You have excluded yourself until {{date}}: purchases are paused until then.',
  },
  /** Said on the phone line to a customer on a break, then the line hangs up; their minutes stay. */
  phone: {
    break:
      'You asked for a break from readings until {{date}}. Your minutes are safe in your account. Take care of yourself. Goodbye.',
    exclusion:
      'You asked not to be connected until {{date}}. Your minutes are safe in your account. Take care of yourself. Goodbye.',
  },
  errors: {
    /** PATCH of the profile turning e-mail offers on during a self-exclusion (409). */
    offersExcluded: 'You have excluded yourself until {{date}}: we send you no offers until then.',
    amount: 'Enter an amount in dollars, up to $100,000, or leave it empty.',
    pause: 'Choose a break of 7, 30 or 90 days, or a self-exclusion of 6, 12 or 24 months.',
    save: 'Your limits could not be saved. Please try again.',
    load: 'Your limits could not be loaded.',
  },
} as const;
