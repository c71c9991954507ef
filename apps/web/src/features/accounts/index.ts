/** What the accounts feature offers the purchase page (payments): the purchases' query and the first-name prompt. */
export { purchasesQueryOptions } from './api/get-purchases.ts';
export { FirstNamePrompt } from './components/profile/first-name-prompt.tsx';
