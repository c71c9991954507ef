/** Strings of sign-in, sign-up, password reset, phone verification and form validation (SPEC sections 2, 4, 5, 8). */
export const auth = {
  signIn: {
    title: 'Sign In',
    subtitle: 'Welcome back! Sign in to manage your credits and readings.',
    createAccountTitle: 'Create Account',
    createAccountSubtitle: 'Create your account to buy credits and call our advisors.',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    password: 'Password',
    passwordPlaceholder: 'Your password',
    submit: 'Sign In',
    submitting: 'Signing in...',
    createAccount: 'Create Account',
    creatingAccount: 'Creating account...',
    forgotPassword: 'Forgot password?',
    noAccount: "Don't have an account?",
    haveAccount: 'Already have an account?',
    switchToSignUp: 'Create one',
    switchToSignIn: 'Sign in',
    usePhone: 'Sign in with phone',
    verified: 'Your e-mail address is confirmed. You can now sign in.',
    verifyLinkInvalid: 'This confirmation link is invalid or has expired. Sign in to receive a new one.',
    passwordUpdated: 'Your password has been updated. Please sign in with your new password.',
    useEmail: 'Sign in with email',
    or: 'or',
    errors: {
      invalidCredentials: 'The email or password you entered is incorrect. Please try again.',
      emailNotConfirmed: 'Please confirm your email address before signing in.',
      tooManyAttempts: 'Too many login attempts. Please try again later.',
      unavailable: 'Unable to sign in at this time. Please try again later.',
      noUserData: 'Unable to complete sign in - no user data returned',
      fetchCustomer: 'Unable to fetch customer data. Please try again later.',
      accountDeleted: 'Your account has been deleted. Please contact support.',
      accountInactive: 'Your account is inactive. Please contact support.',
      unexpected: 'An unexpected error occurred. Please try again later.',
      retrieveCustomer: 'Unable to retrieve customer data. Please contact support.',
      inactiveOrDeleted: 'Your account is inactive or has been deleted. Please contact support.',
      emailLoginFailed: 'Failed to log in with email. Please try again.',
    },
  },
  signUp: {
    success: 'Your account has been created. Welcome!',
    checkInboxTitle: 'Check your inbox',
    checkInbox: 'We sent a confirmation link to {{email}}. Please confirm your e-mail address, then sign in.',
    passwordHint: 'At least 6 characters.',
    panel: {
      whyTitle: 'Why create an account?',
      benefits: {
        prepaid: 'Buy prepaid minutes that never expire',
        gift: 'Get free gift minutes with every package',
        tracking: 'Follow your balance, purchases and calls in one place',
        tarot: 'Play our weekly tarot game and win discounts',
      },
      offerTitle: 'Welcome Offer',
      offerText: 'Use code WELCOME25 to get 25% off your first purchase!',
      noticeTitle: 'An account is now required',
      noticeText:
        'Phone billing is no longer available. Create your account and purchase your credits in advance to speak with an advisor.',
    },
    errors: {
      emailExists: 'An account with this email already exists. Please sign in instead.',
      weakPassword: 'Please choose a stronger password.',
      noUserData: 'Unable to create account - no user data returned',
      availabilityCheck: 'Unable to verify account availability. Please try again.',
      customerExists: 'A Customer with this email already exists. Please sign in instead.',
      createProfile: 'Unable to create customer profile. Please try again.',
    },
  },
  reset: {
    forgotTitle: 'Forgot your password?',
    forgotText: "Enter your email address and we'll send you a link to reset your password.",
    sendLink: 'Send Reset Link',
    sending: 'Sending...',
    linkSent: 'Password reset email sent. Please check your inbox.',
    backToSignIn: 'Back to Sign In',
    title: 'Reset Password',
    subtitle: 'Choose a new password for your account.',
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    submit: 'Update Password',
    updating: 'Updating...',
    success: 'Your password has been updated. Redirecting to sign in...',
    invalidLink: 'This password reset link is invalid or has expired. Please request a new one.',
    requestNew: 'Request a new link',
    loginNotice: 'Your password has been updated. Please sign in with your new password.',
    errors: {
      sendFailed: 'Unable to send password reset email. Please try again.',
      updateFailed: 'Unable to update password. Please try again.',
    },
  },
  otp: {
    /** The text message carrying a code (the demo's outbox; Twilio Verify writes its own). */
    smsBody: '{{code}} is your {{product}} verification code. It expires in 10 minutes.',
    title: 'Enter Verification Code',
    sentTo: 'We sent a 6-digit code to {{phone}}.',
    code: 'Verification code',
    codePlaceholder: '123456',
    verify: 'Verify',
    verifying: 'Verifying...',
    changePhone: 'Change Phone Number',
    resend: 'Resend Code',
    resent: 'A new verification code has been sent.',
    errors: {
      requestFailed: 'Unable to request OTP. Please try again.',
      requestLoggedInFailed: 'Unable to request OTP for logged-in user. Please try again.',
      verifyFailed: 'Unable to verify OTP. Please try again.',
      sendCodeFailed: 'Failed to send verification code...',
      verifyCodeFailed: 'Failed to verify code...',
      resendCodeFailed: 'Failed to resend verification code...',
      // Not in the spec's catalogue: the abuse limits and code lifetime it leaves to the server.
      tooManyRequests: 'Too many verification codes requested. Please try again later.',
      // The same, when the server says how long the limit holds (its 429 carries retryAfterSeconds).
      tooManyRequestsRetryIn_one:
        'Too many verification codes requested. Please try again in {{count}} minute.',
      tooManyRequestsRetryIn_other:
        'Too many verification codes requested. Please try again in {{count}} minutes.',
      codeExpired: 'This code is no longer valid. Please request a new code.',
      invalidCode: 'The code you entered is incorrect. Please try again.',
    },
  },
  phone: {
    title: 'Sign in with Phone',
    subtitle: 'We will text you a verification code.',
    addTitle: 'Add a Phone Number',
    addSubtitle: 'Verify your phone number so we recognise you when you call.',
    label: 'Phone number',
    placeholder: '5145551234',
    sendCode: 'Send Code',
    sendingCode: 'Sending code...',
    added: 'Your phone number has been verified and added.',
    errors: {
      addFailed: 'Unable to add phone number. Please try again.',
      processFailed: 'Unable to process your request. Please try again later.',
      phoneLoginFailed: 'Failed to complete login by phone. Please try again.',
      phoneTaken: 'This phone number is already registered to another account.',
      alreadyAdded: 'This phone number is already on your account.',
      notVerified: 'Please verify this phone number with the code we sent before adding it.',
      // A number is a customer's or an advisor's forwarding number, never both (the line could not tell).
      advisorNumber:
        "This phone number is one of our advisors' forwarding numbers, so it cannot be added to a customer account.",
      customerNumber:
        "This phone number is verified on a customer account, so it cannot be an advisor's forwarding number.",
    },
  },
  /** E-mails sent by the server; {{product}} is the brand name. */
  emails: {
    greeting: 'Hello {{name}},',
    /** A customer who gave no first name is greeted without one (never with the sign-up default). */
    greetingNoName: 'Hello,',
    footer: 'You received this e-mail because an account was created with this address at {{product}}.',
    ignore: 'If you did not create this account, you can ignore this e-mail.',
    verify: {
      subject: 'Confirm your e-mail address - {{product}}',
      intro: 'Welcome to {{product}}! Please confirm your e-mail address to activate your account.',
      button: 'Confirm my e-mail',
      linkHint: 'Or open this link in your browser:',
      /** The text part has no button: the link is the only way, so no "Or". */
      linkText: 'Open this link in your browser:',
    },
    reset: {
      subject: 'Reset your password - {{product}}',
      intro:
        'We received a request to reset the password of your {{product}} account. This link is valid for one hour.',
      button: 'Choose a new password',
      ignore:
        'If you did not ask to reset your password, you can ignore this e-mail: your password stays the same.',
    },
    welcome: {
      subject: 'Welcome to {{product}}',
      intro:
        'Thank you for creating your {{product}} account. Once your e-mail address is confirmed, you can buy prepaid minutes and call our advisors 24/7 at {{phone}}.',
      offer: 'Welcome offer: use code WELCOME25 to get 25% off your first purchase.',
      button: 'Buy my first credits',
    },
    deleted: {
      subject: 'Your {{product}} account has been closed',
      intro:
        'As you asked, your {{product}} account has been closed: you have been signed out everywhere and your phone numbers have been removed.',
      notYou:
        'If you did not ask for this, call us at {{phone}} or reply to this e-mail and we will help you right away.',
      footer: 'You received this e-mail because the account with this address at {{product}} was closed.',
    },
  },
} as const;

/** Form and payload validation messages (SPEC section 5), used by the zod schemas. */
export const validation = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordMin6: 'Password must be at least 6 characters',
  passwordMin8: 'Password must be at least 8 characters',
  passwordMax72: 'Password must not exceed 72 characters',
  passwordsDontMatch: "Passwords don't match",
  phoneMinDigits: 'Phone number must be at least 10 digits.',
  phoneDigitsOnly: 'Phone number must contain only digits',
  phoneInvalid: 'Invalid Phonenumber. Please try again.',
  otpLength: 'OTP must be 6 digits',
  otpDigitsOnly: 'OTP must contain only digits',
  deleteConfirm: 'Please type DELETE to confirm',
  extensionInvalid: 'Extension must be 1 to 6 digits',
  agentIdInvalid: 'agentId must be a positive whole number',
  required: 'This field is required',
} as const;
