/**
 * What the accounts feature offers the purchase page (payments): the purchases' query, the customer's
 * record, the first-name prompt and the billing-address form.
 */
export { useCustomer } from './api/get-customer.ts';
export { purchasesQueryOptions } from './api/get-purchases.ts';
export { BillingAddressForm } from './components/billing/billing-address-form.tsx';
export { FirstNamePrompt } from './components/profile/first-name-prompt.tsx';
