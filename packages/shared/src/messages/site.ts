/** Strings of the site shell (header, footer, call bar, home landing, 404, page titles). English = the spec verbatim. */
export const site = {
  skipToContent: 'Skip to main content',
  opensInNewTab: '(opens in a new tab)',
  /** Which version of the terms governs (the French: Québec's Charter of the French language). */
  termsReference: {
    text: 'The French version of these terms is the reference text; this English version is provided for convenience.',
    /** A link to the French terms, in French. */
    link: 'Lire la version française',
  },
  /** The switch to the other language: written in that language, for the reader who needs it. */
  otherLanguage: {
    name: 'Français',
    short: 'FR',
    label: 'Version française de cette page',
  },
  nav: {
    home: 'Home',
    services: 'Services',
    pricing: 'Pricing',
    horoscope: 'Horoscope',
    contact: 'Contact',
    testimonials: 'Testimonials',
    about: 'About',
    signIn: 'Sign In',
    login: 'Login',
    register: 'Register',
    winCredits: 'Win Credits',
    dashboard: 'Dashboard',
    advisorConsole: 'Advisor console',
    advisorProfile: 'Your profile',
    advisorReviews: 'Your reviews',
    advisorEarnings: 'Your earnings',
    backOffice: 'Back office',
    buyCredits: 'Buy Credits',
    profile: 'Profile',
    signOut: 'Sign Out',
    // Not in the spec's catalogue: the toast confirming the sign-out (the spec only says it redirects to /).
    signedOut: 'You have been signed out.',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    accountMenu: 'Account menu',
    mainNavigation: 'Main navigation',
    greetingMorning: 'Good Morning',
    greetingEvening: 'Good Evening',
    creditsMinutes: '{{count}} min',
  },
  footer: {
    socialLabel: '{{product}} on {{network}}',
    quickLinks: 'Quick Links',
    legal: 'Legal',
    contact: 'Contact',
    home: 'Home',
    signIn: 'Sign In',
    buyCredits: 'Buy Credits',
    testimonials: 'Testimonials',
    aboutUs: 'About Us',
    terms: 'Terms & Conditions',
    privacy: 'Privacy Policy',
    cookies: 'Cookie Policy',
    phoneAvailability: 'Available 24/7',
    supportHours: 'Support hours: {{hours}}',
    supportHoursRange: '9 AM-9 PM EST',
    city: 'Montréal, Canada',
    expertTitle: 'Are you a gifted advisor?',
    expertApply: 'Apply to join our advisors',
    followUs: 'Follow us',
    tagline: 'Trusted phone psychic readings from Montréal, with prepaid minutes that never expire.',
    rights: '© {{year}} {{product}}. All rights reserved.',
  },
  callBar: 'Call Now: {{phone}}',
  notFound: {
    title: 'Page Not Found',
    text: "The page you're looking for doesn't exist or has been moved.",
    goBack: 'Go Back',
    returnHome: 'Return Home',
  },
  home: {
    callPanelTitle: 'Call Now for Your Reading',
    callPanelSubtitle: 'Available 24/7 for Your Guidance',
    registerNow: 'Register Now !',
    callNow: 'Call Now',
    createAccount: 'Create Account',
    seeAllPsychics: 'See all Psychics',
    viewServices: 'View Services',
  },
  themes: {
    default: {
      headline: '{{product}}',
      subtitle: 'Spiritual guidance from gifted psychic advisors, one phone call away.',
      cta: 'Register Now !',
    },
    halloween: {
      headline: '{{product}}: Spooky Season Readings',
      subtitle:
        'When the veil is thinnest, our advisors see furthest. Spiritual guidance for the season of spirits.',
      cta: 'Join the Spooky Season',
    },
    christmas: {
      headline: '{{product}}: Holiday Readings',
      subtitle: 'Find clarity and peace for the new year with spiritual guidance from our gifted advisors.',
      cta: 'Unwrap Your Reading',
    },
    blackfriday: {
      headline: '{{product}}: Black Friday Readings',
      subtitle: 'The best time of the year to stock up on minutes of spiritual guidance.',
      cta: 'Grab Your Minutes',
    },
  },
  pages: {
    home: 'Home',
    about: 'About Us',
    services: 'Our Services',
    pricing: 'Pricing',
    contact: 'Contact Us',
    testimonials: 'Testimonials',
    terms: 'Terms & Conditions',
    privacy: 'Privacy Policy',
    cookies: 'Cookie Policy',
    welcome: 'Welcome',
    horoscope: 'Daily Horoscope',
    dashboard: 'Dashboard',
    purchase: 'Buy Credits',
    profile: 'Profile',
    login: 'Sign In',
    register: 'Create Account',
    resetPassword: 'Reset Password',
    lineLeave: 'Leave the Call-Back Line',
    apply: 'Become an Advisor',
    applyWithdraw: 'Withdraw an Application',
    psychic: 'Psychic Advisor',
  },
  /** Search and social snippets (SPEC 2 'Page metadata'); at most 160 characters each. */
  meta: {
    homeTitle: 'Phone Psychic Readings 24/7 in Canada',
    /** Words of the pages' structured data (schema.org), which search engines show. */
    structured: {
      serviceName: 'Phone psychic readings',
      serviceType: 'Psychic reading',
      offerItem: '{{minutes}} minutes of phone readings + {{gift}} free minutes',
    },
    descriptions: {
      about:
        'Lumière Psychics is a Montréal marketplace of independent psychic advisors you reach by phone, 24/7, with prepaid minutes that never expire.',
      services:
        'Tarot, astrology, love and relationships, career, mediumship and more: discover the phone readings our advisors offer and how a call works.',
      contact:
        'Call 1-888-554-8999, available 24/7, or write to our support team from 9 AM to 9 PM EST. Lumière Psychics, Montréal, Canada.',
      pricing:
        'Prepaid reading minutes in CAD with free gift minutes: Basic $25, Standard $50, Premium $100 and Ultimate $200. Credits never expire.',
      testimonials:
        'What customers across Canada say about their phone readings with the advisors of Lumière Psychics.',
      terms:
        'The terms for using Lumière Psychics: customers must be at least 18, prepaid credits, per-minute billing, payments, refunds and account deletion.',
      privacy:
        'How Lumière Psychics collects, uses and protects your personal information under PIPEDA and Québec’s Law 25, and the rights you have.',
      cookies:
        'The cookies and browser storage Lumière Psychics uses, why each one exists, how long it lasts and how to clear it. No advertising cookies.',
      welcome:
        'Welcome to Lumière Psychics: verify your phone, buy your first minutes with 25% off and call an advisor by extension, 24/7.',
      horoscope:
        'Your free daily horoscope for all 12 zodiac signs, refreshed every day, with a personal phone reading one call away.',
      login:
        'Sign in to Lumière Psychics to see your minutes, buy credits and call your favourite psychic advisor.',
      register:
        'Create your Lumière Psychics account in a minute and get 25% off your first bundle of reading minutes with WELCOME25.',
      resetPassword: 'Choose a new password for your Lumière Psychics account.',
      lineLeave: 'Leave the Lumière Psychics call-back line with the link from your text message.',
      apply:
        'Apply to give readings with Lumière Psychics as an independent advisor, in English or French, from anywhere in Canada.',
      applyWithdraw:
        'Withdraw your application to Lumière Psychics with the link from your confirmation e-mail.',
    },
  },
} as const;
