import { SEO_PAGES } from '@app/shared/seo/pages';
import { profileAgentId } from '../advisors/profile-head.ts';
import type { AdvisorsService } from '../advisors/service.ts';

// /index.html is the file itself, long served as the home page.
const KNOWN_PATHS = new Set<string>([...Object.values(SEO_PAGES).map((page) => page.path), '/index.html']);
/** Routes of the SPA with a parameter that only the page itself can check (a signed-in customer's own). */
const PRIVATE_PREFIXES = ['/receipts/'];

function pathOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  // react-router matches /about/ as /about.
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * What status the SPA's page for a URL deserves: 200 for a page of the route table and for the profile
 * of an advisor who exists, 404 for everything the SPA answers with its 404 screen or a profile's
 * 'Failed to load profile'.
 */
export function createPageStatus(advisors: AdvisorsService) {
  return async (url: string): Promise<200 | 404> => {
    const path = pathOf(url);
    if (KNOWN_PATHS.has(path)) return 200;
    if (PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix) && path.length > prefix.length)) return 200;
    const agentId = profileAgentId(path);
    if (agentId === null) return 404;
    const snapshot = advisors.peekStatusFeed() ?? (await advisors.getStatusFeed());
    return snapshot.records.some((record) => record.agentId === agentId) ? 200 : 404;
  };
}
