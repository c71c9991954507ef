import { en } from '@app/shared/messages/en';
import type { StaffApplicationSummary } from '@app/shared/schemas/application-screening';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetAfterEach } from '../../../../test/page-language.ts';
import type { SentRequest } from '../../../../test/render-with-api.tsx';
import { APPLICATION_ID, renderAt, summaryRecord } from '../testing.tsx';
import { ApplicationsPage } from './applications-page.tsx';

const words = en.backOffice.applications.queue;

resetAfterEach();

function queue(items: StaffApplicationSummary[], total = items.length) {
  return (request: SentRequest) => {
    const page = Number(new URL(request.url, 'http://x').searchParams.get('page') ?? 1);
    return Response.json({ items, total, page, pageSize: 25 });
  };
}

const ROWS = [
  summaryRecord(),
  summaryRecord({
    id: 'b2',
    status: 'test_reading',
    name: 'Jordan Lee',
    province: 'BC',
    language: 'en',
    languages: ['en'],
    specialties: ['astrology'],
    testReadingAt: '2026-12-03T19:00:00.000Z',
  }),
];

const render = (path = '/admin/applications', answer = queue(ROWS)) =>
  renderAt(path, '/admin/applications', <ApplicationsPage />, answer);

const lastRequest = (sent: SentRequest[]) => sent.at(-1)?.url;

describe('the applications queue', () => {
  it('lists each application with its status, languages, specialties, province and dates', async () => {
    const { sent } = render();
    const rows = await screen.findAllByTestId('application-row');
    expect(sent.map((request) => request.url)).toEqual(['/api/staff/applications?page=1&pageSize=25']);
    expect(screen.getByRole('table', { name: '2 applications' })).toBeTruthy();
    const [first, second] = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(first).toEqual([
      'Maëlle Tremblay',
      'New',
      'French, English',
      'Tarot, Love and relationships',
      'QC',
      'Nov 20, 202610:30 a.m.',
      words.notScheduled,
    ]);
    expect(second?.slice(1, 5)).toEqual(['Test reading', 'English', 'Astrology', 'BC']);
    expect(second?.[6]).toBe('Dec 3, 20262:00 p.m.');
    expect(within(rows[0] as HTMLElement).getByTitle('Quebec')).toBeTruthy();
    const link = within(rows[0] as HTMLElement).getByRole('link', { name: 'Maëlle Tremblay' });
    expect(link.getAttribute('href')).toBe(`/admin/applications/${APPLICATION_ID}`);
  });

  it('asks for the filters chosen, keeps them in the address, and clears them', async () => {
    const { user, sent } = render();
    await screen.findAllByTestId('application-row');
    await user.selectOptions(
      screen.getByLabelText(words.status),
      en.backOffice.applications.statuses.test_reading,
    );
    await user.selectOptions(screen.getByLabelText(words.language), en.apply.languages.fr);
    await user.selectOptions(screen.getByLabelText(words.specialty), en.apply.specialties.tarot);
    // Nothing is asked until the filters are applied together.
    expect(sent).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: words.apply }));
    await waitFor(() =>
      expect(lastRequest(sent)).toBe(
        '/api/staff/applications?status=test_reading&language=fr&specialty=tarot&page=1&pageSize=25',
      ),
    );
    expect(screen.getByTestId('address').textContent).toBe(
      '/admin/applications?status=test_reading&language=fr&specialty=tarot',
    );
    await user.click(screen.getByRole('button', { name: words.clear }));
    await waitFor(() => expect(lastRequest(sent)).toBe('/api/staff/applications?page=1&pageSize=25'));
    expect(screen.getByTestId('address').textContent).toBe('/admin/applications');
  });

  it('reads its filters and page from the address', async () => {
    const { sent } = render('/admin/applications?status=approved&specialty=love&page=2');
    await screen.findAllByTestId('application-row');
    expect(sent[0]?.url).toBe('/api/staff/applications?status=approved&specialty=love&page=2&pageSize=25');
    expect((screen.getByLabelText(words.status) as HTMLSelectElement).value).toBe('approved');
    expect((screen.getByLabelText(words.specialty) as HTMLSelectElement).value).toBe('love');
  });

  it('pages through a long queue', async () => {
    const { user, sent } = render('/admin/applications', queue(ROWS, 60));
    await screen.findAllByTestId('application-row');
    expect(screen.getByText('1–25 of 60')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: en.backOffice.common.next }));
    await waitFor(() => expect(lastRequest(sent)).toBe('/api/staff/applications?page=2&pageSize=25'));
    expect(screen.getByTestId('address').textContent).toBe('/admin/applications?page=2');
  });

  it('opens an application from a click on its row', async () => {
    const { user } = render();
    const [row] = await screen.findAllByTestId('application-row');
    await user.click(within(row as HTMLElement).getByText('French, English'));
    expect(await screen.findByText('The application’s page')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe(`/admin/applications/${APPLICATION_ID}`);
  });

  it('says when there are no applications yet', async () => {
    render('/admin/applications', queue([]));
    expect(await screen.findByText(words.empty)).toBeTruthy();
  });

  it('says when no application matches the filters', async () => {
    render('/admin/applications?language=en', queue([]));
    expect(await screen.findByText(words.emptyFiltered)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
