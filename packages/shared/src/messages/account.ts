import { accountClosure } from './account-closure.ts';

/** Strings of the customer's own pages: dashboard, profile, account deletion, and data-service failures. */
export const dashboard = {
  title: 'Dashboard',
  welcome: 'Welcome back, {{name}}',
  // Not in the spec: a customer who gave no first name is welcomed without one.
  welcomeNoName: 'Welcome back',
  phoneNumbers: 'Phone Numbers',
  primary: 'Primary',
  noPhoneNumbers: 'No phone number added yet.',
  addPhone: 'Add Phone Number',
  deletePhone: 'Delete phone number {{phone}}',
  phoneDeleted: 'Phone number deleted.',
  // Not in the spec's catalogue: the confirmation asked before a number is deleted.
  deletePhoneConfirm: {
    title: 'Delete this phone number?',
    text: 'Calls from {{phone}} will no longer be recognised as yours, and you will need to verify it again to add it back.',
    confirm: 'Delete Number',
    deleting: 'Deleting...',
  },
  creditBalance: 'Credit Balance',
  /** After the balance's figure: « 0 minute disponible » in French, where 0 and 1 are singular. */
  minutesLabel_one: 'minute available',
  minutesLabel_other: 'minutes available',
  creditsNeverExpire: 'Your credits never expire.',
  purchaseMore: 'Purchase More Credits',
  accountInfo: 'Account Information',
  name: 'Name',
  noName: 'Not given yet',
  email: 'Email',
  memberSince: 'Member Since',
  totalPurchases: 'Total Purchases',
  editProfile: 'Edit Profile',
  purchaseHistory: 'Purchase History',
  noPurchases: 'No purchases yet.',
  monthlyCashback: 'Monthly Cashback',
  columns: {
    date: 'Date',
    package: 'Package',
    minutes: 'Minutes',
    amount: 'Amount',
    orderId: 'Order ID',
    minutesUsed: 'Minutes Used',
    callDuration: 'Call Duration (min)',
  },
  lastPromoCode: 'Last Promo Code Won',
  noPromoCode: 'No promo code won in the last 7 days.',
  creditUsage: 'Credit Usage',
  noCreditUsage: 'No calls yet.',
  phoneNotice: {
    title: 'Add your phone number',
    text: 'Add and verify your phone number so that we recognise you when you call and can use your credits.',
    addPhone: 'Add Phone Number',
    later: 'Later',
  },
  errors: {
    notAuthenticated: 'User is not authenticated.',
    fetchCustomer: 'An error occurred while fetching customer data.',
    deletePhone: 'Failed to delete phone number. Please try again.',
    primaryPhone: 'Your primary phone number cannot be deleted.',
    phoneNotFound: 'This phone number is not on your account.',
  },
} as const;

export const profile = {
  title: 'Edit Profile',
  subtitle: 'Update your personal information.',
  // Not in the spec's words ('Edit name'): the customer's first name, optional, to greet them by.
  firstName: 'First name',
  firstNameHint: 'Optional. We use it to greet you.',
  /** Asked once at checkout, while the customer has given no first name. */
  firstNamePrompt: {
    title: 'How should we greet you?',
    text: 'Add your first name if you like: we use it on your receipts and when you call. You can skip this.',
    save: 'Save my first name',
    saving: 'Saving...',
    saved: 'Thank you, {{name}}.',
  },
  email: 'Email',
  emailReadOnly: 'Your e-mail address cannot be changed.',
  birthDate: 'Birth Date',
  emailNotifications: 'Email notifications',
  emailNotificationsHint: 'Receive offers and news by e-mail.',
  // Not in the spec: the receipt after each call.
  callReceipts: 'Receipts after each call',
  callReceiptsHint: 'The advisor, the length, the minutes billed and your balance left.',
  callReceiptOptions: {
    email: 'By e-mail',
    sms: 'By text message',
    none: 'No receipt',
  },
  save: 'Save Changes',
  saving: 'Saving...',
  saved: 'Your profile has been updated.',
  backToDashboard: 'Back to Dashboard',
  errors: {
    update: 'Failed to update profile. Please try again.',
    fetch: 'An error occurred while fetching profile data.',
    incomplete: 'Profile data is missing or incomplete.',
    // Not in the spec's catalogue: the field rules it leaves open (terms: customers are at least 18).
    firstNameRequired: 'Please enter your first name.',
    firstNameTooLong: 'Your first name must not exceed {{count}} characters.',
    firstNameInvalid: 'Your first name may only contain letters, spaces, hyphens and apostrophes.',
    birthDateInvalid: 'Please enter a valid birth date.',
    tooYoung: 'You must be at least 18 years old to use this service.',
    nothingToUpdate: 'Nothing to update.',
    callReceiptsNoPhone: 'Add and verify a phone number on your dashboard to get receipts by text message.',
  },
} as const;

export const deletion = {
  button: 'Delete My Account',
  title: 'Delete My Account',
  warning: 'This will close your account. Your remaining credits will no longer be usable.',
  prompt: 'Type DELETE to confirm',
  confirm: 'Delete My Account',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  // Not in the spec's catalogue: the toast confirming the deletion (the spec only says it goes home).
  deleted: 'Your account has been deleted.',
  // Not in the spec's catalogue: what closing refunds of the paid minutes left, and what it loses.
  closure: accountClosure,
  errors: {
    session: 'Failed to retrieve session',
    deleteFailed: 'Failed to delete account',
    completeFailed: 'Failed to complete account deletion',
    unexpected: 'An unexpected error occurred',
  },
} as const;

export const dataService = {
  fetchCustomer: 'Failed to fetch customer data',
  fetchCustomerByPhone: 'Failed to fetch customer data by phone',
  noCustomerForPhone: 'No customer found with the provided phone number',
  fetchPhoneNumbers: 'Failed to fetch phone numbers',
  updatePhoneNumbers: 'Failed to update phone numbers',
  fetchPurchaseHistory: 'Failed to fetch purchase history',
  fetchCredits: 'Failed to fetch credits',
  fetchOrder: 'Failed to fetch order',
  updateCredits: 'Failed to update credits',
  recordPurchase: 'Failed to record purchase',
  fetchTarotPromoCode: 'Failed to fetch Tarot promo code',
  updateLastConnected: 'Failed to update last connected date',
  updateBirthDate: 'Failed to update birth date',
  updateEmailNotifications: 'Failed to update email notifications',
  updateCustomerName: 'Failed to update customer name',
  fetchCreditUsage: 'Failed to fetch credit usage history',
  recordCreditUsage: 'Failed to record credit usage',
  unexpected: 'An unexpected error occurred',
} as const;
