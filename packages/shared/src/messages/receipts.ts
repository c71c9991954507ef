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
    gst: 'GST ({{rate}})',
    qst: 'QST ({{rate}})',
    tax: 'Total tax',
    total: 'Total paid',
    gstNumber: 'GST/HST registration number',
    qstNumber: 'QST registration number',
  },
  currencyNote: 'Amounts in Canadian dollars ({{currency}}).',
  methods: {
    paypal: 'PayPal',
    interac: 'Interac e-Transfer',
  },
  email: {
    subject: 'Your {{product}} receipt - {{bundle}}',
    intro: 'Thank you for your purchase. {{minutes}} minutes have been added to your account.',
    button: 'View or print this receipt',
    linkHint: 'Or open this link in your browser:',
    footer: 'You received this e-mail because you made a purchase with your {{product}} account.',
  },
} as const;
