import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../lib/messages/load.ts';
import { onAFrenchCallBackPage, resetAfterEach } from '../../../test/page-language.ts';
import { refusal, renderWithApi } from '../../../test/render-with-api.tsx';
import { LeaveLinePage } from './leave-line-page.tsx';

const words = en.callBack.leavePage;
const TOKEN = 'aB3_dE5-gH7jK9mN1pQ3rS5t';

const page = (search: string) => (
  <MemoryRouter initialEntries={[`/line/leave${search}`]}>
    <LeaveLinePage />
  </MemoryRouter>
);

const left = () => new Response(null, { status: 204 });
const gone = () => refusal(404, 'NOT_FOUND', en.callBackLine.errors.gone);

beforeAll(async () => {
  await loadMessages('callBack', 'en');
});
resetAfterEach();

describe('the page of the texted link that leaves a call-back line', () => {
  it('leaves only when asked, with the link’s token, and says we won’t call back', async () => {
    const { user, sent } = renderWithApi(page(`?token=${TOKEN}`), left);
    expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeTruthy();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: words.confirm }));
    expect((await screen.findByRole('status')).textContent).toBe(words.done);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('line-leave-result')));
    expect(sent).toEqual([{ url: '/api/line/leave', method: 'POST', body: { token: TOKEN } }]);
    expect(screen.queryByRole('button', { name: words.confirm })).toBeNull();
  });

  it('says the place had already ended when the server no longer has it (404)', async () => {
    const { user } = renderWithApi(page(`?token=${TOKEN}`), gone);
    await user.click(screen.getByRole('button', { name: words.confirm }));
    expect((await screen.findByRole('status')).textContent).toBe(words.gone);
  });

  it('shows the server’s message when leaving fails otherwise', async () => {
    const message = 'Too many requests. Please wait a moment.';
    const { user } = renderWithApi(page(`?token=${TOKEN}`), () => refusal(429, 'RATE_LIMITED', message));
    await user.click(screen.getByRole('button', { name: words.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: words.confirm })).toBeTruthy();
  });

  it.each(['', '?token=', '?token=short', '?token=not%20a%20token%20at%20all%20!!'])(
    'says a link without a usable token (%s) is incomplete, and sends nothing',
    (search) => {
      const { sent } = renderWithApi(page(search), left);
      expect(screen.getByRole('alert').textContent).toBe(words.badLink);
      expect(screen.queryByRole('button', { name: words.confirm })).toBeNull();
      expect(sent).toEqual([]);
    },
  );

  it('is in French on /fr/line/leave', async () => {
    await onAFrenchCallBackPage();
    const { user } = renderWithApi(page(`?token=${TOKEN}`), left);
    expect(screen.getByRole('heading', { level: 1, name: fr.callBack.leavePage.title })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: fr.callBack.leavePage.confirm }));
    expect((await screen.findByRole('status')).textContent).toBe(fr.callBack.leavePage.done);
    expect(screen.getByRole('link', { name: fr.callBack.leavePage.advisors })).toBeTruthy();
  });

  it('says in French that the place had already ended', async () => {
    await onAFrenchCallBackPage();
    const { user } = renderWithApi(page(`?token=${TOKEN}`), () =>
      refusal(404, 'NOT_FOUND', fr.callBackLine.errors.gone),
    );
    await user.click(screen.getByRole('button', { name: fr.callBack.leavePage.confirm }));
    expect((await screen.findByRole('status')).textContent).toBe(fr.callBack.leavePage.gone);
  });
});
