/**
 * What callers hear on the toll-free line (spoken by Twilio's <Say>). The telephony side is "not shown"
 * in the spec; these follow the site's wording. {{product}} is the brand, {{site}} the web address.
 */
export const calls = {
  voice: {
    /** An unknown caller's greeting, said in both languages before the key for the other one. */
    welcome: 'Welcome to {{product}}.',
    pressForFrench: 'For service in French, press {{key}}.',
    accountRequired:
      'Welcome to {{product}}. We could not find an account for the number you are calling from. An account is now required: please create one and verify your phone number at {{site}}. Goodbye.',
    noCredits:
      'Hello {{name}}. Your balance is zero minutes. Please purchase credits at {{site}} to speak with an advisor. Goodbye.',
    greeting: 'Hello {{name}}, welcome to {{product}}. You have {{minutes}} minutes available.',
    oneMinute: 'Hello {{name}}, welcome to {{product}}. You have 1 minute available.',
    /** The same for a customer who gave no first name: greeted without one. */
    noCreditsNoName:
      'Hello. Your balance is zero minutes. Please purchase credits at {{site}} to speak with an advisor. Goodbye.',
    greetingNoName: 'Hello, welcome to {{product}}. You have {{minutes}} minutes available.',
    oneMinuteNoName: 'Hello, welcome to {{product}}. You have 1 minute available.',
    enterExtension: "Please enter your advisor's extension, followed by the pound key.",
    unknownExtension: 'Sorry, there is no advisor at extension {{extension}}.',
    advisorOffline: 'Sorry, {{advisor}} is not available right now. Please try another advisor.',
    advisorBusy_one:
      '{{advisor}} is on another call. The estimated time remaining is {{minutes}} minute. Please try another advisor or call back later.',
    advisorBusy_other:
      '{{advisor}} is on another call. The estimated time remaining is {{minutes}} minutes. Please try another advisor or call back later.',
    connecting_one: 'Connecting you to {{advisor}}. Your call can last up to {{minutes}} minute.',
    connecting_other: 'Connecting you to {{advisor}}. Your call can last up to {{minutes}} minutes.',
    noMinutesLeft:
      'All of your minutes are in use on another call. Please purchase more credits at {{site}}. Goodbye.',
    tooManyTries: 'We could not connect your call. Please try again later. Goodbye.',
    sessionLost: 'Sorry, something went wrong with this call. Please call again. Goodbye.',
    thanks: 'Thank you for calling {{product}}. Goodbye.',
    notConnected:
      'Your advisor could not be reached and you were not charged. Please try again later. Goodbye.',
    pinOffer: 'If you have an account and a phone PIN, press {{key}}.',
    enterAccountPhone: 'Please enter the 10-digit phone number of your account, followed by the pound key.',
    enterPin: 'Now enter your phone PIN, followed by the pound key.',
    pinMismatch: 'That phone number and PIN do not match.',
    pinLocked: 'Too many wrong PINs were entered for this account. Please try again in 15 minutes. Goodbye.',
    rateReading: 'Please rate your reading from 1 to 5 on your keypad, 5 being the best.',
    ratingThanks: 'Thank you, your rating of {{rating}} is recorded. Goodbye.',
    /** Spoken to the caller one minute before the cap; the advisor hears a tone. */
    oneMinuteLeft: 'One minute remaining.',
    /** At the cap: the call ends with these words, not a silence. */
    timeUp:
      'Your minutes have run out. Your advisor is held for you for 2 minutes: buy minutes with the link we are texting you, then call back to be connected directly. Thank you for calling {{product}}. Goodbye.',
    /** The warning of a caller with a saved PayPal account: the top-up on offer ({{amount}} spoken). */
    topUpOffer_one: 'One minute remaining. To add {{minutes}} minute for {{amount}}, press star, then 1.',
    topUpOffer_other: 'One minute remaining. To add {{minutes}} minutes for {{amount}}, press star, then 1.',
    /** Out of the conference after star: the advisor is on hold meanwhile. */
    topUpMenu_one:
      'To add {{minutes}} minute to your reading for {{amount}}, charged to your saved PayPal account, press 1. To go back to your reading now, press any other key.',
    topUpMenu_other:
      'To add {{minutes}} minutes to your reading for {{amount}}, charged to your saved PayPal account, press 1. To go back to your reading now, press any other key.',
    /** Both the caller and the advisor hear it after a top-up. */
    toppedUp_one: 'You have {{minutes}} more minute.',
    toppedUp_other: 'You have {{minutes}} more minutes.',
    topUpDeclined: 'PayPal declined this payment, so no minutes were added.',
    topUpUnusable:
      'Your saved PayPal account can no longer be used, so no minutes were added. You can save it again on your profile.',
    topUpFailed: 'The top-up could not be made and you were not charged.',
    topUpPending:
      'Your payment is still being confirmed. If it goes through, its minutes will be added to your balance.',
    backToReading: 'Back to your reading.',
    /** The caller comes back from the top-up menu to a call the advisor has ended meanwhile. */
    readingEnded: 'Your reading has ended. Thank you for calling {{product}}. Goodbye.',
    /** The call-back line (issue 41): offered to a caller who reached a busy advisor. */
    lineOffer:
      'To be called back when {{advisor}} is free, press 1. To choose another advisor, press any other key.',
    lineJoined_one:
      'You are number {{place}} in line for {{advisor}}, about {{minutes}} minute. We will call you back at this number. Goodbye.',
    lineJoined_other:
      'You are number {{place}} in line for {{advisor}}, about {{minutes}} minutes. We will call you back at this number. Goodbye.',
    /** Said when the customer answers the call back, before the advisor is rung. */
    callBackGreeting:
      'Hello {{name}}, this is {{product}} calling you back: {{advisor}} is free for your reading.',
    callBackGreetingNoName:
      'Hello, this is {{product}} calling you back: {{advisor}} is free for your reading.',
    callBackTooFewMinutes:
      'This is {{product}}: {{advisor}} is free, but you have fewer than {{minutes}} minutes left. We are texting you a link to buy more. Goodbye.',
    callBackAdvisorTaken:
      'This is {{product}}: sorry, {{advisor}} has just taken another call. You keep your place in line and we will call you back. Goodbye.',
    /** A customer calling back within the reserve: straight to the advisor who waited (said next). */
    welcomeBack_one: 'Welcome back {{name}}. You have {{minutes}} minute available.',
    welcomeBack_other: 'Welcome back {{name}}. You have {{minutes}} minutes available.',
    welcomeBackNoName_one: 'Welcome back. You have {{minutes}} minute available.',
    welcomeBackNoName_other: 'Welcome back. You have {{minutes}} minutes available.',
    /** After welcomeBack, in the same breath: French agrees with the advisor here. */
    waitedForYou: '{{advisor}} waited for you.',
  },
  /** The receipt of a call, e-mailed once it is billed. */
  receipt: {
    subject: 'Your reading with {{advisor}}',
    /** After the greeting line (auth.emails.greeting, or greetingNoName). */
    text: 'Here is the receipt of your reading.\n\nAdvisor: {{advisor}}\nStarted: {{date}} at {{time}}\nDuration: {{duration}}\nMinutes billed: {{minutes}}\nBalance left: {{balance}}\n\n{{note}}Thank you for calling {{product}}.',
    duration: '{{minutes}} min {{seconds}} s',
    /** The balance left, as {{balance}} of the receipts. */
    balance_one: '{{count}} minute',
    balance_other: '{{count}} minutes',
    droppedNote: 'The call ended in its first minute: that minute was credited back to your balance.\n\n',
    /** The same receipt by text message, for a customer who chose it on /profile. */
    sms: '{{product}} receipt: {{advisor}}, {{date}} at {{time}}, {{duration}}. Minutes billed: {{minutes}}. Balance left: {{balance}}.{{note}}',
    droppedSms: ' The first minute was credited back.',
  },
  /** The text after a call cut by its cap: the advisor is held for the customer (the reserve). */
  hold: {
    sms: '{{product}}: your minutes ran out. {{advisor}} is held for you until {{time}}. Buy minutes at {{url}} then call {{phone}} back: you will be connected directly.',
  },
  /** What an advisor hears when calling the line from their forwarding number. */
  advisorMenu: {
    status: 'Hello {{name}}. You are {{status}}. Today you have taken {{calls}} for {{minutes}}.',
    /** {{calls}} and {{minutes}} of the status. */
    calls_one: '{{count}} call',
    calls_other: '{{count}} calls',
    billedMinutes_one: '{{count}} billed minute',
    billedMinutes_other: '{{count}} billed minutes',
    takingCalls: 'taking calls',
    offline: 'offline',
    onACall: 'on a call',
    choose: 'Press 1 to take calls. Press 2 to go offline.',
    nowTakingCalls: 'You are now taking calls. Goodbye.',
    nowOffline: 'You are now offline. Goodbye.',
    notAnOption: 'Sorry, that is not an option.',
    noChoice: 'Your status is unchanged. Goodbye.',
  },
} as const;
