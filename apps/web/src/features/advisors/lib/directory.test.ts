import type { PsychicStatusRecord } from '@app/shared/schemas/advisors';
import { describe, expect, it } from 'vitest';
import { advisorRecord as advisor } from '../../../test/advisor-record.ts';
import {
  DEFAULT_FILTER,
  filterAdvisors,
  formatClock,
  isAdvisorFilter,
  isAdvisorSort,
  sortAdvisors,
  usableFilter,
  withLiveStatus,
} from './directory.ts';

const amelie = advisor({ agentId: 1, agentName: 'Amélie Rousseau', descr: 'Tarot and LOVE readings' });
const jonah = advisor({ agentId: 2, agentName: 'Mystic Jonah', descr: 'Astrology', onACall: 'Y' });
const claire = advisor({ agentId: 3, agentName: 'Claire', descr: 'Mediumship', signedIn: 'N' });
const all = [amelie, jonah, claire];

describe('filterAdvisors', () => {
  it('Available Only keeps signed-in advisors, busy ones included, in feed order', () => {
    expect(filterAdvisors(all, { query: '', filter: 'available' })).toEqual([amelie, jonah]);
  });

  it('All Psychics keeps offline advisors too', () => {
    expect(filterAdvisors(all, { query: '', filter: 'all' })).toEqual(all);
  });

  it.each([
    ['AMÉLIE', [amelie]],
    ['love', [amelie]],
    ['  astro ', [jonah]],
    ['medium', [claire]],
    ['nobody', []],
  ])('searches name or description, case-insensitively: %j', (query, expected) => {
    expect(filterAdvisors(all, { query, filter: 'all' })).toEqual(expected);
  });
});

describe('filterAdvisors: Favorites', () => {
  it('keeps the favourite advisors only, offline ones included, in feed order', () => {
    expect(filterAdvisors(all, { query: '', filter: 'favorites', favorites: [3, 1] })).toEqual([
      amelie,
      claire,
    ]);
  });

  it('keeps nobody while the favourites are unknown or empty', () => {
    expect(filterAdvisors(all, { query: '', filter: 'favorites' })).toEqual([]);
    expect(filterAdvisors(all, { query: '', filter: 'favorites', favorites: [] })).toEqual([]);
  });

  it('still applies the search', () => {
    expect(filterAdvisors(all, { query: 'medium', filter: 'favorites', favorites: [1, 3] })).toEqual([
      claire,
    ]);
  });

  it('ignores the favourites under the other filters', () => {
    expect(filterAdvisors(all, { query: '', filter: 'all', favorites: [2] })).toEqual(all);
  });

  it('falls back to the default filter for someone who cannot have favourites', () => {
    expect(usableFilter('favorites', false)).toBe(DEFAULT_FILTER);
    expect(usableFilter('favorites', true)).toBe('favorites');
    expect(usableFilter('all', false)).toBe('all');
  });

  it('recognises the select values', () => {
    expect(['all', 'available', 'favorites', 'x'].map(isAdvisorFilter)).toEqual([true, true, true, false]);
    expect(['recommended', 'rating', 'all'].map(isAdvisorSort)).toEqual([true, true, false]);
  });
});

describe('sortAdvisors', () => {
  const rated = (agentId: number, rating: PsychicStatusRecord['rating']) =>
    advisor({ agentId, agentName: `A${agentId}`, rating });

  it('Recommended keeps the feed order, in a new array', () => {
    const list = [claire, amelie, jonah];
    const sorted = sortAdvisors(list, 'recommended');
    expect(sorted).toEqual(list);
    expect(sorted).not.toBe(list);
  });

  it('Rating: average first, then count, unrated last, ties in feed order', () => {
    const list = [
      rated(1, null),
      rated(2, { average: 4.5, count: 3 }),
      rated(3, { average: 4.8, count: 1 }),
      rated(4, undefined),
      rated(5, { average: 4.5, count: 10 }),
      rated(6, { average: 4.5, count: 3 }),
      rated(7, { average: 5, count: 0 }),
      rated(8, { average: 2, count: 2 }),
    ];
    expect(sortAdvisors(list, 'rating').map((a) => a.agentId)).toEqual([3, 5, 2, 6, 8, 1, 4, 7]);
  });

  it('never reorders its argument', () => {
    const list = [rated(1, null), rated(2, { average: 5, count: 1 })];
    sortAdvisors(list, 'rating');
    expect(list.map((a) => a.agentId)).toEqual([1, 2]);
  });
});

describe('filterAdvisors in either language', () => {
  const bilingual = advisor({
    agentId: 4,
    agentName: 'Élise',
    descr: 'Dream interpretation',
    descrFr: 'Interprétation des rêves',
  });

  it.each([
    ['dream', [bilingual]],
    ['RÊVES', [bilingual]],
    ['tarot', [amelie]],
  ])('matches the English or the French presentation: %j', (query, expected) => {
    expect(filterAdvisors([...all, bilingual], { query, filter: 'all' })).toEqual(expected);
  });
});

describe('withLiveStatus', () => {
  it('takes status and remaining time from the newer feed, nothing else', () => {
    const live = [
      { ...jonah, onACall: 'N' as const, availTime: 0, availTimeStr: '', agentName: 'Renamed' },
      { ...amelie, onACall: 'Y' as const, availTime: 300, availTimeStr: '5 min', descr: 'New text' },
      advisor({ agentId: 99, agentName: 'Newcomer' }),
    ];
    const merged = withLiveStatus(all, live);
    expect(merged.map((a) => a.agentName)).toEqual(['Amélie Rousseau', 'Mystic Jonah', 'Claire']);
    expect(merged[0]).toMatchObject({
      onACall: 'Y',
      availTimeStr: '5 min',
      descr: 'Tarot and LOVE readings',
    });
    expect(merged[1]).toMatchObject({ onACall: 'N', agentName: 'Mystic Jonah' });
    expect(merged[2]).toBe(claire);
  });
});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [9.9, '0:09'],
    [61, '1:01'],
    [600, '10:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    [-3, '0:00'],
  ])('%d s -> %s', (seconds, expected) => {
    expect(formatClock(seconds)).toBe(expected);
  });
});
