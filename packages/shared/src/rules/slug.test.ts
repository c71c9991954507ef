import { describe, expect, it } from 'vitest';
import { advisorSlug, parseAdvisorSlug, slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Amélie', 'amelie'],
    ['  Madame Zoë & Co.  ', 'madame-zoe-co'],
    ['Jean-François  Côté', 'jean-francois-cote'],
    ['Psychic_Luna 2', 'psychic-luna-2'],
    ['!!!', ''],
    ['', ''],
  ])('%j -> %j', (name, expected) => {
    expect(slugify(name)).toBe(expected);
  });
});

describe('advisorSlug', () => {
  it('joins the slugified name and the agent id with an underscore', () => {
    expect(advisorSlug('Amélie Rose', 1042)).toBe('amelie-rose_1042');
  });
});

describe('parseAdvisorSlug', () => {
  it.each([
    ['amelie-rose_1042', 'amelie-rose', 1042],
    ['odd_name_7', 'odd_name', 7],
    ['amelie_12a', 'amelie', null],
    ['amelie_', 'amelie', null],
    ['amelie_-3', 'amelie', null],
    ['amelie_99999999999999999999', 'amelie', null],
    ['amelie', 'amelie', null],
    ['_5', '', 5],
  ])('%j -> name %j, id %j', (slug, namePart, agentId) => {
    expect(parseAdvisorSlug(slug)).toEqual({ namePart, agentId });
  });

  it('round-trips advisorSlug', () => {
    expect(parseAdvisorSlug(advisorSlug('Zoë', 3))).toEqual({ namePart: 'zoe', agentId: 3 });
  });
});
