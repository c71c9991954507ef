import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import type { CallBackPlace } from '@app/shared/schemas/call-back';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_CUSTOMER_ID } from '../../../test/customer-record.ts';
import { onAFrenchCallBackPage, resetAfterEach } from '../../../test/page-language.ts';
import { refusal, renderWithApi, type SentRequest } from '../../../test/render-with-api.tsx';
import { MyLineCard } from './my-line-card.tsx';

const words = en.callBack;
const notFound = () => refusal(404, 'NOT_FOUND', 'You are not in a line.');

const place = (overrides: Partial<CallBackPlace> = {}): CallBackPlace => ({
  place: 1,
  estimateMinutes: 4,
  agentId: 1001,
  advisorName: 'Luna',
  status: 'waiting',
  joinedAt: '2026-11-24T20:00:00.000Z',
  expiresAt: '2026-11-24T22:00:00.000Z',
  ...overrides,
});

/** GET /api/me/line answers `start` until a DELETE of its line, then null. */
function server(start: CallBackPlace | null) {
  let mine = start;
  return (request: SentRequest) => {
    if (request.method === 'DELETE' && mine && request.url === `/api/advisors/${mine.agentId}/line`) {
      mine = null;
      return new Response(null, { status: 204 });
    }
    if (request.url === '/api/me/line') return Response.json({ line: mine ?? null });
    return notFound();
  };
}

resetAfterEach();

describe('the dashboard’s call-back card', () => {
  it('says whose line the customer is in, their place and the estimate', async () => {
    renderWithApi(<MyLineCard customerId={TEST_CUSTOMER_ID} />, server(place()));
    expect(await screen.findByRole('heading', { name: words.dashboard.title })).toBeTruthy();
    expect(screen.getByText('You’re in Luna’s line: number 1, about 4 minutes')).toBeTruthy();
  });

  it('leaves the line, then says so where the button was, with the focus on it', async () => {
    const { user, sent } = renderWithApi(<MyLineCard customerId={TEST_CUSTOMER_ID} />, server(place()));
    await user.click(await screen.findByRole('button', { name: words.leave }));
    const done = await screen.findByText(words.left);
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.queryByRole('button', { name: words.leave })).toBeNull();
    expect(sent.filter((request) => request.method === 'DELETE')).toEqual([
      { url: '/api/advisors/1001/line', method: 'DELETE', body: {} },
    ]);
  });

  it('shows the server’s message when leaving fails', async () => {
    const message = 'Too many requests. Please wait a moment.';
    const { user } = renderWithApi(<MyLineCard customerId={TEST_CUSTOMER_ID} />, (request) =>
      request.method === 'DELETE' ? refusal(429, 'RATE_LIMITED', message) : Response.json({ line: place() }),
    );
    await user.click(await screen.findByRole('button', { name: words.leave }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('is not there for a customer with no place', async () => {
    const { sent } = renderWithApi(<MyLineCard customerId={TEST_CUSTOMER_ID} />, server(null));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('writes it in French, eliding « de » before a vowel', async () => {
    await onAFrenchCallBackPage();
    renderWithApi(<MyLineCard customerId={TEST_CUSTOMER_ID} />, server(place({ advisorName: 'Amélie' })));
    expect(await screen.findByRole('heading', { name: fr.callBack.dashboard.title })).toBeTruthy();
    expect(screen.getByText('Vous êtes dans la file d’Amélie : numéro 1, environ 4 minutes')).toBeTruthy();
    expect(screen.getByRole('button', { name: fr.callBack.leave })).toBeTruthy();
  });

  it('says in French that we are calling the customer back', async () => {
    await onAFrenchCallBackPage();
    renderWithApi(
      <MyLineCard customerId={TEST_CUSTOMER_ID} />,
      server(place({ advisorName: 'Marc', status: 'calling' })),
    );
    expect(
      await screen.findByText('Nous vous rappelons pour Marc en ce moment : répondez à votre téléphone.'),
    ).toBeTruthy();
  });
});
