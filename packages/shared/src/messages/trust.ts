/**
 * Reviews, favourites, "notify me" and satisfaction credits: the forms, their errors and the
 * messages we send. What the directory and the profiles show is `reviews` (reviews.ts, first screen).
 */

export const trust = {
  /** The profile's list of reviews (loaded with it, below the first screen). */
  comments: {
    empty: 'No reviews yet. Only customers who had a paid reading with this advisor can leave one.',
    aCustomer: 'A customer',
    edited: 'edited',
    reply: 'Reply from {{name}}',
    previous: 'Newer reviews',
    next: 'Older reviews',
    page: 'Page {{page}} of {{pages}}',
    loadError: 'Reviews could not be loaded.',
  },
  rate: {
    action: 'Rate this reading',
    edit: 'Edit your review',
    title: 'Rate your reading with {{name}}',
    ratingLabel: 'Your rating',
    star: '{{count}} stars',
    starOne: '1 star',
    commentLabel: 'Comment (optional)',
    commentHint:
      'Shown on the advisor’s profile with your first name and initial. E-mail addresses and phone numbers are hidden.',
    submit: 'Publish review',
    save: 'Save changes',
    saved: 'Thank you. Your review is published.',
    editableUntil: 'You can edit it until {{date}}.',
    hiddenByStaff: 'Hidden by our team',
    commentCount: '{{count}} of {{max}} characters',
    saving: 'Saving…',
    failed: 'Your review could not be saved. Please try again.',
  },
  usage: {
    advisor: 'Advisor',
    actions: 'Your feedback',
    unknownAdvisor: 'Advisor not recorded',
    loadError: 'Your reviews and satisfaction requests could not be loaded.',
  },
  favorites: {
    title: 'Your favorite advisors',
    empty: 'No favorites yet. Open an advisor’s profile and choose “Add to favorites”.',
    added: 'Added to your favorites.',
    removed: 'Removed from your favorites.',
    limit: 'You can keep up to {{count}} favorites.',
    loadError: 'Your favorite advisors could not be loaded.',
  },
  notify: {
    title: 'Notify me when {{name}} is available',
    text: 'We will send you one message the next time {{name}} starts taking calls, within the next 7 days.',
    channelLabel: 'How should we tell you?',
    sms: 'By text message',
    email: 'By e-mail',
    noPhone: 'Add a verified phone number on your dashboard to be texted.',
    night: 'Also between 10 p.m. and 8 a.m.',
    submit: 'Notify me',
    cancel: 'Stop notifying me',
    saved: 'Done. We will let you know when {{name}} is available.',
    cancelled: 'You will not be notified.',
  },
  satisfaction: {
    action: 'Not satisfied?',
    title: 'Ask for a satisfaction credit',
    text: 'Tell us what went wrong with this reading. Our team answers by e-mail, usually within one business day. You can ask once every 30 days, for a call of the last 72 hours.',
    reasonLabel: 'What went wrong?',
    reasons: {
      inaccurate: 'The reading did not match my situation',
      connection: 'The line was bad or the call dropped',
      advisor_conduct: 'The advisor was not respectful',
      not_as_described: 'The advisor was not as described',
      other: 'Something else',
    },
    commentLabel: 'Details (optional)',
    reasonPlaceholder: 'Choose a reason',
    call: 'Your reading of {{date}} with {{name}}',
    callNoAdvisor: 'Your reading of {{date}}',
    sending: 'Sending…',
    failed: 'Your request could not be sent. Please try again.',
    submit: 'Send request',
    sent: 'Your request was sent. We will answer by e-mail.',
    status: {
      pending: 'Satisfaction request pending',
      granted_one: '{{count}} min credited',
      granted_other: '{{count}} min credited',
      declined: 'Satisfaction request declined',
    },
    nextAllowed: 'Your next request is possible from {{date}}.',
  },
  checks: {
    tooLong: 'Keep it under {{count}} characters.',
    controlCharacters: 'Remove the special characters from the text.',
    ratingRange: 'Choose a rating from 1 to 5.',
    reasonRequired: 'Choose a reason.',
    replyRequired: 'Write your reply.',
    hideReasonRequired: 'Choose why the review is hidden.',
    minutesWhole: 'Enter a whole number of minutes, at least 1.',
  },
  errors: {
    notEligible: 'You can review an advisor within 7 days of a paid reading of at least 4 minutes with them.',
    alreadyToday: 'You already reviewed this advisor today. You can edit that review instead.',
    editClosed: 'This review can no longer be edited.',
    reviewNotFound: 'Review not found.',
    advisorNotFound: 'Advisor not found.',
    favoritesLimit: 'You can keep up to {{count}} favorites.',
    noPhone: 'Add a verified phone number to be notified by text message.',
    callNotFound: 'Call not found.',
    callTooOld: 'A satisfaction credit can be asked for within 72 hours of the call.',
    satisfactionLimit: 'You can ask for a satisfaction credit once every 30 days.',
    alreadyAsked: 'You already asked about this call.',
  },
  /** E-mail bodies come after the greeting line (auth.emails.greeting, or greetingNoName). */
  messages: {
    availableSms:
      '{{brand}}: {{name}} is taking calls now. Call {{phone}} and dial extension {{extension}}. {{url}}',
    availableSubject: '{{name}} is available now',
    availableText:
      '{{name}} is taking calls now. Call {{phone}} and dial extension {{extension}}.\n\nProfile: {{url}}\n\nYou asked to be told once; this notice ends your request.\n\n{{brand}}',
    grantedSubject: 'Your satisfaction credit',
    grantedText_one:
      'We added {{count}} minute to your balance for your reading of {{date}}.\n\n{{note}}\n\n{{brand}}',
    grantedText_other:
      'We added {{count}} minutes to your balance for your reading of {{date}}.\n\n{{note}}\n\n{{brand}}',
    declinedSubject: 'Your satisfaction request',
    declinedText:
      'We reviewed your request about your reading of {{date}} and could not grant a credit.\n\n{{note}}\n\n{{brand}}',
  },
} as const;
