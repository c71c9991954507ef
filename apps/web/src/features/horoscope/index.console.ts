/** What a chart of one's own offers the advisor console: a shared chart's headline, wheel and table. */
export { ChartHeadline } from './components/chart-headline.tsx';
export { NatalChartView } from './components/natal-chart-view.tsx';
