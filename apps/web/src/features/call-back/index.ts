/**
 * What the call-back line offers the advisors' directory and profiles, whose cards are a first screen: the
 * join button, itself a small shell that loads the customer's module only for a signed-in customer. The
 * dashboard's card is offered by index.dashboard.ts, the page of the texted link is a route of its own.
 */
export { JoinLine } from './components/join-line.tsx';
