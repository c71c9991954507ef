import { describe, expect, it } from 'vitest';
import {
  AUDIT_LIST_DEFAULTS,
  auditListApiQuery,
  auditListFromSearch,
  auditListToSearch,
  CUSTOMER_LIST_DEFAULTS,
  customerListApiQuery,
  customerListFromSearch,
  customerListToSearch,
} from './search-params.ts';

const search = (query: string) => new URLSearchParams(query);

describe('the customer list in the address', () => {
  it('reads the defaults from a bare address and writes nothing for them', () => {
    expect(customerListFromSearch(search(''))).toEqual(CUSTOMER_LIST_DEFAULTS);
    expect(customerListToSearch(CUSTOMER_LIST_DEFAULTS).toString()).toBe('');
  });

  it('round-trips a search, a page, a page size and a sort', () => {
    const state = { q: 'ada@example.com', page: 3, pageSize: 50, sort: 'credits', order: 'asc' } as const;
    const written = customerListToSearch(state);
    expect(written.toString()).toBe('q=ada%40example.com&page=3&pageSize=50&sort=credits&order=asc');
    expect(customerListFromSearch(written)).toEqual(state);
  });

  it('falls back to the default for each value the API would refuse', () => {
    expect(customerListFromSearch(search('q=%20%20bob%20&page=0&pageSize=7&sort=password&order=up'))).toEqual(
      { ...CUSTOMER_LIST_DEFAULTS, q: 'bob' },
    );
    expect(customerListFromSearch(search('page=2.5')).page).toBe(1);
    expect(customerListFromSearch(search('page=10001')).page).toBe(1);
    expect(customerListFromSearch(search(`q=${'a'.repeat(300)}`)).q).toHaveLength(254);
  });

  it('asks the API for every parameter, and for q only when there is one', () => {
    expect(customerListApiQuery(CUSTOMER_LIST_DEFAULTS)).toBe('page=1&pageSize=25&sort=createdAt&order=desc');
    expect(customerListApiQuery({ ...CUSTOMER_LIST_DEFAULTS, q: '514 555' })).toBe(
      'q=514+555&page=1&pageSize=25&sort=createdAt&order=desc',
    );
  });
});

describe('the audit log filters in the address', () => {
  it('round-trips every filter and drops the defaults', () => {
    const state = {
      actor: 'admin@example.com',
      action: 'customer.adjust_credits',
      target: 'customer:abc',
      from: '2026-11-01',
      to: '2026-11-25',
      page: 2,
      pageSize: 50,
    } as const;
    const written = auditListToSearch(state);
    expect(written.get('pageSize')).toBeNull();
    expect(auditListFromSearch(written)).toEqual(state);
    expect(auditListToSearch(AUDIT_LIST_DEFAULTS).toString()).toBe('');
  });

  it('ignores an unknown action and a day that is not YYYY-MM-DD', () => {
    expect(auditListFromSearch(search('action=customer.delete&from=25/11/2026&to=2026-13-01'))).toEqual(
      AUDIT_LIST_DEFAULTS,
    );
  });

  it('sends days as the whole business-clock day, in winter and in summer time', () => {
    const winter = new URLSearchParams(
      auditListApiQuery({ ...AUDIT_LIST_DEFAULTS, from: '2026-11-25', to: '2026-11-25' }),
    );
    expect(winter.get('from')).toBe('2026-11-25T05:00:00.000Z');
    expect(winter.get('to')).toBe('2026-11-26T04:59:59.999Z');
    const summer = new URLSearchParams(auditListApiQuery({ ...AUDIT_LIST_DEFAULTS, from: '2026-07-01' }));
    expect(summer.get('from')).toBe('2026-07-01T04:00:00.000Z');
    expect(summer.get('to')).toBeNull();
    expect(summer.get('page')).toBe('1');
    expect(summer.get('pageSize')).toBe('50');
  });
});
