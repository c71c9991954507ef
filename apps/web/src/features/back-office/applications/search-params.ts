import {
  APPLICATION_LANGUAGES,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  SPECIALTIES,
  type Specialty,
} from '@app/shared/schemas/applications';
import { STAFF_PAGE_SIZES } from '@app/shared/schemas/staff';
import { oneOf, type PageSize, pageOf, withoutDefaults } from '../search-params.ts';

export type ApplicationLanguage = (typeof APPLICATION_LANGUAGES)[number];

/** The applications queue as its address holds it: '' is "any" for each filter. */
export interface ApplicationListState {
  status: ApplicationStatus | '';
  language: ApplicationLanguage | '';
  specialty: Specialty | '';
  page: number;
  pageSize: PageSize;
}

export const APPLICATION_LIST_DEFAULTS: ApplicationListState = {
  status: '',
  language: '',
  specialty: '',
  page: 1,
  pageSize: 25,
};

/** Forgiving, as every back-office list: a value the API would refuse reads as its default. */
export function applicationListFromSearch(params: URLSearchParams): ApplicationListState {
  return {
    status: oneOf(['', ...APPLICATION_STATUSES] as const, params.get('status') ?? '', ''),
    language: oneOf(['', ...APPLICATION_LANGUAGES] as const, params.get('language') ?? '', ''),
    specialty: oneOf(['', ...SPECIALTIES] as const, params.get('specialty') ?? '', ''),
    page: pageOf(params.get('page')),
    pageSize: oneOf(STAFF_PAGE_SIZES, Number(params.get('pageSize')), APPLICATION_LIST_DEFAULTS.pageSize),
  };
}

/** Only what differs from the defaults, so the whole queue's address stays /admin/applications. */
export function applicationListToSearch(state: ApplicationListState): URLSearchParams {
  return withoutDefaults(state, APPLICATION_LIST_DEFAULTS);
}

/** The API's query string: the filters that are set, then the page and its size. */
export function applicationListApiQuery(state: ApplicationListState): string {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.language) params.set('language', state.language);
  if (state.specialty) params.set('specialty', state.specialty);
  params.set('page', String(state.page));
  params.set('pageSize', String(state.pageSize));
  return params.toString();
}

/** Whether any filter narrows the queue (the page and its size do not). */
export function isFiltered(state: ApplicationListState): boolean {
  return state.status !== '' || state.language !== '' || state.specialty !== '';
}
