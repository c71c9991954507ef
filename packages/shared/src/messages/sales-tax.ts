/**
 * Sales tax by the customer's province: the billing address asked at the first checkout (and kept on
 * /profile), the tax names a summary and a receipt print, and the note a visitor reads.
 */
export const salesTax = {
  billing: {
    title: 'Billing address',
    intro: 'Sales tax depends on where you live. Tell us once; we will remember it for your next purchases.',
    province: 'Province or territory',
    choose: 'Choose…',
    postalCode: 'Postal code',
    postalHint: 'For example H2X 1Y4',
    save: 'Save and continue',
    saveProfile: 'Save billing address',
    saving: 'Saving...',
    saved: 'Your billing address is saved.',
    change: 'Change',
    summary: '{{province}}, {{postalCode}}',
    none: 'No billing address yet. We will ask for it at your first purchase.',
  },
  names: {
    GST: 'GST',
    HST: 'HST',
    QST: 'QST',
    PST: 'PST',
    RST: 'RST',
  },
  /** A tax line of a summary or a receipt: 'HST (13%)'. */
  line: '{{name}} ({{rate}})',
  /** The GST/HST registration number on a receipt; the QST one only where QST applied. */
  registrations: {
    GST: 'GST/HST registration number',
    HST: 'GST/HST registration number',
    QST: 'QST registration number',
    PST: 'PST registration number',
    RST: 'RST registration number',
  },
  taxedIn: 'Taxes for {{province}}',
  pricingNote:
    'Sales tax depends on your province: the taxes named here are Quebec’s, and you give yours at checkout.',
  visitorNote: 'Prices include Quebec sales tax. Tax depends on your province; you choose it at checkout.',
  /** Under the summary of a customer taxed outside Québec (the purchase page's usual note names GST + QST). */
  pricesNote: 'Prices in Canadian dollars. Taxes for your province are calculated on the discounted price.',
  errors: {
    province: 'Choose your province or territory.',
    postalCode: 'Enter a Canadian postal code, for example H2X 1Y4.',
    postalCodeProvince:
      'This postal code does not match the province you chose. Check the postal code or the province.',
    billingAddressRequired: 'Add your billing address before paying: sales tax depends on your province.',
    quote: 'The total could not be calculated. Please try again.',
    save: 'Your billing address could not be saved. Please try again.',
  },
} as const;
