/**
 * The catalogue's sections every page may show (assembled into `en` with the others in en.ts). The web app
 * loads these with its first screen; the account, sign-in and payment sections come with their pages.
 */
export const common = {
  loading: 'Loading...',
  tryAgain: 'Try Again',
  refresh: 'Refresh',
  callNow: 'Call Now',
  gotIt: 'Got it',
  createAccount: 'Create Account',
  close: 'Close',
  cancel: 'Cancel',
  delete: 'Delete',
  back: 'Back',
  comingSoon: 'Coming soon',
  minutes: '{{count}} min',
  pageError: {
    title: 'This page could not be shown',
    text: 'Something went wrong on our side. Reload the page, or come back in a moment. Your account and balance are not affected.',
    reload: 'Reload the page',
  },
  // A route's rate limit (429), with when it lifts, in whole minutes.
  tooManyRequests_one: 'Too many requests. Please try again in {{count}} minute.',
  tooManyRequests_other: 'Too many requests. Please try again in {{count}} minutes.',
} as const;

export const advisors = {
  title: 'Our Psychic Advisors',
  loading: 'Loading psychic profiles...',
  empty: 'No psychics found matching your search.',
  demoBanner: 'Using demo data - Live psychic data unavailable',
  loadError: 'Failed to load psychic data. Please try again later.',
  tryAgain: 'Try Again',
  searchLabel: 'Search psychics',
  searchPlaceholder: 'Search by name or description...',
  filterLabel: 'Show',
  filterAll: 'All Psychics',
  filterAvailable: 'Available Only',
  refresh: 'Refresh',
  extension: 'Extension: {{agentId}}',
  timeRemaining: 'Time Remaining: {{time}}',
  today: 'Today: {{hours}}',
  currentlyUnavailable: 'Currently Unavailable',
  viewProfile: 'View Profile',
  callNow: 'Call Now',
  photoAlt: 'Photo of {{name}}',
  status: {
    waiting: 'Available',
    busy: 'Busy',
    offline: 'Offline',
  },
  profile: {
    addToFavorites: 'Add to favorites (coming soon)',
    voiceIntroduction: 'Voice introduction',
    presentation: 'Presentation',
    availability: 'Availability',
    today: 'Today: {{hours}}',
    varies: 'Varies',
    // Not in the spec: a day the advisor said they do not work.
    dayOff: 'Day off',
    hoursRange: '{{start}} - {{end}}',
    comments: 'Comments',
    commentsComingSoon: 'Coming soon',
    ext: 'Ext: {{id}}',
    callNow: 'Call Now',
    timeRemaining: 'Time remaining: {{time}}',
    loading: 'Loading...',
    loadError: 'Failed to load profile',
    previous: 'Previous advisor',
    next: 'Next advisor',
    backToList: 'All psychics',
    neighbours: 'More advisors',
    jobTitle: 'Psychic Advisor',
    pageTitle: '{{name}} - Extension {{id}}',
    weekdays: {
      sunday: 'Sunday',
      monday: 'Monday',
      tuesday: 'Tuesday',
      wednesday: 'Wednesday',
      thursday: 'Thursday',
      friday: 'Friday',
      saturday: 'Saturday',
    },
  },
} as const;

export const audio = {
  play: 'Play Description',
  stop: 'Stop Description',
  loading: 'Loading…',
  playTrack: 'Play',
  pauseTrack: 'Pause',
  seek: 'Seek',
  errors: {
    notFound: 'Audio introuvable pour cet(te) advisor.',
    empty: 'Audio vide ou introuvable.',
    network: 'Erreur lors du chargement de l’audio.',
    playback: 'Lecture impossible.',
  },
} as const;

export const notice = {
  title: 'Important Notice',
  accountRequired: 'An account is now required to get a reading.',
  phoneBillingGone: 'Phone billing is no longer available.',
  buyInAdvance: 'Please purchase your credits in advance before calling an advisor.',
  gotIt: 'Got it',
  createAccount: 'Create Account',
} as const;

export const tarot = {
  title: 'Win Credits',
  subtitle: 'Weekly Tarot Game',
  instructions: 'Pick 3 cards. If all three cards are different, you win a discount coupon!',
  picked: '{{count}} of 3 cards picked',
  cardLabel: 'Card {{position}}',
  reveal: 'Reveal Cards',
  revealing: 'Revealing...',
  alreadyPlayed: "You've already played this week. Come back next week for another chance!",
  wonTitle: 'Congratulations!',
  wonText: 'You won {{percent}}% off your next purchase.',
  couponCode: 'Your coupon code',
  validity: 'Valid for 7 days, one use.',
  copy: 'Copy Code',
  useNow: 'Use it now',
  lostTitle: 'Not this time!',
  lostText: 'Two of your cards were the same. Try again next week!',
  signInRequired: 'Please sign in or create an account to play and win 5% to 25% discounts weekly!',
  noActiveGame: 'No active game found for this week...',
  checkFailed: 'Failed to check game status',
  processFailed: 'Failed to process game',
  copied: 'Coupon code copied to clipboard!',
  copyFailed: 'Failed to copy coupon code.',
} as const;

export const horoscope = {
  title: 'Daily Horoscope',
  subtitle: "Choose your zodiac sign to read today's horoscope.",
  loading: 'Loading...',
  error: 'Unable to load horoscope. Please try again later.',
  close: 'Close',
  ctaPrompt: 'Want a more detailed reading?',
  ctaButton: 'Get a Personal Reading Now',
  elements: {
    fire: 'Fire',
    earth: 'Earth',
    air: 'Air',
    water: 'Water',
  },
  signDates: '{{start}} - {{end}}',
  signs: {
    aries: 'Aries',
    taurus: 'Taurus',
    gemini: 'Gemini',
    cancer: 'Cancer',
    leo: 'Leo',
    virgo: 'Virgo',
    libra: 'Libra',
    scorpio: 'Scorpio',
    sagittarius: 'Sagittarius',
    capricorn: 'Capricorn',
    aquarius: 'Aquarius',
    pisces: 'Pisces',
  },
} as const;

export const announcement = {
  gotIt: 'Got it',
  remindLater: 'Remind me later',
  severity: {
    info: 'Information',
    warning: 'Warning',
    critical: 'Critical',
  },
} as const;

export const promotion = {
  endsIn: 'Ends in {{time}}',
  countdown: '{{days}}d {{hours}}h {{minutes}}m {{seconds}}s',
  learnMore: 'See the offer',
  dismiss: 'Dismiss promotion',
} as const;
