import { describe, expect, it } from 'vitest';
import { pushDataLayer } from './analytics.ts';

describe('pushDataLayer', () => {
  it('creates the data layer once and appends events in order', () => {
    const target = {} as Window;
    pushDataLayer({ event: 'sign_up', user_id: 'u1', method: 'email' }, target);
    pushDataLayer({ event: 'purchase', transaction_id: 't1' }, target);
    expect(target.dataLayer).toEqual([
      { event: 'sign_up', user_id: 'u1', method: 'email' },
      { event: 'purchase', transaction_id: 't1' },
    ]);
  });
});
