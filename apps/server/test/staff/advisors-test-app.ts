import { randomUUID } from 'node:crypto';
import type { StaffAdvisor, StaffAdvisorList } from '@app/shared/schemas/staff-advisors';
import { expect } from 'vitest';
import { useStaffTestApp } from '../helpers/staff.ts';

export const WEEK = {
  sunday: [],
  monday: [{ from: '9:00 AM', to: '5:00 PM' }],
  tuesday: [],
  wednesday: [
    { from: '9:00 AM', to: '12:00 PM' },
    { from: '2:00 PM', to: 'Varies' },
  ],
  thursday: [],
  friday: [],
  saturday: [],
};

let phoneSeq = Math.floor(Math.random() * 9000);
/** A valid Canadian number (exchange 2xx–9xx) no other advisor of this run has. */
export function newPhone(): string {
  phoneSeq = (phoneSeq + 1) % 10_000;
  return `438${200 + Math.floor(Math.random() * 700)}${String(phoneSeq).padStart(4, '0')}`;
}

let agentSeq = 0;
/** Extensions far from the seed's, unique in this run. */
export function newAgentId(): number {
  agentSeq += 1;
  return 500_000 + Math.floor(Math.random() * 400_000) + agentSeq;
}

export function advisorBody(overrides: Record<string, unknown> = {}) {
  return {
    name: `Seer ${randomUUID().slice(0, 8)}`,
    agentId: newAgentId(),
    description: 'Thirty years of tarot and clear answers about love and work.',
    week: WEEK,
    phoneNumber: newPhone(),
    payoutCentsPerMinute: null,
    ...overrides,
  };
}

/**
 * useStaffTestApp for the back office's advisor files: an advisor created by the admin, a PATCH or PUT
 * with a JSON body (as the admin unless `cookie` says otherwise), and the public feed, the sitemap and the
 * staff list as they read now.
 */
export function useAdvisorsTestApp() {
  const staff = useStaffTestApp();
  const { t, admin, asAdmin, asSupport } = staff;

  function withJson(method: 'PATCH' | 'PUT', url: string, payload: unknown, cookie = admin.cookie) {
    return t.app.inject({
      method,
      url,
      headers: { origin: 'http://localhost:3000', cookie },
      payload: payload as object,
    });
  }

  async function create(overrides: Record<string, unknown> = {}): Promise<StaffAdvisor> {
    const res = await asAdmin.post('/api/staff/advisors', advisorBody(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  const feed = async () =>
    (await t.app.inject({ method: 'GET', url: '/.netlify/functions/fetch-psychicstatus-json' })).json() as {
      agentId: number;
      agentName: string;
    }[];
  const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
  const list = async (api = asSupport) => {
    const res = await api.get('/api/staff/advisors');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as StaffAdvisorList;
  };

  return { ...staff, withJson, create, feed, sitemap, list };
}
