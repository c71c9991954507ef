import { describe, expect, it } from 'vitest';
import { nextAgentId, orderChanges, placeInOrder } from './advisor-directory.ts';

describe('placeInOrder', () => {
  it.each([
    [['a', 'b', 'c', 'd'], 'c', 1, ['c', 'a', 'b', 'd']],
    [['a', 'b', 'c', 'd'], 'a', 3, ['b', 'c', 'a', 'd']],
    [['a', 'b', 'c', 'd'], 'b', 2, ['a', 'b', 'c', 'd']],
    [['a', 'b', 'c', 'd'], 'a', 99, ['b', 'c', 'd', 'a']],
    [['a', 'b', 'c'], 'c', 0, ['c', 'a', 'b']],
    [['a', 'b', 'c'], 'new', 2, ['a', 'new', 'b', 'c']],
    [['a', 'b', 'c'], 'new', 4, ['a', 'b', 'c', 'new']],
    [[], 'new', 5, ['new']],
  ])('%j with %s at %i → %j', (ids, id, position, expected) => {
    expect(placeInOrder(ids, id, position)).toEqual(expected);
  });
});

describe('orderChanges', () => {
  it('renumbers 1..n and lists only the rows that change', () => {
    const current = new Map([
      [10, 1],
      [20, 2],
      [30, 2],
      [40, 7],
    ]);
    expect(orderChanges(current, [10, 20, 30, 40])).toEqual([
      { id: 30, sortOrder: 3 },
      { id: 40, sortOrder: 4 },
    ]);
  });

  it('gives a new id its place', () => {
    expect(orderChanges(new Map([[1, 1]]), [2, 1])).toEqual([
      { id: 2, sortOrder: 1 },
      { id: 1, sortOrder: 2 },
    ]);
  });
});

describe('nextAgentId', () => {
  it.each([
    [[], 1],
    [[1, 2, 3], 4],
    [[7, 2, 5], 8],
  ])('%j → %i', (ids, expected) => {
    expect(nextAgentId(ids)).toBe(expected);
  });
});
