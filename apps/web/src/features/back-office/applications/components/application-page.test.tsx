import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import type { StaffApplication } from '@app/shared/schemas/application-screening';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../../lib/toast.ts';
import { onAFrenchBackOfficePage, resetAfterEach } from '../../../../test/page-language.ts';
import {
  APPLICATION_ID,
  APPLICATION_ROUTE,
  applicationRecord,
  applicationServer,
  changes,
  renderAt,
} from '../testing.tsx';
import { ApplicationView } from './application-page.tsx';

vi.mock('../../../../lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const words = en.backOffice.applications;
const API = `/api/staff/applications/${APPLICATION_ID}`;

resetAfterEach();
beforeEach(() => {
  vi.mocked(toast.success).mockClear();
});

function open(
  application: StaffApplication,
  refuse?: Parameters<typeof applicationServer>[1],
  admin = false,
) {
  return renderAt(
    `/admin/applications/${APPLICATION_ID}`,
    APPLICATION_ROUTE,
    <ApplicationView id={APPLICATION_ID} admin={admin} />,
    applicationServer(application, refuse),
  );
}

describe('an application’s page in the back office', () => {
  it('shows everything the applicant sent, the week as a grid, the photo and the playable voice sample', async () => {
    const { sent } = open(applicationRecord());
    expect(await screen.findByRole('heading', { level: 1, name: 'Maëlle Tremblay' })).toBeTruthy();
    expect(sent[0]?.url).toBe(API);
    const submitted = screen.getByTestId('application-submitted');
    for (const text of [
      'maelle@example.com',
      '(514) 555-0143',
      'Quebec',
      'French, English',
      'Tarot, Love and relationships',
      'Compassionate, Intuitive',
      'Confirmed on Nov 20, 2026, 10:29 a.m.',
    ]) {
      expect(within(submitted).getByText(text)).toBeTruthy();
    }
    expect(screen.getByText('Twelve years of tarot readings at fairs and by phone.')).toBeTruthy();
    expect(screen.getByText(/^I read the cards with care/)).toBeTruthy();
    expect(screen.getByText(/Received Nov 20, 2026, 10:30 a\.m\. · form language: French/)).toBeTruthy();

    const week = screen.getByTestId('availability-week');
    const monday = within(week).getByRole('row', { name: /^Mon/ });
    expect(
      within(monday)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      words.detail.available,
      words.detail.unavailable,
      words.detail.available,
      words.detail.unavailable,
    ]);

    const photo = screen.getByRole('img', { name: words.detail.photoAlt });
    expect(photo.getAttribute('src')).toBe(`${API}/media/photo`);
    const voice = document.querySelector('audio');
    expect(voice?.getAttribute('src')).toBe(`${API}/media/voice`);
    expect(voice?.hasAttribute('controls')).toBe(true);
  });

  it('says so when the photo or the voice sample is gone', async () => {
    open(applicationRecord({ media: { photo: null, voice: null } }));
    expect(await screen.findByText(words.detail.noPhoto)).toBeTruthy();
    expect(screen.getByText(words.detail.noVoice)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says when there is no such application', async () => {
    open(applicationRecord(), { 'GET ': { status: 404, code: 'NOT_FOUND', message: 'Not found' } });
    expect(await screen.findByText(words.detail.notFound)).toBeTruthy();
  });

  it('adds a note, shows it and confirms it', async () => {
    const { user, sent } = open(applicationRecord());
    await screen.findByText(words.notes.empty);
    await user.click(screen.getByRole('button', { name: words.notes.add }));
    expect(await screen.findByText(words.notes.required)).toBeTruthy();
    await user.type(screen.getByLabelText(words.notes.label), '  Warm voice, clear answers.  ');
    await user.click(screen.getByRole('button', { name: words.notes.add }));
    const notes = await screen.findByTestId('application-notes');
    expect(within(notes).getByText('Warm voice, clear answers.')).toBeTruthy();
    expect(within(notes).getByText('Ada Admin · Nov 28, 2026, 11:00 a.m.')).toBeTruthy();
    expect(changes(sent)).toEqual([
      { url: `${API}/notes`, method: 'POST', body: { body: 'Warm voice, clear answers.' } },
    ]);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(words.notes.added));
    expect((screen.getByLabelText(words.notes.label) as HTMLTextAreaElement).value).toBe('');
    // The history shows the new row, in words.
    expect(within(screen.getByTestId('application-history')).getByText(words.actions.note)).toBeTruthy();
  });

  it('starts screening a new application', async () => {
    const { user, sent } = open(applicationRecord());
    await user.click(await screen.findByRole('button', { name: words.screening.start }));
    await waitFor(() => expect(screen.queryByRole('button', { name: words.screening.start })).toBeNull());
    expect(changes(sent)).toEqual([{ url: `${API}/screening`, method: 'POST', body: {} }]);
    expect(screen.getAllByText(words.statuses.screening).length).toBeGreaterThan(0);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(words.screening.started));
  });

  it('shows the server’s refusal in its own words', async () => {
    const message = 'This application was withdrawn by the applicant.';
    const { user } = open(applicationRecord(), {
      'POST /screening': { status: 409, code: 'APPLICATION_CLOSED', message },
    });
    await user.click(await screen.findByRole('button', { name: words.screening.start }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('schedules the test reading at the Montréal wall-clock time, sent as an instant, with its screener', async () => {
    const { user, sent } = open(applicationRecord({ status: 'screening' }));
    expect(await screen.findByText(words.testReading.none)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: words.testReading.schedule }));
    expect(screen.getByText(words.testReading.checks.dateRequired)).toBeTruthy();
    expect(screen.getByText(words.testReading.checks.screenerRequired)).toBeTruthy();
    expect(changes(sent)).toEqual([]);

    // 2:30 p.m. in Montréal in July is daylight time (UTC−4): 18:30 UTC, whatever the laptop's zone.
    fireEvent.change(screen.getByLabelText(words.testReading.date), { target: { value: '2099-07-15' } });
    fireEvent.change(screen.getByLabelText(words.testReading.time), { target: { value: '14:30' } });
    const screener = screen.getByLabelText(words.testReading.screener);
    await screen.findByRole('option', { name: 'Sam Support · sam@example.com' });
    await user.selectOptions(screener, 'Sam Support · sam@example.com');
    await user.click(screen.getByRole('button', { name: words.testReading.schedule }));
    await waitFor(() =>
      expect(changes(sent)).toEqual([
        {
          url: `${API}/test-reading`,
          method: 'PUT',
          body: { at: '2099-07-15T18:30:00.000Z', screenerUserId: 'u-support' },
        },
      ]),
    );
    expect((await screen.findByTestId('test-reading-current')).textContent).toBe(
      'Jul 15, 2099, 2:30 p.m., with Sam Support',
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Test reading scheduled for Jul 15, 2099, 2:30 p.m.'),
    );
  });

  it('scores the test reading on the rubric, shows pass or fail as scored, and sends the scores', async () => {
    const { user, sent } = open(
      applicationRecord({
        status: 'test_reading',
        testReadingAt: '2099-07-15T18:30:00.000Z',
        screener: { userId: 'u-support', name: 'Sam Support' },
      }),
    );
    const rubric = await screen.findByTestId('rubric');
    const rows = within(rubric).getAllByTestId('rubric-row');
    // A phone reads the mark under the criterion's words; a laptop in its own column.
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      (['accuracy', 'empathy', 'clarity', 'ethics'] as const).map(
        (key) =>
          `${words.rubric[key].name}${words.rubric[key].description}Needed to pass: ${key === 'ethics' ? 4 : 3} or more`,
      ),
    );
    expect(rows.map((row) => within(row).getByTestId('rubric-pass-at').textContent)).toEqual([
      '3 or more',
      '3 or more',
      '3 or more',
      '4 or more',
    ]);
    expect(screen.getByText(words.outcome.pending)).toBeTruthy();

    const score = (key: 'accuracy' | 'empathy' | 'clarity' | 'ethics') =>
      screen.getByLabelText(`${words.rubric[key].name}: score from 1 to 5`);
    await user.click(screen.getByRole('button', { name: words.outcome.record }));
    expect(screen.getByText(words.outcome.incomplete)).toBeTruthy();
    await user.selectOptions(score('accuracy'), '4');
    await user.selectOptions(score('empathy'), '5');
    await user.selectOptions(score('clarity'), '3');
    await user.selectOptions(score('ethics'), '3');
    // Ethics needs 4: three reaches the other marks but not this one.
    const verdicts = () => rows.map((row) => within(row).getByTestId('rubric-result').textContent);
    expect(verdicts()).toEqual([
      words.outcome.reaches,
      words.outcome.reaches,
      words.outcome.reaches,
      words.outcome.below,
    ]);
    expect(screen.getByTestId('rubric-outcome').textContent).toBe(words.outcome.fail);
    expect(screen.getByText(words.outcome.fails)).toBeTruthy();
    expect(screen.getByText('Total: 15 out of 20')).toBeTruthy();

    await user.selectOptions(score('ethics'), '4');
    expect(screen.getByTestId('rubric-outcome').textContent).toBe(words.outcome.pass);
    expect(screen.getByText(words.outcome.passes)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: words.outcome.record }));
    await waitFor(() =>
      expect(changes(sent)).toEqual([
        {
          url: `${API}/test-outcome`,
          method: 'PUT',
          body: { scores: { accuracy: 4, empathy: 5, clarity: 3, ethics: 4 } },
        },
      ]),
    );
    expect(await screen.findByText('Recorded outcome: Pass')).toBeTruthy();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Outcome recorded: Pass.'));
  });

  it('asks for the test reading before its outcome', async () => {
    open(applicationRecord({ status: 'screening' }));
    expect(await screen.findByText(words.outcome.notScheduled)).toBeTruthy();
    expect(screen.queryByTestId('rubric')).toBeNull();
  });

  it('reads in French on a French page', async () => {
    await onAFrenchBackOfficePage();
    const words = fr.backOffice.applications;
    open(applicationRecord({ status: 'test_reading', testReadingAt: '2099-07-15T18:30:00.000Z' }));
    expect(await screen.findByRole('heading', { name: words.detail.submitted })).toBeTruthy();
    const submitted = screen.getByTestId('application-submitted');
    expect(within(submitted).getByText('Lecture du tarot, Amour et relations')).toBeTruthy();
    expect(within(submitted).getByText('Français, Anglais')).toBeTruthy();
    expect(within(submitted).getByText('Québec')).toBeTruthy();
    expect(screen.getAllByText(words.statuses.test_reading).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: words.outcome.record })).toBeTruthy();
    // Testing Library reads the non-breaking space before the colon as a space.
    expect(screen.getByLabelText(`${words.rubric.ethics.name} : note de 1 à 5`)).toBeTruthy();
    expect(screen.getByText(words.rubric.ethics.description)).toBeTruthy();
    expect(screen.getByRole('heading', { name: words.notes.title })).toBeTruthy();
  });
});
