import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import type { ChartShares, CustomerChart } from '@app/shared/schemas/natal-chart';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { customerChart, timePlaceChart } from '../../../test/chart-record.ts';
import { TEST_CUSTOMER_ID } from '../../../test/customer-record.ts';
import { onAFrenchChartPage, resetAfterEach } from '../../../test/page-language.ts';
import { refusal, renderWithApi, type SentRequest } from '../../../test/render-with-api.tsx';
import { MyChartContent } from './my-chart-content.tsx';

const words = en.myChart;
const BASE = `/api/customers/${TEST_CUSTOMER_ID}`;
const MONTREAL = { id: 'ca-quebec-montreal', name: 'Montréal', region: 'Québec', country: 'Canada' };

resetAfterEach();

/** The chart routes: the chart changes with what is saved; the places answer Montréal for "mon…". */
function api(start: CustomerChart, shares: ChartShares = { all: false, advisors: [], candidates: [] }) {
  let chart = start;
  let shared = shares;
  return (request: SentRequest) => {
    if (request.url.startsWith('/api/places')) {
      return Response.json({ places: request.url.includes('mon') ? [MONTREAL] : [] });
    }
    if (request.url === `${BASE}/chart-shares`) {
      if (request.method === 'PUT') {
        const agentIds = request.body.agentIds as number[];
        shared = {
          ...shared,
          all: request.body.all as boolean,
          advisors: shared.candidates.filter((c) => agentIds.includes(c.agentId)),
        };
      }
      return Response.json(shared);
    }
    if (request.url === `${BASE}/birth-details` && request.method === 'PUT') {
      chart = { ...chart, chart: timePlaceChart(), birthDetails: { masked: '••:•• · ••••••' } };
    }
    if (request.url === `${BASE}/birth-details` && request.method === 'DELETE') {
      chart = customerChart();
    }
    if (request.url === `${BASE}/birth-details/reveal`) {
      return Response.json({ birthTime: '08:30', place: MONTREAL });
    }
    return Response.json(chart);
  };
}

const show = (ui: React.ReactElement, answer: (request: SentRequest) => Response) =>
  renderWithApi(<MemoryRouter>{ui}</MemoryRouter>, answer);
const changes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');

