import { torontoDayBounds } from '@app/shared/rules/week';
import { STAFF_AUDIT_ACTIONS, STAFF_PAGE_SIZES, type StaffAuditAction } from '@app/shared/schemas/staff';

/**
 * The back office's lists keep their search, sorting and page in the address, so a reload, the back
 * button and a link sent to a colleague show the same list. Reading is forgiving: a value the API would
 * refuse (a hand-edited address) falls back to its default instead of an error.
 */

export type PageSize = (typeof STAFF_PAGE_SIZES)[number];
export const CUSTOMER_SORTS = ['createdAt', 'email', 'name', 'credits', 'lastSignInAt'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

export interface CustomerListState {
  q: string;
  page: number;
  pageSize: PageSize;
  sort: CustomerSort;
  order: SortOrder;
}

export const CUSTOMER_LIST_DEFAULTS: CustomerListState = {
  q: '',
  page: 1,
  pageSize: 25,
  sort: 'createdAt',
  order: 'desc',
};

export interface AuditListState {
  actor: string;
  action: StaffAuditAction | '';
  target: string;
  /** Business-clock days, 'YYYY-MM-DD' (what a date input holds), or ''. */
  from: string;
  to: string;
  page: number;
  pageSize: PageSize;
}

export const AUDIT_LIST_DEFAULTS: AuditListState = {
  actor: '',
  action: '',
  target: '',
  from: '',
  to: '',
  page: 1,
  pageSize: 50,
};

const MAX_PAGE = 10_000;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** `value` when it is one of `values`, else `fallback` (a hand-edited address reads as the default). */
export function oneOf<T extends string | number>(values: readonly T[], value: unknown, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

function textOf(value: string | null): string {
  return (value ?? '').trim().slice(0, 254);
}

function dayOf(value: string | null): string {
  return value && DAY.test(value) ? value : '';
}

export function customerListFromSearch(params: URLSearchParams): CustomerListState {
  const defaults = CUSTOMER_LIST_DEFAULTS;
  return {
    q: textOf(params.get('q')),
    page: pageOf(params.get('page')),
    pageSize: oneOf(STAFF_PAGE_SIZES, Number(params.get('pageSize')), defaults.pageSize),
    sort: oneOf(CUSTOMER_SORTS, params.get('sort'), defaults.sort),
    order: oneOf(['asc', 'desc'] as const, params.get('order'), defaults.order),
  };
}

/** Only what differs from the defaults, so the plain list's address stays /admin/customers. */
export function customerListToSearch(state: CustomerListState): URLSearchParams {
  return withoutDefaults(state, CUSTOMER_LIST_DEFAULTS);
}

/** The API's query string for the list: every parameter, so the request says exactly what it asks. */
export function customerListApiQuery(state: CustomerListState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  params.set('page', String(state.page));
  params.set('pageSize', String(state.pageSize));
  params.set('sort', state.sort);
  params.set('order', state.order);
  return params.toString();
}

export function auditListFromSearch(params: URLSearchParams): AuditListState {
  return {
    actor: textOf(params.get('actor')),
    action: oneOf(['', ...STAFF_AUDIT_ACTIONS] as const, params.get('action') ?? '', ''),
    target: textOf(params.get('target')),
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    page: pageOf(params.get('page')),
    pageSize: oneOf(STAFF_PAGE_SIZES, Number(params.get('pageSize')), AUDIT_LIST_DEFAULTS.pageSize),
  };
}

export function auditListToSearch(state: AuditListState): URLSearchParams {
  return withoutDefaults(state, AUDIT_LIST_DEFAULTS);
}

/**
 * The API's query string for the audit log. Days are business-clock days (Montréal), whatever the
 * browser's zone: `from` is that day's first instant, `to` its last, so a one-day range is the whole day.
 */
export function auditListApiQuery(state: AuditListState): string {
  const params = new URLSearchParams();
  if (state.actor) params.set('actor', state.actor);
  if (state.action) params.set('action', state.action);
  if (state.target) params.set('target', state.target);
  if (state.from) params.set('from', dayBounds(state.from).start.toISOString());
  if (state.to) params.set('to', new Date(dayBounds(state.to).end.getTime() - 1).toISOString());
  params.set('page', String(state.page));
  params.set('pageSize', String(state.pageSize));
  return params.toString();
}

/** The business-clock day 'YYYY-MM-DD': noon UTC always falls on that same day in Montréal. */
function dayBounds(day: string): { start: Date; end: Date } {
  return torontoDayBounds(new Date(`${day}T12:00:00Z`));
}

/** The state's fields that differ from the defaults (and are not empty), as search params. */
export function withoutDefaults<S extends object>(state: S, defaults: S): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state) as [keyof S & string, S[keyof S]][]) {
    if (value !== defaults[key] && value !== '') params.set(key, String(value));
  }
  return params;
}

