import { describe, expect, it } from 'vitest';
import { pageListFromSearch, pageListToSearch } from './search-params.ts';

describe('a paged list in the address', () => {
  it('reads page and size, falling back on what the API would refuse', () => {
    expect(pageListFromSearch(new URLSearchParams('page=3&pageSize=50'))).toEqual({ page: 3, pageSize: 50 });
    expect(pageListFromSearch(new URLSearchParams('page=0&pageSize=7'))).toEqual({ page: 1, pageSize: 25 });
    expect(pageListFromSearch(new URLSearchParams('page=x'), 10)).toEqual({ page: 1, pageSize: 10 });
  });

  it('writes only what differs from the defaults', () => {
    expect(pageListToSearch({ page: 1, pageSize: 25 }).toString()).toBe('');
    expect(pageListToSearch({ page: 2, pageSize: 100 }).toString()).toBe('page=2&pageSize=100');
    expect(pageListToSearch({ page: 1, pageSize: 25 }, 10).toString()).toBe('pageSize=25');
  });
});
