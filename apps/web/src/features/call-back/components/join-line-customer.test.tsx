import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import type { CallBackJoined, CallBackPlace } from '@app/shared/schemas/call-back';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../lib/messages/load.ts';
import { TEST_CUSTOMER_ID } from '../../../test/customer-record.ts';
import { onAFrenchCallBackPage, resetAfterEach } from '../../../test/page-language.ts';
import { refusal, renderWithApi, type SentRequest } from '../../../test/render-with-api.tsx';
import { JoinLineCustomer } from './join-line-customer.tsx';

const words = en.callBack;
const AGENT = 1001;
const LINE = `/api/advisors/${AGENT}/line`;

const place = (overrides: Partial<CallBackPlace> = {}): CallBackPlace => ({
  place: 2,
  estimateMinutes: 9,
  agentId: AGENT,
  advisorName: 'Luna',
  status: 'waiting',
  joinedAt: '2026-11-24T20:00:00.000Z',
  expiresAt: '2026-11-24T22:00:00.000Z',
  ...overrides,
});

const notFound = () => refusal(404, 'NOT_FOUND', 'You are not in a line.');

/**
 * The line's routes: GET /api/me/line answers the customer's place (null at first), POST joins with
 * `join` (or answers it, when it is a refusal), DELETE leaves.
 */
function server(start: CallBackPlace | null, join: CallBackJoined | Response = notFound()) {
  let mine = start;
  return (request: SentRequest) => {
    if (request.url === '/api/me/line') return Response.json({ line: mine ?? null });
    if (request.url === LINE && request.method === 'POST') {
      if (join instanceof Response) return join;
      mine = place(join);
      return Response.json(join, { status: 201 });
    }
    if (request.url === LINE && request.method === 'DELETE') {
      mine = null;
      return new Response(null, { status: 204 });
    }
    return notFound();
  };
}

/** The button once the customer's place is known (it waits for it, so a click is never lost). */
async function enabled(name: string): Promise<HTMLButtonElement> {
  const button = (await screen.findByRole('button', { name })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

const card = (busy = true) => (
  <JoinLineCustomer agentId={AGENT} name="Luna" customerId={TEST_CUSTOMER_ID} busy={busy} />
);

beforeAll(async () => {
  await loadMessages('callBack', 'en');
});
resetAfterEach();

describe('joining a busy advisor’s call-back line', () => {
  it('joins, then shows the place and the estimate, with the focus on them', async () => {
    const { user, sent } = renderWithApi(card(), server(null, { place: 2, estimateMinutes: 9 }));
    await user.click(await enabled(words.join));
    const shown = await screen.findByText('You’re number 2 in line — about 9 minutes');
    await waitFor(() => expect(document.activeElement).toBe(shown));
    expect(screen.getByRole('button', { name: words.leave })).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.join })).toBeNull();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { url: LINE, method: 'POST', body: {} },
    ]);
  });

  it('shows the server’s message when the join is refused (409), in an alert', async () => {
    const message = 'Luna’s line is full right now. Please try again a little later.';
    const { user } = renderWithApi(card(), server(null, refusal(409, 'LINE_FULL', message)));
    await user.click(await enabled(words.join));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: words.join })).toBeTruthy();
  });

  it('shows a place the customer already has in this line instead of the button, in the singular for one minute', async () => {
    renderWithApi(card(), server(place({ place: 1, estimateMinutes: 1 })));
    expect(await screen.findByText('You’re number 1 in line — about 1 minute')).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.join })).toBeNull();
  });

  it('says when we are calling the customer back, even once the advisor is no longer busy', async () => {
    renderWithApi(card(false), server(place({ status: 'calling', place: 1 })));
    expect(await screen.findByText(words.calling)).toBeTruthy();
    expect(screen.getByRole('button', { name: words.leave })).toBeTruthy();
  });

  it('says "any minute now" when nothing is left to wait', async () => {
    renderWithApi(card(), server(place({ place: 1, estimateMinutes: 0 })));
    expect(await screen.findByText('You’re number 1 in line — we’ll call you any minute now')).toBeTruthy();
  });

  it('offers to join when the customer’s place is in another advisor’s line', async () => {
    renderWithApi(card(), server(place({ agentId: 2002 })));
    const join = await screen.findByRole('button', { name: words.join });
    await waitFor(() => expect((join as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByTestId('call-back-place')).toBeNull();
  });

  it('shows nothing on an advisor who is not busy, to a customer without a place there', async () => {
    const { sent } = renderWithApi(card(false), server(null));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('leaves the line: the button comes back with the focus, and the leaving is announced', async () => {
    const { user, sent } = renderWithApi(card(), server(place()));
    await user.click(await screen.findByRole('button', { name: words.leave }));
    const join = await screen.findByRole('button', { name: words.join });
    await waitFor(() => expect(document.activeElement).toBe(join));
    expect(screen.getByRole('status').textContent).toBe(words.left);
    expect(sent.filter((request) => request.method === 'DELETE')).toEqual([
      { url: LINE, method: 'DELETE', body: {} },
    ]);
  });

  it('counts a place that had already ended as left', async () => {
    // The place ended (called back, expired) after the page last asked: the DELETE finds nothing.
    let ended = false;
    const { user } = renderWithApi(card(), (request) => {
      if (request.method === 'DELETE') ended = true;
      if (request.url === '/api/me/line') return Response.json({ line: ended ? null : place() });
      return notFound();
    });
    await user.click(await screen.findByRole('button', { name: words.leave }));
    expect(await screen.findByRole('button', { name: words.join })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the call-back line on a French page', () => {
  it('says « Faire la file », then the place in French, one minute in the singular', async () => {
    await onAFrenchCallBackPage();
    const { user } = renderWithApi(card(), server(null, { place: 1, estimateMinutes: 1 }));
    await user.click(await screen.findByRole('button', { name: fr.callBack.join }));
    expect(await screen.findByText('Vous êtes le numéro 1 dans la file — environ 1 minute')).toBeTruthy();
    expect(screen.getByRole('button', { name: fr.callBack.leave })).toBeTruthy();
  });

  it('shows the server’s French refusal as it is', async () => {
    await onAFrenchCallBackPage();
    const message = fr.callBackLine.errors.alreadyInLine;
    const { user } = renderWithApi(card(), server(null, refusal(409, 'ALREADY_IN_LINE', message)));
    await user.click(await screen.findByRole('button', { name: fr.callBack.join }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
