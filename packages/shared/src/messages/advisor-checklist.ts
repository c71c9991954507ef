/**
 * A new advisor's first-day checklist in the console (issue 43): the card's words, read as
 * `advisorChecklist` (the console's bundle). The server's words of the test call, read as
 * `advisorTestCall`: its refusals (in the page's language) and what the call says (Twilio's <Say>).
 */
export const advisorChecklist = {
  title: 'Your first days',
  intro: 'A few steps before your first callers. Each one takes a couple of minutes.',
  progress: '{{done}} of {{total}} done',
  notPublished: 'Your profile is not yet visible to customers: our team publishes it once it is ready.',
  done: 'Done',
  toDo: 'To do',
  items: {
    photo: {
      title: 'Add your photo',
      text: 'Customers see it beside your name in the directory and on your profile.',
      action: 'Add a photo',
    },
    voice: {
      title: 'Record your voice',
      text: 'A short greeting customers can play before they call you.',
      action: 'Add your voice',
    },
    hours: {
      title: 'Set your weekly hours',
      text: 'Tell customers when they can usually reach you.',
      action: 'Set your hours',
    },
    payoutProfile: {
      title: 'Tell us how to pay you',
      text: 'Your payout method, and the details we need for your tax slips.',
      action: 'Add your payout details',
    },
    testCall: {
      title: 'Call yourself',
      text: 'We call your forwarding number, so you hear how our calls reach you.',
      action: 'Call yourself',
      calling: 'Calling…',
      expect: 'We are calling your forwarding number now. Answer it: this step is done once you pick up.',
      failed: 'We could not place the test call. Please try again in a minute.',
      changeNumber: 'Change your forwarding number',
    },
  },
  allSet: {
    title: 'You’re all set',
    text: 'Your profile, hours, payout details and phone line are ready for your first callers.',
  },
} as const;

export const advisorTestCall = {
  errors: {
    noChecklist: 'This advisor account has no first-day checklist.',
    tooSoon: 'You just called yourself. Please wait a minute before the next test call.',
    unavailable: 'Test calls are not available right now.',
    callFailed: 'We could not place the test call. Please try again in a minute.',
  },
  say: 'Hello from {{product}}. This is your test call. Calls from our customers will reach you on this phone: your line works. Goodbye.',
} as const;
