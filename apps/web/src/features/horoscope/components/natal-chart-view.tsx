import type { NatalChart, Transit } from '@app/shared/schemas/natal-chart';
import { NatalTable } from './natal-table.tsx';
import { NatalWheel } from './natal-wheel.tsx';

/**
 * The chart as a picture and in words: the wheel beside the table on a wide screen, the wheel above the table
 * on a phone (each card may shrink below its content's width, so 360 px never scrolls sideways). The wheel
 * comes first in the page's order too: it is what the reader came for, and its summary leads into the table.
 */
export function NatalChartView({ chart, transits }: { chart: NatalChart; transits?: Transit[] }) {
  return (
    <div className="grid gap-5 lg:grid-cols-2 lg:items-start lg:gap-8">
      <div className="on-dark min-w-0 rounded-3xl bg-night-sky p-3 shadow-card sm:p-6">
        <NatalWheel chart={chart} />
      </div>
      <div className="min-w-0 overflow-x-auto rounded-3xl bg-white p-4 shadow-card ring-1 ring-night-100 sm:p-6">
        <NatalTable chart={chart} transits={transits} />
      </div>
    </div>
  );
}
