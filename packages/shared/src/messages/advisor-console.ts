/** The advisor console (/advisor) and the staff landing (/admin). English; the French catalogue mirrors it. */
export const advisorConsole = {
  title: 'Advisor console',
  greeting: 'Hello, {{name}}',
  extension: 'Extension {{extension}}',
  status: {
    heading: 'Your status',
    takingCalls: 'Taking calls',
    offline: 'Offline',
    onACall: 'On a call',
    timeLeft: '{{time}} left on this call',
    busyNote: 'Busy is set by the phone line while you are on a call.',
    takingCallsNote: 'Customers see you as available and can reach you at extension {{extension}}.',
    offlineNote: 'Customers see you as offline. Switch on when you are ready to take calls.',
    outsideSchedule:
      'You are taking calls outside the hours on your public schedule. Customers may not expect you now: update your schedule if your hours have changed.',
    changeFailed: 'Your status could not be changed. Please try again.',
    nowTakingCalls: 'You are taking calls.',
    nowOffline: 'You are offline.',
  },
  today: {
    heading: 'Today',
    empty: 'No calls yet today.',
    calls_one: '{{count}} call',
    calls_other: '{{count}} calls',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
  },
  periods: {
    today: 'Today',
    week: 'This week',
    month: 'This month',
    rate: 'Your rate: {{amount}} per billed minute',
  },
  calls: {
    time: 'Time',
    customer: 'Customer',
    duration: 'Duration',
    billed: 'Billed',
    earnings: 'Earnings',
    minutesShort: '{{count}} min',
  },
  history: {
    heading: 'History',
    month: 'Month',
    download: 'Download CSV',
    empty: 'No calls this month.',
    total: 'Total',
  },
  errors: {
    load: 'Your console could not be loaded. Please try again.',
    retry: 'Try again',
  },
} as const;

export const backOffice = {
  title: 'Back office',
  greeting: 'Signed in as {{email}} ({{role}})',
  roles: { support: 'support', admin: 'admin' },
  intro: 'The back office tools for customers, refunds, advisors and coupons arrive here.',
} as const;
