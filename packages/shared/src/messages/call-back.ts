/**
 * The call-back line as the web shows it: joining from a busy advisor's card or profile, the customer's
 * place (there and on the dashboard), the page of the texted link that leaves it, and the advisor's card
 * in the console. Read as `callBack`; what the server says (refusals, texts) is `callBackLine`.
 */
export const callBack = {
  join: 'Join the line — we’ll call you',
  joining: 'Joining the line...',
  /** The customer's place: `count` is the estimated wait in minutes. */
  place_one: 'You’re number {{place}} in line — about {{count}} minute',
  place_other: 'You’re number {{place}} in line — about {{count}} minutes',
  /** An estimate of zero minutes: the advisor is about to be free. */
  placeSoon: 'You’re number {{place}} in line — we’ll call you any minute now',
  calling: 'We’re calling you now: answer your phone.',
  leave: 'Leave the line',
  leaving: 'Leaving...',
  left: 'You left the line.',
  joinFailed: 'We could not add you to the line. Please try again.',
  leaveFailed: 'We could not take you out of the line. Please try again.',
  /** The dashboard's card, shown while the customer has a place in a line. */
  dashboard: {
    title: 'Your call-back line',
    inLine: 'You’re in {{advisor}}’s line: {{position}}',
    position_one: 'number {{place}}, about {{count}} minute',
    position_other: 'number {{place}}, about {{count}} minutes',
    positionSoon: 'number {{place}}, any minute now',
    calling: 'We’re calling you back for {{advisor}} now: answer your phone.',
    note: 'We call you at your verified number when it is your turn. Your place ends after 2 hours.',
  },
  /** /line/leave?token=…, the link in the text sent on joining; no sign-in needed. */
  leavePage: {
    title: 'Leave the call-back line',
    text: 'You asked an advisor to call you back when they are free. If you no longer want that call, leave the line.',
    confirm: 'Leave the line',
    leaving: 'Leaving...',
    done: 'You’ve left the line. We won’t call you back.',
    gone: 'This place in line had already ended: there is nothing to leave, and we won’t call you back.',
    badLink: 'This link is incomplete. Open the link from your text message again.',
    failed: 'We could not take you out of the line. Please try again.',
    advisors: 'See our advisors',
  },
  /** The advisor console's card. */
  console: {
    title: 'Your call-back line',
    intro:
      'Customers who find you on a call can join your line; when your call ends, we call the first one back for you.',
    waiting_one: '{{count}} customer waiting',
    waiting_other: '{{count}} customers waiting',
    empty: 'No one is waiting.',
    order: 'Waiting, in order',
    pause: 'Pause the line (no new joins)',
    pauseNote: 'Customers already in line keep their place.',
    paused: 'Your line is paused: no one new can join.',
    resumed: 'Your line is open again.',
    pauseFailed: 'Your line could not be changed. Please try again.',
    callingBack: 'Calling {{name}} back now — your phone will ring.',
    /** A customer who gave no usable first name. */
    callingBackNoName: 'Calling your next customer back now — your phone will ring.',
    noName: 'Customer',
    loadFailed: 'Your line could not be loaded.',
  },
} as const;
