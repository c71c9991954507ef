import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { setPageLanguage } from '../../../lib/language.ts';
import { loadMessages } from '../../../lib/messages/load.ts';
import { resetAfterEach } from '../../../test/page-language.ts';
import { refusal, renderWithApi } from '../../../test/render-with-api.tsx';
import { WithdrawApplicationPage } from './withdraw-page.tsx';

const words = en.apply.withdraw;
const TOKEN = 'wD7_kQ2-pL9mN4rS6tV8xZ0b';

const page = (search: string) => (
  <MemoryRouter initialEntries={[`/apply/withdraw${search}`]}>
    <WithdrawApplicationPage />
  </MemoryRouter>
);
const withdrawn = () => new Response(null, { status: 204 });

beforeAll(async () => {
  await loadMessages('apply', 'en');
});
resetAfterEach();

describe('the page of the e-mail’s link that withdraws an application', () => {
  it('withdraws only when asked, with the link’s token, and says it is done', async () => {
    const { user, sent } = renderWithApi(page(`?token=${TOKEN}`), withdrawn);
    expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeTruthy();
    expect(screen.getByText(/delete it with your photo and voice sample within 12 months/)).toBeTruthy();
    // Opening the link (a mail scanner does) sends nothing.
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: words.confirm }));
    expect((await screen.findByRole('status')).textContent).toBe(words.done);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('application-withdrawn')));
    expect(sent).toEqual([{ url: '/api/applications/withdraw', method: 'POST', body: { token: TOKEN } }]);
    expect(screen.queryByRole('button', { name: words.confirm })).toBeNull();
  });

  it('shows the server’s words for a token it does not know, and lets the person try again', async () => {
    const message = 'This link is no longer valid: the application no longer exists.';
    const { user } = renderWithApi(page(`?token=${TOKEN}`), () => refusal(404, 'NOT_FOUND', message));
    await user.click(screen.getByRole('button', { name: words.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: words.confirm })).toBeTruthy();
  });

  it('falls back on its own words when the server has none', async () => {
    const { user } = renderWithApi(page(`?token=${TOKEN}`), () => new Response(null, { status: 502 }));
    await user.click(screen.getByRole('button', { name: words.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe(words.failed);
  });

  it.each(['', '?token=', '?token=short'])(
    'says a link without a usable token (%s) is incomplete, and sends nothing',
    (search) => {
      const { sent } = renderWithApi(page(search), withdrawn);
      expect(screen.getByRole('alert').textContent).toBe(words.badLink);
      expect(screen.queryByRole('button', { name: words.confirm })).toBeNull();
      expect(sent).toEqual([]);
    },
  );

  it('is in French on /fr/postuler/retrait', async () => {
    await loadMessages('apply', 'fr');
    await loadMessages('firstScreen', 'fr');
    setPageLanguage('fr');
    await i18n.changeLanguage('fr');
    const { user } = renderWithApi(
      <MemoryRouter basename="/fr" initialEntries={[`/fr/postuler/retrait?token=${TOKEN}`]}>
        <WithdrawApplicationPage />
      </MemoryRouter>,
      withdrawn,
    );
    expect(screen.getByRole('heading', { level: 1, name: fr.apply.withdraw.title })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: fr.apply.withdraw.confirm }));
    expect((await screen.findByRole('status')).textContent).toBe(fr.apply.withdraw.done);
    expect(screen.getByRole('link', { name: fr.apply.withdraw.home }).getAttribute('href')).toBe('/fr');
  });
});
