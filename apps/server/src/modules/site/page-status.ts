import { pathWithoutLanguage } from '@app/shared/rules/language';
import { isStaffRole } from '@app/shared/rules/roles';
import { SEO_PAGES } from '@app/shared/seo/pages';
import type { FastifyRequest } from 'fastify';
import type { PageStatus } from '../../plugins/static-spa.ts';
import { profileAgentId } from '../advisors/profile-head.ts';
import type { AdvisorsService } from '../advisors/service.ts';

// /index.html is the file itself, long served as the home page.
const KNOWN_PATHS = new Set<string>([...Object.values(SEO_PAGES).map((page) => page.path), '/index.html']);
/** Routes of the SPA with a parameter that only the page itself can check (a signed-in customer's own). */
const PRIVATE_PREFIXES = ['/receipts/'];

/** The page a URL names, in either language: '/fr/pricing' is '/pricing'. */
function pathOf(url: string): string {
  const path = pathWithoutLanguage(url.split(/[?#]/, 1)[0] ?? '/');
  // react-router matches /about/ as /about.
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Pages of one side of the site: the advisor console, the back office. */
const ROLE_PAGES: { prefix: string; allows(role: string): boolean }[] = [
  { prefix: '/advisor', allows: (role) => role === 'advisor' },
  { prefix: '/admin', allows: isStaffRole },
];

/** The role of the request's session, or undefined without one. */
export type RoleOfRequest = (request: FastifyRequest) => Promise<string | undefined>;

/**
 * What status the SPA's page for a URL deserves: 200 for a page of the route table and for the profile
 * of an advisor who exists, 404 for everything the SPA answers with its 404 screen or a profile's
 * 'Failed to load profile'. The advisor console and the back office answer by the session's role.
 */
export function createPageStatus(advisors: AdvisorsService, roleOf?: RoleOfRequest) {
  return async (url: string, request?: FastifyRequest): Promise<PageStatus> => {
    const path = pathOf(url);
    const rolePage = ROLE_PAGES.find((page) => path === page.prefix || path.startsWith(`${page.prefix}/`));
    if (rolePage) {
      // A visitor gets the page, which sends them to /login; a login of another role gets the same 404 as
      // an unknown page, so nothing tells a customer that the console or the back office exists.
      const role = request && roleOf ? await roleOf(request) : undefined;
      return { status: role === undefined || rolePage.allows(role) ? 200 : 404, bySession: true };
    }
    if (KNOWN_PATHS.has(path)) return 200;
    if (PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix) && path.length > prefix.length)) return 200;
    const agentId = profileAgentId(path);
    if (agentId === null) return 404;
    const snapshot = advisors.peekStatusFeed() ?? (await advisors.getStatusFeed());
    return snapshot.records.some((record) => record.agentId === agentId) ? 200 : 404;
  };
}
