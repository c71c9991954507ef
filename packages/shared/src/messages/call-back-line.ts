/**
 * The call-back line as the server says it (issue 41): the refusals of a join, in the page's language,
 * and the texts to a customer in line. Read as `callBackLine`. The web's own words are `callBack`.
 */
export const callBackLine = {
  errors: {
    notBusy: '{{advisor}} is not on a call: call now instead of joining the line.',
    noPhone:
      'Add and verify your phone number on your dashboard first: it is the number we call you back on.',
    notEnoughMinutes: 'You need at least {{minutes}} minutes to join the line. Buy minutes, then join.',
    lineFull: '{{advisor}}’s line is full right now. Please try again a little later.',
    linePaused: '{{advisor}} is not taking call-back requests right now.',
    alreadyInLine: 'You are already in a line. Leave it first to join this one.',
    paused: 'You are taking a break from readings: the line is not open to you until it ends.',
    notInLine: 'You are not in this line.',
    gone: 'This place in line has already ended.',
    unavailable: 'The call-back line is not available right now.',
  },
  sms: {
    joined_one:
      '{{product}}: you are number {{place}} in line for {{advisor}}, about {{minutes}} minute. We will call you at this number. Leave the line: {{url}}',
    joined_other:
      '{{product}}: you are number {{place}} in line for {{advisor}}, about {{minutes}} minutes. We will call you at this number. Leave the line: {{url}}',
    noAnswer:
      '{{product}}: we called you back for {{advisor}} but got no answer, so we called the next person in line.',
    machine:
      '{{product}}: we called you back for {{advisor}} and reached voicemail, so we called the next person in line.',
    minutes:
      '{{product}}: {{advisor}} is free, but you have fewer than {{minutes}} minutes left. Buy minutes at {{url}} and call {{phone}}.',
    paused: '{{product}}: {{advisor}} is free, but you are taking a break, so we did not call you.',
    quiet:
      '{{product}}: {{advisor}} became free during the night; we do not call after 10 p.m. Call {{phone}} when you wish.',
    error: '{{product}}: we could not call you back for {{advisor}}. Please call {{phone}}.',
    cleared:
      '{{product}}: {{advisor}} has gone offline, so the line is closed; we’ll keep you posted if you asked to be notified.',
    expired: '{{product}}: your place in {{advisor}}’s line has expired after 2 hours.',
  },
} as const;
