import { staffApplicationQuerySchema } from '@app/shared/schemas/application-screening';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_LIST_DEFAULTS,
  applicationListApiQuery,
  applicationListFromSearch,
  applicationListToSearch,
  isFiltered,
} from './search-params.ts';

describe('the applications queue in the address', () => {
  it('reads the filters, the page and its size', () => {
    expect(
      applicationListFromSearch(
        new URLSearchParams('status=test_reading&language=fr&specialty=tarot&page=3&pageSize=50'),
      ),
    ).toEqual({ status: 'test_reading', language: 'fr', specialty: 'tarot', page: 3, pageSize: 50 });
  });

  it('reads what the API would refuse as the default, never as an error', () => {
    expect(
      applicationListFromSearch(
        new URLSearchParams('status=hired&language=de&specialty=palmistry&page=-2&pageSize=7'),
      ),
    ).toEqual(APPLICATION_LIST_DEFAULTS);
    expect(applicationListFromSearch(new URLSearchParams(''))).toEqual(APPLICATION_LIST_DEFAULTS);
  });

  it('writes only what differs from the defaults, so the whole queue is /admin/applications', () => {
    expect(applicationListToSearch(APPLICATION_LIST_DEFAULTS).toString()).toBe('');
    expect(applicationListToSearch({ ...APPLICATION_LIST_DEFAULTS, status: 'new', page: 2 }).toString()).toBe(
      'status=new&page=2',
    );
  });

  it('asks the API for the filters that are set, and always for the page and its size', () => {
    expect(applicationListApiQuery(APPLICATION_LIST_DEFAULTS)).toBe('page=1&pageSize=25');
    const query = applicationListApiQuery({
      status: 'screening',
      language: 'en',
      specialty: 'love',
      page: 4,
      pageSize: 10,
    });
    expect(query).toBe('status=screening&language=en&specialty=love&page=4&pageSize=10');
    // The query the server parses is the one the address held.
    expect(staffApplicationQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))).toEqual({
      status: 'screening',
      language: 'en',
      specialty: 'love',
      page: 4,
      pageSize: 10,
    });
  });

  it('says when a filter narrows the queue (the page does not)', () => {
    expect(isFiltered({ ...APPLICATION_LIST_DEFAULTS, page: 5 })).toBe(false);
    expect(isFiltered({ ...APPLICATION_LIST_DEFAULTS, specialty: 'dreams' })).toBe(true);
  });
});
