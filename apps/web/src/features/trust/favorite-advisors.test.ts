import { describe, expect, it } from 'vitest';
import { advisorRecord } from '../../test/advisor-record.ts';
import { favoriteAdvisors } from './favorite-advisors.ts';

const advisor = (agentId: number, agentName: string) => advisorRecord({ agentId, agentName });

describe('favoriteAdvisors', () => {
  const feed = [advisor(1001, 'Luna'), advisor(1002, 'Orion'), advisor(1003, 'Vega')];

  it('keeps the favourites’ order and takes each record from the feed', () => {
    expect(favoriteAdvisors([1003, 1001], feed).map((a) => a.agentName)).toEqual(['Vega', 'Luna']);
  });

  it('leaves out an advisor the feed no longer has', () => {
    expect(favoriteAdvisors([1009, 1002], feed).map((a) => a.agentId)).toEqual([1002]);
  });

  it('is empty without favourites', () => {
    expect(favoriteAdvisors([], feed)).toEqual([]);
  });
});
