import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import type { AdvisorChecklist, ChecklistItem } from '@app/shared/schemas/application-screening';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { onAFrenchConsolePage, resetAfterEach } from '../../../test/page-language.ts';
import { refusal, renderWithApi, type SentRequest } from '../../../test/render-with-api.tsx';
import { FirstDayChecklist } from './first-day-checklist.tsx';

const words = en.advisorChecklist;
const AGENT = 4301;
const URL = `/api/advisor/${AGENT}/checklist`;
const CALL_URL = `/api/advisor/${AGENT}/test-call`;
/** The checklist's reads while the phone rings, quicker than the console's few seconds. */
const POLL_MS = 50;

const checklist = (done: readonly ChecklistItem[], published = false): NonNullable<AdvisorChecklist> => ({
  items: (['photo', 'voice', 'hours', 'payoutProfile', 'testCall'] as const).map((key) => ({
    key,
    done: done.includes(key),
  })),
  published,
  testCallAt: done.includes('testCall') ? '2026-11-25T15:30:00.000Z' : null,
});

/**
 * GET answers the checklist; POST test-call answers 202 (or `refuse`'s refusal). `answer()` is the
 * advisor picking up: the next read has the test call done.
 */
function server(start: AdvisorChecklist, refuse?: () => Response) {
  let current = start;
  const respond = (request: SentRequest) => {
    if (request.url === URL && request.method === 'GET') return Response.json(current);
    if (request.url === CALL_URL && request.method === 'POST') {
      return refuse ? refuse() : new Response(null, { status: 202 });
    }
    return refusal(404, 'NOT_FOUND', 'Not found');
  };
  const answer = () => {
    if (current) current = checklist([...current.items.filter((i) => i.done).map((i) => i.key), 'testCall']);
  };
  return Object.assign(respond, { answer });
}

const show = (answer: (request: SentRequest) => Response) =>
  renderWithApi(
    <MemoryRouter>
      <FirstDayChecklist agentId={AGENT} pollMs={POLL_MS} />
    </MemoryRouter>,
    answer,
  );

const itemOf = (key: ChecklistItem) => screen.getByTestId(`checklist-${key}`);

resetAfterEach();

