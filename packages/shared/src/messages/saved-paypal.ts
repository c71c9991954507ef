/**
 * A PayPal account saved for top-ups during a call (PayPal's vault): /profile's card, the offer right
 * after a purchase, and the answers of /api/customers/:id/saved-paypal.
 */
export const savedPaypal = {
  title: 'Save PayPal for top-ups during a call',
  intro: 'Keep your PayPal account on file and add minutes during a reading without hanging up.',
  keyPress:
    'During a call, press star, then 1, to add your chosen bundle. You both hear the new minutes and the reading goes on.',
  auto: 'If you turn it on, we top up once per call, without a key-press, when one minute is left.',
  limits:
    'Every top-up stays within your spending limits, is charged to PayPal at the bundle’s price plus taxes, and comes with a receipt like any purchase.',
  start: 'Save PayPal',
  starting: 'Opening PayPal...',
  pending: 'You have not approved saving PayPal yet. Choose Save PayPal to go back to PayPal.',
  confirming: 'Saving your PayPal account...',
  account: 'Saved PayPal account',
  saved: 'Your PayPal account is saved for top-ups during a call.',
  cancelled: 'You cancelled on PayPal: nothing was saved.',
  bundle: 'Bundle for each top-up',
  bundleDetails: '{{minutes}} minutes, {{price}} before taxes',
  autoTopUp: 'Automatic top-up at one minute left',
  autoTopUpHint: 'Once per call, without pressing a key.',
  saveChoices: 'Save choices',
  savingChoices: 'Saving...',
  choicesSaved: 'Your top-up choices are saved.',
  remove: 'Remove PayPal',
  removeTitle: 'Remove your saved PayPal account?',
  removeConfirm:
    'Top-ups during a call stop at once, and we ask PayPal to delete {{email}} from our account. You can save it again later.',
  removeKeep: 'Keep it',
  removeYes: 'Remove',
  removed: 'Your saved PayPal account is removed.',
  /** Offered on the dashboard right after a purchase (never during checkout). */
  afterPurchase: {
    title: 'Keep your next reading going',
    text: 'Save PayPal now: during a call, press star, then 1, to add minutes without hanging up.',
    action: 'Save PayPal for top-ups',
    later: 'Not now',
  },
  errors: {
    unavailable: 'Saving PayPal is not available right now.',
    alreadySaved: 'A PayPal account is already saved. Remove it first to save another one.',
    removing: 'Your previous PayPal account is still being removed. Please try again in a few minutes.',
    unknownApproval: 'This PayPal approval is not the one we are waiting for. Please start again.',
    notApproved: 'PayPal has not confirmed your approval. Please approve on PayPal, or start again.',
    notSaved: 'You have no saved PayPal account.',
    bundle: 'There is no bundle “{{bundle}}” on sale: choose one of the bundles listed.',
    chooseBundle: 'Choose one of the bundles listed.',
    autoTopUp: 'Automatic top-up is either on or off.',
    nothingToChange: 'Choose a bundle, or turn automatic top-up on or off.',
    approval: 'The PayPal approval is missing or malformed.',
    provider: 'PayPal could not be reached. Please try again in a moment.',
    load: 'Your saved PayPal account could not be loaded.',
    start: 'PayPal could not be opened. Please try again.',
    confirm: 'Your PayPal account could not be saved. Please try again.',
    save: 'Your choices could not be saved. Please try again.',
    remove: 'Your PayPal account could not be removed. Please try again.',
  },
} as const;