/** A list that only pages (the tarot weeks, one week's plays). */
export interface PageListState {
  page: number;
  pageSize: PageSize;
}

export function pageListFromSearch(params: URLSearchParams, defaultSize: PageSize = 25): PageListState {
  return {
    page: pageOf(params.get('page')),
    pageSize: oneOf(STAFF_PAGE_SIZES, Number(params.get('pageSize')), defaultSize),
  };
}

export function pageListToSearch(state: PageListState, defaultSize: PageSize = 25): URLSearchParams {
  return withoutDefaults(state, { page: 1, pageSize: defaultSize });
}

/** The reviews list: which reviews (shown, hidden or all), whose, and the page (the server's size). */
export const REVIEW_STATES = ['all', 'visible', 'hidden'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export interface ReviewListState {
  state: ReviewState;
  /** An advisor's extension, or '' for every advisor. */
  agentId: string;
  page: number;
}

export const REVIEW_LIST_DEFAULTS: ReviewListState = { state: 'all', agentId: '', page: 1 };

export function reviewListFromSearch(params: URLSearchParams): ReviewListState {
  const agentId = params.get('agentId') ?? '';
  return {
    state: oneOf(REVIEW_STATES, params.get('state'), REVIEW_LIST_DEFAULTS.state),
    agentId: /^[1-9]\d{0,8}$/.test(agentId) ? agentId : '',
    page: pageOf(params.get('page')),
  };
}

export function reviewListToSearch(state: ReviewListState): URLSearchParams {
  return withoutDefaults(state, REVIEW_LIST_DEFAULTS);
}

export function reviewListApiQuery(state: ReviewListState): string {
  const params = new URLSearchParams({ state: state.state });
  if (state.agentId) params.set('agentId', state.agentId);
  params.set('page', String(state.page));
  return params.toString();
}

/** The satisfaction requests: by status, pending first of all (what staff have to answer). */
export const SATISFACTION_STATUSES = ['pending', 'granted', 'declined', 'all'] as const;
export type SatisfactionStatusFilter = (typeof SATISFACTION_STATUSES)[number];

export interface SatisfactionListState {
  status: SatisfactionStatusFilter;
  page: number;
}

export const SATISFACTION_LIST_DEFAULTS: SatisfactionListState = { status: 'pending', page: 1 };

export function satisfactionListFromSearch(params: URLSearchParams): SatisfactionListState {
  return {
    status: oneOf(SATISFACTION_STATUSES, params.get('status'), SATISFACTION_LIST_DEFAULTS.status),
    page: pageOf(params.get('page')),
  };
}

export function satisfactionListToSearch(state: SatisfactionListState): URLSearchParams {
  return withoutDefaults(state, SATISFACTION_LIST_DEFAULTS);
}

export function satisfactionListApiQuery(state: SatisfactionListState): string {
  return new URLSearchParams({ status: state.status, page: String(state.page) }).toString();
}
