import { staffReviewsQuerySchema, staffSatisfactionQuerySchema } from '@app/shared/schemas/trust';
import { describe, expect, it } from 'vitest';
import {
  REVIEW_LIST_DEFAULTS,
  reviewListApiQuery,
  reviewListFromSearch,
  reviewListToSearch,
  SATISFACTION_LIST_DEFAULTS,
  satisfactionListApiQuery,
  satisfactionListFromSearch,
  satisfactionListToSearch,
} from './search-params.ts';

const search = (query: string) => new URLSearchParams(query);
const parse = (query: string) => Object.fromEntries(new URLSearchParams(query));

describe('the reviews list in the address', () => {
  it('is the plain address by default, every review of every advisor', () => {
    expect(reviewListFromSearch(search(''))).toEqual(REVIEW_LIST_DEFAULTS);
    expect(reviewListToSearch(REVIEW_LIST_DEFAULTS).toString()).toBe('');
  });

  it('round-trips a state, an advisor and a page', () => {
    const state = { state: 'hidden', agentId: '1015', page: 2 } as const;
    const written = reviewListToSearch(state);
    expect(written.toString()).toBe('state=hidden&agentId=1015&page=2');
    expect(reviewListFromSearch(written)).toEqual(state);
  });

  it('falls back on what the API would refuse', () => {
    expect(reviewListFromSearch(search('state=deleted&agentId=-3&page=0'))).toEqual(REVIEW_LIST_DEFAULTS);
    expect(reviewListFromSearch(search('agentId=12abc')).agentId).toBe('');
  });

  it('asks the API for exactly what the page shows, in a query its schema takes', () => {
    const query = reviewListApiQuery({ state: 'visible', agentId: '1015', page: 3 });
    expect(query).toBe('state=visible&agentId=1015&page=3');
    expect(staffReviewsQuerySchema.parse(parse(query))).toEqual({ state: 'visible', agentId: 1015, page: 3 });
    expect(staffReviewsQuerySchema.parse(parse(reviewListApiQuery(REVIEW_LIST_DEFAULTS)))).toEqual({
      state: 'all',
      page: 1,
    });
  });
});

describe('the satisfaction requests in the address', () => {
  it('shows the pending ones by default', () => {
    expect(satisfactionListFromSearch(search(''))).toEqual({ status: 'pending', page: 1 });
    expect(satisfactionListToSearch(SATISFACTION_LIST_DEFAULTS).toString()).toBe('');
  });

  it('round-trips a status and a page, and refuses an unknown status', () => {
    const written = satisfactionListToSearch({ status: 'all', page: 4 });
    expect(written.toString()).toBe('status=all&page=4');
    expect(satisfactionListFromSearch(written)).toEqual({ status: 'all', page: 4 });
    expect(satisfactionListFromSearch(search('status=maybe')).status).toBe('pending');
  });

  it('asks the API in a query its schema takes', () => {
    const query = satisfactionListApiQuery({ status: 'granted', page: 2 });
    expect(staffSatisfactionQuerySchema.parse(parse(query))).toEqual({ status: 'granted', page: 2 });
  });
});
