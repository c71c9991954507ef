/** What the call-back line offers the customer's dashboard: the card of their place in a line. */
export { MyLineCard } from './components/my-line-card.tsx';
