import { myChart } from '@app/shared/messages/fr/my-chart';
import { natalChart } from '@app/shared/messages/fr/natal-chart';

/** A chart of one's own, in French (see chart-en.ts). */
export const messages = { natalChart, myChart };