describe('the first-day checklist on the advisor’s console', () => {
  it('lists what is left, each with a link to where it is done, and says the profile is hidden', async () => {
    show(server(checklist(['photo', 'hours'])));
    expect(await screen.findByRole('heading', { name: words.title })).toBeTruthy();
    expect(screen.getByTestId('checklist-progress').textContent).toBe('2 of 5 done');
    expect(screen.getByTestId('checklist-not-published').textContent).toBe(words.notPublished);

    expect(within(itemOf('photo')).getByText(words.done)).toBeTruthy();
    expect(within(itemOf('photo')).queryByRole('link')).toBeNull();
    const links = {
      voice: '/advisor/profile#voice',
      payoutProfile: '/advisor/payout-profile',
    } as const;
    for (const [key, href] of Object.entries(links) as [keyof typeof links, string][]) {
      const item = itemOf(key);
      expect(within(item).getByText(words.toDo)).toBeTruthy();
      expect(within(item).getByText(words.items[key].text)).toBeTruthy();
      expect(within(item).getByRole('link', { name: words.items[key].action }).getAttribute('href')).toBe(
        href,
      );
    }
    const call = itemOf('testCall');
    expect(within(call).getByRole('button', { name: words.items.testCall.action })).toBeTruthy();
    expect(
      within(call).getByRole('link', { name: words.items.testCall.changeNumber }).getAttribute('href'),
    ).toBe('/advisor/profile#phone');
  });

  it('links the photo and the hours to their parts of the profile page', async () => {
    show(server(checklist([])));
    expect(
      (await within(await screen.findByTestId('checklist-photo')).findByRole('link')).getAttribute('href'),
    ).toBe('/advisor/profile#photo');
    expect(within(itemOf('hours')).getByRole('link').getAttribute('href')).toBe('/advisor/profile#hours');
  });

  it('calls the advisor, says to expect the call on their forwarding number, then ticks it once answered', async () => {
    const api = server(checklist(['photo']));
    const { user, sent } = show(api);
    await user.click(await screen.findByRole('button', { name: words.items.testCall.action }));
    expect(await screen.findByText(words.items.testCall.expect)).toBeTruthy();
    expect(sent.filter((request) => request.url === CALL_URL)).toEqual([
      { url: CALL_URL, method: 'POST', body: {} },
    ]);
    // Read again at once, then every few seconds while the phone rings: the answer ticks the step.
    await waitFor(() => expect(sent.filter((request) => request.url === URL).length).toBeGreaterThan(2));
    expect(within(itemOf('testCall')).getByText(words.toDo)).toBeTruthy();
    api.answer();
    await waitFor(() => expect(within(itemOf('testCall')).getByText(words.done)).toBeTruthy());
    expect(screen.getByTestId('checklist-progress').textContent).toBe('2 of 5 done');
    expect(screen.queryByText(words.items.testCall.expect)).toBeNull();
  });

  it('shows the server’s refusal of a second call within the minute', async () => {
    const { user } = show(
      server(checklist([]), () => refusal(429, 'RATE_LIMITED', en.advisorTestCall.errors.tooSoon)),
    );
    await user.click(await screen.findByRole('button', { name: words.items.testCall.action }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.advisorTestCall.errors.tooSoon);
    expect(screen.queryByText(words.items.testCall.expect)).toBeNull();
  });

  it("says “you're all set” once the last step is done, still hidden until published", async () => {
    const api = server(checklist(['photo', 'voice', 'hours', 'payoutProfile']));
    const { user } = show(api);
    await user.click(await screen.findByRole('button', { name: words.items.testCall.action }));
    await screen.findByText(words.items.testCall.expect);
    api.answer();
    expect(await screen.findByRole('heading', { name: words.allSet.title })).toBeTruthy();
    expect(screen.getByText(words.allSet.text)).toBeTruthy();
    expect(screen.getByTestId('checklist-not-published')).toBeTruthy();
    expect(screen.queryByTestId('checklist-items')).toBeNull();
  });

  it('shows the short all-set state to a draft that has done everything', async () => {
    show(server(checklist(['photo', 'voice', 'hours', 'payoutProfile', 'testCall'])));
    expect(await screen.findByRole('heading', { name: words.allSet.title })).toBeTruthy();
    expect(screen.getByTestId('checklist-not-published')).toBeTruthy();
  });

  it('shows nothing to a published advisor who finished, or to one who never had a checklist', async () => {
    for (const answer of [checklist(['photo', 'voice', 'hours', 'payoutProfile', 'testCall'], true), null]) {
      const { sent } = show(server(answer));
      await waitFor(() => expect(sent).toHaveLength(1));
      // The answer read and rendered (a few microtasks after the request).
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('heading')).toBeNull();
      cleanup();
    }
  });

  it('is in French on a French page', async () => {
    await onAFrenchConsolePage();
    const { user } = show(server(checklist(['voice'])));
    const words = fr.advisorChecklist;
    expect(await screen.findByRole('heading', { name: 'Vos premiers jours' })).toBeTruthy();
    expect(screen.getByTestId('checklist-progress').textContent).toBe('Étapes terminées\u00a0: 1 sur 5');
    expect(screen.getByTestId('checklist-not-published').textContent).toBe(
      'Votre profil n’est pas encore visible par la clientèle\u00a0: notre équipe le publie dès qu’il est prêt.',
    );
    expect(within(itemOf('photo')).getByRole('link', { name: 'Ajouter une photo' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: words.items.testCall.action }));
    // Testing Library compares the page's text with its spaces collapsed, the non-breaking ones too.
    expect(await screen.findByText(words.items.testCall.expect.replaceAll('\u00a0', ' '))).toBeTruthy();
  });
});