describe("/horoscope's chart of one's own", () => {
  it('without a birth date, leads to the profile', async () => {
    show(
      <MyChartContent customerId={TEST_CUSTOMER_ID} />,
      api(customerChart({ birthDate: null, chart: null, today: null })),
    );
    expect(await screen.findByText(words.noBirthDate)).toBeTruthy();
    expect(screen.getByRole('link', { name: words.addBirthDate }).getAttribute('href')).toBe('/profile');
  });

  it('from the date alone: the Sun, the Moon sign, no Ascendant, today’s reading and the wheel', async () => {
    show(<MyChartContent customerId={TEST_CUSTOMER_ID} />, api(customerChart()));
    const headline = await screen.findByTestId('chart-headline');
    expect(within(headline).getByText('Sun in Taurus')).toBeTruthy();
    expect(within(headline).getByText('Moon in Capricorn')).toBeTruthy();
    expect(within(headline).queryByText(/Ascendant/)).toBeNull();
    expect(screen.getByText(words.dateOnly)).toBeTruthy();
    expect(screen.getByTestId('my-sky-text').textContent).toBe(
      'Your Sun is in Taurus, the heart of your chart.',
    );
    expect(screen.getByRole('img', { name: en.natalChart.wheel.title })).toBeTruthy();
  });

  it('adds a birth time and a place chosen from the list; the Ascendant shows, the saved details masked', async () => {
    const { user, sent } = show(<MyChartContent customerId={TEST_CUSTOMER_ID} />, api(customerChart()));
    await user.click(await screen.findByRole('button', { name: words.birthDetails.add }));
    await user.click(screen.getByRole('button', { name: words.birthDetails.save }));
    // The time is required; nothing is sent without a place chosen from the list.
    expect(changes(sent)).toEqual([]);
    await user.type(screen.getByLabelText(words.birthDetails.time), '08:30');
    const place = screen.getByRole('combobox', { name: words.birthDetails.place });
    await user.type(place, 'mon');
    await user.click(screen.getByRole('button', { name: words.birthDetails.save }));
    expect(await screen.findByText(words.birthDetails.choosePlace)).toBeTruthy();
    expect(changes(sent)).toEqual([]);
    // Back in the field, the arrow opens the list again and Enter chooses the city.
    await user.click(place);
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: /Montréal/ });
    await user.keyboard('{Enter}');
    expect((place as HTMLInputElement).value).toBe('Montréal, Québec, Canada');
    await user.click(screen.getByRole('button', { name: words.birthDetails.save }));
    await waitFor(() =>
      expect(changes(sent)).toEqual([
        {
          url: `${BASE}/birth-details`,
          method: 'PUT',
          body: { birthTime: '08:30', birthPlaceId: MONTREAL.id },
        },
      ]),
    );
    expect(await screen.findByText('Ascendant in Cancer')).toBeTruthy();
    expect(screen.getByTestId('birth-details').textContent).toBe('Saved: ••:•• · ••••••');
  });

  it('shows the saved details on demand (the server audits it), hides them, and deletes them after asking', async () => {
    const saved = customerChart({ chart: timePlaceChart(), birthDetails: { masked: '••:•• · ••••••' } });
    const { user, sent } = show(<MyChartContent customerId={TEST_CUSTOMER_ID} />, api(saved));
    await user.click(await screen.findByRole('button', { name: words.birthDetails.show }));
    await waitFor(() =>
      expect(screen.getByTestId('birth-details').textContent).toBe(
        'Born at 08:30 in Montréal, Québec, Canada',
      ),
    );
    await user.click(screen.getByRole('button', { name: words.birthDetails.hide }));
    expect(screen.getByTestId('birth-details').textContent).toBe('Saved: ••:•• · ••••••');

    await user.click(screen.getByRole('button', { name: words.birthDetails.remove }));
    const dialog = await screen.findByRole('dialog', { name: words.birthDetails.removeTitle });
    await user.click(within(dialog).getByRole('button', { name: words.birthDetails.removeYes }));
    await waitFor(() => expect(screen.getByRole('button', { name: words.birthDetails.add })).toBeTruthy());
    expect(changes(sent).map((request) => `${request.method} ${request.url}`)).toEqual([
      `POST ${BASE}/birth-details/reveal`,
      `DELETE ${BASE}/birth-details`,
    ]);
  });

  it('shares with the advisors checked or with all, and says when it is shared with nobody', async () => {
    const shares: ChartShares = {
      all: false,
      advisors: [],
      candidates: [
        { agentId: 1001, name: 'Amélie' },
        { agentId: 1002, name: 'Bruno' },
      ],
    };
    const { user, sent } = show(
      <MyChartContent customerId={TEST_CUSTOMER_ID} />,
      api(customerChart(), shares),
    );
    expect(await screen.findByText(words.sharing.off)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Bruno' }));
    await user.click(screen.getByRole('button', { name: words.sharing.save }));
    await waitFor(() => expect(screen.queryByText(words.sharing.off)).toBeNull());
    await user.click(screen.getByRole('checkbox', { name: words.sharing.all }));
    expect(screen.getByRole('checkbox', { name: 'Amélie' }).matches(':disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: words.sharing.save }));
    await waitFor(() => expect(changes(sent)).toHaveLength(2));
    expect(changes(sent).map((request) => request.body)).toEqual([
      { all: false, agentIds: [1002] },
      { all: true, agentIds: [] },
    ]);
  });

  it('shows the server’s refusal of a place', async () => {
    const { user } = show(<MyChartContent customerId={TEST_CUSTOMER_ID} />, (request) =>
      request.method === 'PUT'
        ? refusal(400, 'UNKNOWN_PLACE', words.errors.unknownPlace)
        : api(customerChart())(request),
    );
    await user.click(await screen.findByRole('button', { name: words.birthDetails.add }));
    await user.type(screen.getByLabelText(words.birthDetails.time), '23:05');
    await user.type(screen.getByRole('combobox', { name: words.birthDetails.place }), 'mon');
    await user.click(await screen.findByRole('option', { name: /Montréal/ }));
    await user.click(screen.getByRole('button', { name: words.birthDetails.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(words.errors.unknownPlace);
  });

  it('reads in French on a French page', async () => {
    await onAFrenchChartPage();
    show(<MyChartContent customerId={TEST_CUSTOMER_ID} />, api(customerChart({ chart: timePlaceChart() })));
    const headline = await screen.findByTestId('chart-headline');
    expect(within(headline).getByText('Soleil en Taureau')).toBeTruthy();
    expect(within(headline).getByText('Ascendant Cancer')).toBeTruthy();
    expect(screen.getByRole('heading', { name: fr.myChart.birthDetails.title })).toBeTruthy();
    // Unmounted before the page goes back to English: the chart's key follows the language, and the
    // English read would reach a real network once the stubbed API is gone.
    cleanup();
  });
});
