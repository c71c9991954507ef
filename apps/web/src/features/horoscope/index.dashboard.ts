/** What a chart of one's own offers the customer's dashboard: "Your sky today". */
export { MySkyCard } from './components/my-sky-card.tsx';
