/**
 * Strings of purchase receipts: the printable page, its link in the purchase history and the receipt
 * e-mail. Every label of a receipt is here, so a French catalogue with the same keys translates the
 * page and the e-mail without touching either.
 */
export const receipts = {
  title: 'Receipt',
  subtitle: 'Thank you for your purchase. Keep this receipt for your records.',
  print: 'Print',
  back: 'Back to Dashboard',
  loading: 'Loading receipt...',
  loadError: 'Failed to load receipt. Please try again.',
  notFound: 'Receipt not found.',
  refunded: 'This payment was refunded.',
  column: 'Receipt',
  view: 'View',
  viewLabel: 'View receipt for order {{orderId}}',
  noReceipt: 'No receipt (nothing was paid)',
  line: '{{label}}: {{value}}',
  sections: {
    soldBy: 'Sold by',
    billedTo: 'Billed to',
    order: 'Order',
    items: 'Purchase',
  },
  fields: {
    receiptNumber: 'Receipt number',
    orderId: 'Order ID',
    date: 'Date',
    paymentMethod: 'Payment method',
    package: 'Package',
    minutes: 'Minutes',
    giftMinutes: 'Gift minutes',
    bonusMinutes: 'Coupon bonus minutes',
    totalMinutes: 'Total minutes',
    price: 'Price',
    discount: 'Discount',
    discountWithCode: 'Discount ({{code}})',
    subtotal: 'Subtotal',
    tax: 'Total tax',
    total: 'Total paid',
  },
  currencyNote: 'Amounts in Canadian dollars ({{currency}}).',
  methods: {
    paypal: 'PayPal',
    interac: 'Interac e-Transfer',
  },
  email: {
    subject: 'Your {{product}} receipt - {{bundle}}',
    intro_one: 'Thank you for your purchase. {{count}} minute has been added to your account.',
    intro_other: 'Thank you for your purchase. {{count}} minutes have been added to your account.',
    button: 'View or print this receipt',
    linkHint: 'Or open this link in your browser:',
    footer: 'You received this e-mail because you made a purchase with your {{product}} account.',
  },
  /** The notice of a refund made by staff: by e-mail, and by text to those who chose text receipts. */
  refundNotice: {
    subject: 'Your refund of {{amount}} - {{product}}',
    intro: 'We refunded {{amount}} of your purchase of {{date}} ({{bundle}}, order {{orderId}}).',
    minutes: 'Minutes taken back from your balance: {{minutes}}',
    balance: 'Your balance is now {{balance}} minutes.',
    reason: 'Reason: {{reason}}',
    delay: 'Depending on your bank or PayPal, the money can take a few business days to reach your account.',
    footer: 'You received this e-mail because a purchase of your {{product}} account was refunded.',
    sms: '{{product}}: we refunded {{amount}} of your purchase of {{date}}. Minutes taken back: {{minutes}}. Reason: {{reason}}',
  },
} as const;
