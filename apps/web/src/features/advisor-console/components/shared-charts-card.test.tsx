import { en } from '@app/shared/messages/en';
import type { AdvisorChart } from '@app/shared/schemas/natal-chart';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { timePlaceChart } from '../../../test/chart-record.ts';
import { resetAfterEach } from '../../../test/page-language.ts';
import { renderWithApi } from '../../../test/render-with-api.tsx';
import { SharedChartsCard } from './shared-charts-card.tsx';

const words = en.myChart.console;

resetAfterEach();

function shared(overrides: Partial<AdvisorChart> = {}): AdvisorChart {
  return {
    callId: 'CA1',
    customer: 'Chloé B.',
    live: true,
    visibleUntil: null,
    chart: timePlaceChart(),
    today: { date: '2026-11-28', transits: [], text: 'Your Sun is in Taurus.' },
    ...overrides,
  };
}

describe("the console's shared charts", () => {
  it('shows nothing while no caller shares a chart', async () => {
    const { sent } = renderWithApi(<SharedChartsCard agentId={1001} onACall={false} />, () =>
      Response.json({ charts: [] }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url).toBe('/api/advisor/1001/charts');
    expect(screen.queryByRole('heading', { name: words.title })).toBeNull();
  });

  it("opens the live caller's chart with the wheel; an earlier call's stays closed until asked", async () => {
    const { user } = renderWithApi(<SharedChartsCard agentId={1001} onACall />, () =>
      Response.json({
        charts: [
          shared(),
          shared({ callId: 'CA2', customer: null, live: false, visibleUntil: '2026-11-29T15:00:00.000Z' }),
        ],
      }),
    );
    const [live, earlier] = await screen.findAllByTestId('shared-chart');
    if (!live || !earlier) throw new Error('two charts expected');
    expect(within(live).getByRole('heading', { name: 'Chloé B.' })).toBeTruthy();
    expect(within(live).getByText(words.live)).toBeTruthy();
    expect(within(live).getByText('Ascendant in Cancer')).toBeTruthy();
    expect(within(live).getByRole('img', { name: en.natalChart.wheel.title })).toBeTruthy();
    expect(within(earlier).getByRole('heading', { name: words.customer })).toBeTruthy();
    expect(within(earlier).getByText(/^Visible until /)).toBeTruthy();
    expect(within(earlier).queryByRole('img')).toBeNull();
    await user.click(within(earlier).getByRole('button', { name: words.show }));
    expect(within(earlier).getByRole('img', { name: en.natalChart.wheel.title })).toBeTruthy();
  });
});
