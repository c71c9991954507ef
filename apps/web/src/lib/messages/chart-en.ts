import { myChart } from '@app/shared/messages/my-chart';
import { natalChart } from '@app/shared/messages/natal-chart';

/**
 * A chart of one's own, in English (see messages/load.ts): the wheel and its table, the customer's chart
 * on /horoscope and the dashboard, and the console's shared chart load them with their own modules.
 */
export const messages = { natalChart, myChart };
