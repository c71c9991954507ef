/**
 * Applying to become an advisor (issue 43) as the server says it: the refusals of /apply (in the page's
 * language), the code texted to the applicant's phone and the confirmation e-mail. Read as
 * `applications`; the page's own words are the web's.
 */
export const applications = {
  errors: {
    formExpired: 'This form has expired. Please reload the page, then send it again.',
    notAccepted: 'We could not accept this form. Please reload the page, then send it again.',
    phoneInvalid: 'Please enter a valid 10-digit phone number.',
    phoneNotVerified: 'Please confirm your phone number first with the code we texted you.',
    wrongCode: 'This code is not the one we texted. Check it and try again.',
    codeExpired: 'This code has expired or was tried too many times. Please ask for a new code.',
    alreadyApplied:
      'An application with this e-mail address or phone number is already under review. We will contact you.',
    alreadyAdvisor: 'This e-mail address or phone number already belongs to one of our advisors.',
    appliedRecently:
      'An application with this e-mail address or phone number was not accepted recently. You may apply again from {{date}}.',
    withdrawGone: 'This link is no longer valid: the application no longer exists.',
    alreadyDecided: 'This application has already been decided, so it can no longer be withdrawn.',
    unexpectedField: 'The form sent a field we do not know. Please reload the page, then send it again.',
  },
  /** What is wrong with a field of the form (a refusal names each field to fix). */
  fields: {
    name: 'Please enter your name (2 to 80 characters).',
    email: 'Please enter a valid e-mail address.',
    phone: 'Please enter a valid 10-digit phone number.',
    province: 'Please choose your province or territory.',
    languages: 'Please choose the languages you read in.',
    specialties: 'Please choose your specialties from the list.',
    styles: 'Please choose your reading styles from the list.',
    experience: 'Please describe your experience in 20 to 2,000 characters.',
    availability: 'Please choose when you can take calls from the list.',
    presentation: 'Your presentation must be 80 to 2,000 characters long.',
    photo: 'Please add a photo of yourself (JPEG, PNG or WebP).',
    voice: 'Please add a voice sample (a recording, or a WAV or MP3 file).',
    ofAge: 'Please confirm you have reached the age of majority in your province.',
    consent: 'Please accept our terms and privacy notice.',
  },
  media: {
    photo: {
      empty: 'The photo is empty. Please choose another file.',
      tooLarge: 'The photo is larger than {{megabytes}} MB. Please choose a smaller file.',
      wrongType: 'The photo must be a JPEG, PNG or WebP image.',
      damaged: 'The photo could not be read: the file may be damaged. Please choose another.',
      tooManyPixels: 'The photo is too large in pixels. Please choose a smaller picture.',
    },
    voice: {
      empty: 'The voice sample is empty. Please record it again or choose another file.',
      tooLarge: 'The voice sample is larger than {{megabytes}} MB. Please make it shorter.',
      wrongType: 'The voice sample must be a recording from this page, or a WAV or MP3 file.',
      damaged: 'The voice sample could not be read: the file may be damaged. Please record it again.',
      tooLong_one:
        'The voice sample lasts {{count}} second; it can last at most {{max}} seconds. Please make it shorter.',
      tooLong_other:
        'The voice sample lasts {{count}} seconds; it can last at most {{max}} seconds. Please make it shorter.',
    },
  },
  sms: {
    code: '{{product}}: your code to apply as an advisor is {{code}}. It expires in {{minutes}} minutes.',
    /** The approval's welcome text: the extension, the set-password e-mail, where to sign in. */
    welcome:
      '{{product}}: welcome to the team! Your application is approved and your extension is {{agentId}}. We e-mailed you a link to choose your password; then sign in at {{url}} to prepare your profile before it goes live.',
  },
  email: {
    subject: 'We received your application: {{product}}',
    intro:
      'Thank you for applying to give readings with {{product}}. Our team reviews applications in the order they arrive.',
    next: 'If your profile fits what our clients look for, we will call you at {{phone}} to arrange a short test reading. Otherwise, we will let you know by e-mail.',
    withdraw: 'Changed your mind? You can withdraw your application at any time:',
    withdrawButton: 'Withdraw my application',
    linkHint: 'If the button does not work, copy this link into your browser:',
    retention:
      'An application that is withdrawn or not accepted is deleted {{months}} months after the decision.',
    footer:
      'You received this e-mail because an application to become an advisor was sent with this address at {{product}}. If it was not you, withdraw it with the link above.',
  },
  /** The e-mail of a rejection: why (one of REJECTION_REASONS), and from when they may apply again. */
  rejectionEmail: {
    subject: 'Your application: {{product}}',
    intro:
      'Thank you for your interest in giving readings with {{product}}. We have reviewed your application, and we cannot accept it at this time.',
    reasons: {
      test_reading: 'Your test reading did not meet the standard our clients expect.',
      experience: 'We are looking for more experience in giving readings.',
      availability: 'Your availability does not match the hours when our clients call.',
      languages: 'We are not looking for readers in your languages at the moment.',
      ethics:
        'Your test reading did not follow our ethics (for example: no predictions about health or money, and no selling of extra services).',
      incomplete: 'Your application was missing information we need, or we could not reach you.',
      other: 'Your profile does not match what we are looking for at the moment.',
    },
    reapply: 'You may apply again after {{months}} months, from {{date}}.',
    footer: 'You received this e-mail because you applied to become an advisor at {{product}}.',
  },
} as const;
