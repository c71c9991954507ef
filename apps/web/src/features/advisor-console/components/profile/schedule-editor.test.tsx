import { en } from '@app/shared/messages/en';
import type { AdvisorProfile } from '@app/shared/schemas/advisor-console';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../../test/render-with-api.tsx';
import { ScheduleEditor } from './schedule-editor.tsx';

const words = en.advisorConsole.profile.schedule;

const PROFILE: AdvisorProfile = {
  agentId: 1001,
  name: 'Amélie',
  description: 'Tarot reader of eighteen years, gentle and direct.',
  descriptionFr: null,
  grammaticalGender: 'f',
  week: {
    sunday: 'off',
    monday: [{ from: '9:00 AM', to: '5:00 PM' }],
    tuesday: [{ from: '9:00 AM', to: '5:00 PM' }],
    wednesday: [],
    thursday: [{ from: '9:00 AM', to: '5:00 PM' }],
    friday: [{ from: '9:00 AM', to: '5:00 PM' }],
    saturday: 'off',
  },
  photoUrl: null,
  hasVoice: false,
  phoneMasked: '•••-•••-4567',
  profilePath: '/psychic/amelie-1001',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const day = (name: string) => within(screen.getByRole('group', { name }));
const pick = (label: string) => screen.getByRole('combobox', { name: label });

describe('the weekly hours', () => {
  it('says beside the day what is wrong, keeps saying it while it is, and sends nothing', async () => {
    const { user, sent } = renderWithApi(<ScheduleEditor profile={PROFILE} />, () => Response.json(PROFILE));
    await user.click(day('Monday').getByLabelText(words.twoSlots));
    await user.selectOptions(pick('Monday, Morning: To'), '1:00 PM');
    await user.selectOptions(pick('Monday, Evening: From'), '12:00 PM');
    await user.click(screen.getByRole('button', { name: words.save }));
    expect(day('Monday').getByText(words.problems.overlap)).toBeTruthy();
    expect(screen.getByText(words.fixDays)).toBeTruthy();
    // A change that does not fix it keeps the words where they are.
    await user.selectOptions(pick('Monday, Evening: To'), '9:00 PM');
    expect(day('Monday').getByText(words.problems.overlap)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the whole week as edited once every day is right, and says it is saved', async () => {
    const { user, sent } = renderWithApi(<ScheduleEditor profile={PROFILE} />, () => Response.json(PROFILE));
    await user.click(day('Monday').getByLabelText(words.twoSlots));
    await user.selectOptions(pick('Monday, Morning: To'), '1:00 PM');
    await user.selectOptions(pick('Monday, Evening: From'), '2:00 PM');
    await user.click(day('Saturday').getByLabelText(words.varies));
    await user.click(screen.getByRole('button', { name: words.save }));
    expect(await screen.findByText(words.saved)).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/advisor/1001/schedule');
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.body).toEqual({
      week: {
        ...PROFILE.week,
        monday: [
          { from: '9:00 AM', to: '1:00 PM' },
          { from: '2:00 PM', to: '10:00 PM' },
        ],
        saturday: [],
      },
    });
  });

  it("shows the server's refusal beside the day it names", async () => {
    const { user } = renderWithApi(<ScheduleEditor profile={PROFILE} />, () =>
      Response.json(
        {
          error: {
            code: 'SCHEDULE_INVALID',
            message: words.fixDays,
            problems: [{ day: 'tuesday', message: words.problems.endsBeforeStart }],
          },
        },
        { status: 400 },
      ),
    );
    await user.click(screen.getByRole('button', { name: words.save }));
    await waitFor(() => expect(day('Tuesday').getByText(words.problems.endsBeforeStart)).toBeTruthy());
    expect(day('Monday').queryByText(words.problems.endsBeforeStart)).toBeNull();
  });
});
