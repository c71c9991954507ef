import { type RubricScores, rubricOutcome } from '@app/shared/rules/rubric';
import type { StaffApplication, StaffApplicationSummary } from '@app/shared/schemas/application-screening';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { refusal, renderWithApi, type SentRequest } from '../../../test/render-with-api.tsx';

/**
 * What the applications pages' component tests share: records as the API sends them, a small stand-in
 * of the staff routes (application-screening.ts's contract) that keeps the application's state, and the
 * pages rendered in a router at their real paths.
 */

export const APPLICATION_ID = 'a9f3c2e1-0000-4000-8000-000000000043';

export function summaryRecord(overrides: Partial<StaffApplicationSummary> = {}): StaffApplicationSummary {
  return {
    id: APPLICATION_ID,
    status: 'new',
    name: 'Maëlle Tremblay',
    province: 'QC',
    language: 'fr',
    languages: ['fr', 'en'],
    specialties: ['tarot', 'love'],
    createdAt: '2026-11-20T15:30:00.000Z',
    testReadingAt: null,
    ...overrides,
  };
}

export function applicationRecord(overrides: Partial<StaffApplication> = {}): StaffApplication {
  return {
    ...summaryRecord(),
    email: 'maelle@example.com',
    phone: '+15145550143',
    styles: ['compassionate', 'intuitive'],
    experience: 'Twelve years of tarot readings at fairs and by phone.',
    availability: { mon: ['morning', 'evening'], sat: ['night'] },
    presentation: 'I read the cards with care and clarity, for love and for work.',
    confirmedAt: '2026-11-20T15:29:00.000Z',
    media: { photo: 'image/jpeg', voice: 'audio/webm' },
    notes: [],
    screener: null,
    testScores: null,
    testOutcome: null,
    decidedAt: null,
    rejectReason: null,
    advisor: null,
    history: [],
    ...overrides,
  };
}

export const SCREENERS = [
  { userId: 'u-support', name: 'Sam Support', email: 'sam@example.com', role: 'support' },
  { userId: 'u-admin', name: 'Ada Admin', email: 'ada@example.com', role: 'admin' },
];

const API = `/api/staff/applications/${APPLICATION_ID}`;

/**
 * The staff routes for one application, changing it as the server would. `refuse` answers a request
 * (by method and path, e.g. 'POST /screening') with the server's refusal instead.
 */
export function applicationServer(
  start: StaffApplication,
  refuse: Record<string, { status: number; code: string; message: string }> = {},
) {
  let application = start;
  const history = (action: string) => [
    { at: '2026-11-28T16:00:00.000Z', action, actorName: 'Ada Admin', actorEmail: 'ada@example.com' },
    ...application.history,
  ];
  return (request: SentRequest): Response => {
    const path = request.url.startsWith(API) ? request.url.slice(API.length) : request.url;
    const refusing = refuse[`${request.method} ${path}`];
    if (refusing) return refusal(refusing.status, refusing.code, refusing.message);
    // What the page sends, as the contract's bodies say (application-screening.ts).
    const body = request.body as {
      body: string;
      at: string;
      screenerUserId: string;
      scores: RubricScores;
      reason: NonNullable<StaffApplication['rejectReason']>;
    };
    if (request.method === 'GET' && request.url === '/api/staff/applications/screeners') {
      return Response.json(SCREENERS);
    }
    if (request.method === 'POST' && path === '/notes') {
      const note = {
        id: 'n1',
        body: body.body,
        authorName: 'Ada Admin',
        createdAt: '2026-11-28T16:00:00.000Z',
      };
      application = {
        ...application,
        notes: [...application.notes, note],
        history: history('application.note'),
      };
    } else if (request.method === 'POST' && path === '/screening') {
      application = { ...application, status: 'screening', history: history('application.status') };
    } else if (request.method === 'PUT' && path === '/test-reading') {
      const screener = SCREENERS.find((staff) => staff.userId === body.screenerUserId);
      application = {
        ...application,
        status: 'test_reading',
        testReadingAt: body.at,
        screener: screener ? { userId: screener.userId, name: screener.name } : null,
        history: history('application.schedule_test'),
      };
    } else if (request.method === 'PUT' && path === '/test-outcome') {
      const { scores } = body;
      application = {
        ...application,
        testScores: scores,
        testOutcome: rubricOutcome(scores),
        history: history('application.record_test'),
      };
    } else if (request.method === 'POST' && path === '/approve') {
      application = {
        ...application,
        status: 'approved',
        decidedAt: '2026-11-28T16:00:00.000Z',
        advisor: { agentId: 1042, draft: true },
        history: history('application.approve'),
      };
      return Response.json({ agentId: 1042 });
    } else if (request.method === 'POST' && path === '/reject') {
      application = {
        ...application,
        status: 'rejected',
        decidedAt: '2026-11-28T16:00:00.000Z',
        rejectReason: body.reason,
        history: history('application.reject'),
      };
    } else if (request.method === 'POST' && request.url === '/api/staff/advisors/1042/publish') {
      application = { ...application, advisor: { agentId: 1042, draft: false } };
      return new Response(null, { status: 204 });
    }
    return Response.json(application);
  };
}

/** The address the page moved to (its search params), for tests of what a list keeps there. */
function AddressProbe() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

export const APPLICATION_ROUTE = '/admin/applications/:applicationId';

/** `page` at `path` under the back office's route of it, with the application's page beside. */
export function renderAt(
  path: string,
  route: string,
  page: ReactElement,
  answer: (request: SentRequest) => Response,
) {
  return renderWithApi(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={page} />
        {route === APPLICATION_ROUTE ? null : (
          <Route path={APPLICATION_ROUTE} element={<p>The application’s page</p>} />
        )}
        <Route path="/admin/advisors/:agentId" element={<p>The advisor’s page</p>} />
      </Routes>
      <AddressProbe />
    </MemoryRouter>,
    answer,
  );
}

/** What the page sent, but its reads. */
export const changes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');
