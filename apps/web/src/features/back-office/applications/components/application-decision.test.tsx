import { en } from '@app/shared/messages/en';
import type { StaffApplication } from '@app/shared/schemas/application-screening';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../../lib/toast.ts';
import { resetAfterEach } from '../../../../test/page-language.ts';
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

/** An application whose test reading passed: ready to decide. */
const PASSED = applicationRecord({
  status: 'test_reading',
  testReadingAt: '2026-11-27T19:00:00.000Z',
  screener: { userId: 'u-support', name: 'Sam Support' },
  testScores: { accuracy: 4, empathy: 4, clarity: 3, ethics: 5 },
  testOutcome: 'pass',
});

function open(
  application: StaffApplication,
  { admin, refuse }: { admin: boolean; refuse?: Parameters<typeof applicationServer>[1] },
) {
  return renderAt(
    `/admin/applications/${APPLICATION_ID}`,
    APPLICATION_ROUTE,
    <ApplicationView id={APPLICATION_ID} admin={admin} />,
    applicationServer(application, refuse),
  );
}

const decision = () => screen.getByRole('region', { name: words.decision.title });

describe('deciding an application', () => {
  it('gives support no approve or reject button, and says who decides', async () => {
    open(PASSED, { admin: false });
    await screen.findByRole('heading', { level: 1, name: 'Maëlle Tremblay' });
    expect(within(decision()).getByText(words.decision.adminOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.decision.approve })).toBeNull();
    expect(screen.queryByRole('button', { name: words.decision.reject })).toBeNull();
    // Support still screens: the test reading and the notes are theirs too.
    expect(screen.getByRole('button', { name: words.testReading.reschedule })).toBeTruthy();
    expect(screen.getByRole('button', { name: words.notes.add })).toBeTruthy();
  });

  it('lets an admin approve only after a test reading that passed', async () => {
    open(applicationRecord({ status: 'screening' }), { admin: true });
    const approve = await screen.findByRole('button', { name: words.decision.approve });
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    expect(within(decision()).getByText(words.decision.needsPass)).toBeTruthy();
    expect((screen.getByRole('button', { name: words.decision.reject }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('approves after a confirmation, then links to the new advisor and publishes the draft', async () => {
    const { user, sent } = open(PASSED, { admin: true });
    await user.click(await screen.findByRole('button', { name: words.decision.approve }));
    const dialog = await screen.findByRole('dialog', { name: words.decision.approveTitle });
    expect(within(dialog).getByText(words.decision.approveText)).toBeTruthy();
    expect(changes(sent)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: words.decision.approve }));

    const advisor = await screen.findByRole('region', { name: words.advisor.title });
    expect(within(advisor).getByText('Extension 1042')).toBeTruthy();
    expect(within(advisor).getByTestId('advisor-state').textContent).toBe(words.advisor.draft);
    expect(within(advisor).getByRole('link', { name: words.advisor.open }).getAttribute('href')).toBe(
      '/admin/advisors/1042',
    );
    expect(within(decision()).getByTestId('application-decision').textContent).toBe(
      'Approved on Nov 28, 2026, 11:00 a.m.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Application approved: advisor 1042 created as a draft.'),
    );

    await user.click(within(advisor).getByRole('button', { name: words.advisor.publish }));
    await waitFor(() =>
      expect(within(advisor).getByTestId('advisor-state').textContent).toBe(words.advisor.live),
    );
    expect(within(advisor).queryByRole('button', { name: words.advisor.publish })).toBeNull();
    expect(changes(sent)).toEqual([
      { url: `${API}/approve`, method: 'POST', body: {} },
      { url: '/api/staff/advisors/1042/publish', method: 'POST', body: {} },
    ]);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(words.advisor.published));
  });

  it('shows support the draft advisor without the publish button', async () => {
    open(
      applicationRecord({
        status: 'approved',
        decidedAt: '2026-11-28T16:00:00.000Z',
        advisor: { agentId: 1042, draft: true },
      }),
      { admin: false },
    );
    const advisor = await screen.findByRole('region', { name: words.advisor.title });
    expect(within(advisor).getByRole('link', { name: words.advisor.open })).toBeTruthy();
    expect(within(advisor).getByText(words.advisor.publishAdminOnly)).toBeTruthy();
    expect(within(advisor).queryByRole('button', { name: words.advisor.publish })).toBeNull();
  });

  it('keeps the approval dialog open with the server’s refusal', async () => {
    const message = 'Another advisor already uses this e-mail address or phone number.';
    const { user } = open(PASSED, {
      admin: true,
      refuse: { 'POST /approve': { status: 409, code: 'ADVISOR_CONFLICT', message } },
    });
    await user.click(await screen.findByRole('button', { name: words.decision.approve }));
    const dialog = await screen.findByRole('dialog', { name: words.decision.approveTitle });
    await user.click(within(dialog).getByRole('button', { name: words.decision.approve }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('region', { name: words.advisor.title })).toBeNull();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('rejects with a reason from the list', async () => {
    const { user, sent } = open(PASSED, { admin: true });
    await user.click(await screen.findByRole('button', { name: words.decision.reject }));
    const dialog = await screen.findByRole('dialog', { name: words.decision.rejectTitle });
    await user.click(within(dialog).getByRole('button', { name: words.decision.reject }));
    expect(within(dialog).getByText(words.decision.reasonRequired)).toBeTruthy();
    expect(changes(sent)).toEqual([]);
    await user.selectOptions(within(dialog).getByLabelText(words.decision.reason), words.reasons.experience);
    await user.click(within(dialog).getByRole('button', { name: words.decision.reject }));
    await waitFor(() =>
      expect(within(decision()).getByTestId('application-decision').textContent).toBe(
        `Rejected on Nov 28, 2026, 11:00 a.m.: ${words.reasons.experience}.`,
      ),
    );
    expect(changes(sent)).toEqual([{ url: `${API}/reject`, method: 'POST', body: { reason: 'experience' } }]);
    expect(screen.queryByRole('button', { name: words.decision.approve })).toBeNull();
    // Decided: the test reading and its scores are read only now.
    expect(screen.queryByRole('button', { name: words.testReading.reschedule })).toBeNull();
    expect(screen.queryByRole('button', { name: words.outcome.record })).toBeNull();
    expect(
      within(screen.getByTestId('rubric'))
        .getAllByTestId('rubric-result')
        .map((cell) => cell.textContent),
    ).toEqual(Array(4).fill(words.outcome.reaches));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(words.decision.rejected));
  });

  it('says when the applicant withdrew', async () => {
    open(applicationRecord({ status: 'withdrawn' }), { admin: true });
    expect(await screen.findByText(words.decision.withdrawn)).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.decision.reject })).toBeNull();
    expect(screen.queryByRole('button', { name: words.screening.start })).toBeNull();
  });
});
