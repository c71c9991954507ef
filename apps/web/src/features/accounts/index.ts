/**
 * What the accounts feature offers the purchase page (payments): the purchases' query, the customer's
 * record, the first-name prompt, the billing-address form, and the dashboard's state after a purchase.
 */
export { useCustomer } from './api/get-customer.ts';
export { purchasesQueryOptions } from './api/get-purchases.ts';
export { BillingAddressForm } from './components/billing/billing-address-form.tsx';
export type { AfterPurchaseState } from './components/dashboard/saved-paypal-offer.tsx';
export { FirstNamePrompt } from './components/profile/first-name-prompt.tsx';
