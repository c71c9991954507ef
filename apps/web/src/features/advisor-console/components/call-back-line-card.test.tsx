import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import type { AdvisorLine } from '@app/shared/schemas/call-back';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onAFrenchConsolePage, resetAfterEach } from '../../../test/page-language.ts';
import { refusal, renderWithApi, type SentRequest } from '../../../test/render-with-api.tsx';
import { CallBackLineCard } from './call-back-line-card.tsx';

const words = en.callBack.console;
const AGENT = 1001;
const URL = `/api/advisor/${AGENT}/line`;

/** GET answers the line; PUT pauses or opens it and answers the line as it now stands. */
function server(start: AdvisorLine) {
  let line = start;
  return (request: SentRequest) => {
    if (request.url !== URL) return refusal(404, 'NOT_FOUND', 'Not found');
    if (request.method === 'PUT') line = { ...line, paused: request.body.paused === true };
    return Response.json(line);
  };
}

const WAITING: AdvisorLine = {
  paused: false,
  waiting: [{ firstName: 'Marie' }, { firstName: 'Jean' }, { firstName: 'Marie' }],
  callingBack: null,
};

resetAfterEach();

describe('the call-back line on the advisor’s console', () => {
  it('shows how many wait and their first names in order', async () => {
    renderWithApi(<CallBackLineCard agentId={AGENT} />, server(WAITING));
    expect(await screen.findByText('3 customers waiting')).toBeTruthy();
    const list = screen.getByRole('list', { name: words.order });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Marie', '2Jean', '3Marie']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when no one waits', async () => {
    renderWithApi(<CallBackLineCard agentId={AGENT} />, server({ ...WAITING, waiting: [] }));
    expect(await screen.findByText(words.empty)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('tells the advisor, prominently, who is being called back now', async () => {
    renderWithApi(
      <CallBackLineCard agentId={AGENT} />,
      server({ ...WAITING, waiting: [{ firstName: 'Jean' }], callingBack: 'Marie' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Calling Marie back now — your phone will ring.',
    );
    expect(screen.getByText('1 customer waiting')).toBeTruthy();
  });

  it('pauses the line with its switch, and opens it again', async () => {
    const { user, sent } = renderWithApi(<CallBackLineCard agentId={AGENT} />, server(WAITING));
    const toggle = await screen.findByRole('button', { name: words.pause });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText(words.paused)).toBeTruthy();
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([
      { url: URL, method: 'PUT', body: { paused: true } },
      { url: URL, method: 'PUT', body: { paused: false } },
    ]);
  });

  it('says when the line cannot be loaded', async () => {
    renderWithApi(<CallBackLineCard agentId={AGENT} />, () => refusal(403, 'FORBIDDEN', 'Forbidden'));
    expect((await screen.findByRole('alert')).textContent).toBe(words.loadFailed);
  });

  it('is in French on a French page', async () => {
    await onAFrenchConsolePage();
    const { user } = renderWithApi(
      <CallBackLineCard agentId={AGENT} />,
      server({ ...WAITING, callingBack: 'Marie' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nous rappelons Marie en ce moment — votre téléphone va sonner.',
    );
    expect(screen.getByRole('heading', { name: fr.callBack.console.title })).toBeTruthy();
    expect(screen.getByText('3 clients en attente')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: fr.callBack.console.pause });
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText('Votre file est en pause : personne d’autre ne peut s’y ajouter.')).toBeTruthy();
  });
});
