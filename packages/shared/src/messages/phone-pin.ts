/** The phone PIN a customer sets on /profile to reach their account from another phone. */
export const phonePin = {
  title: 'Phone PIN',
  text: 'Calling from a phone that is not on your account? Enter your account’s phone number and this PIN on the keypad.',
  label: 'PIN (4 to 6 digits)',
  save: 'Save PIN',
  remove: 'Remove PIN',
  saved: 'Your phone PIN is saved.',
  removed: 'Your phone PIN is removed.',
  isSet: 'A phone PIN is set.',
  notSet: 'No phone PIN yet.',
  checks: {
    format: 'Enter 4 to 6 digits.',
    tooSimple: 'Choose a PIN that is not one digit repeated or a run like 1234.',
  },
} as const;
