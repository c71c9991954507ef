import { describe, expect, it } from 'vitest';
import { guessGender, isStockPhoto, STOCK_PHOTOS, STOCK_POSITIONS, stockPhotoFor } from './stock-photo.ts';

describe('guessGender', () => {
  it.each([
    ['Amélie Rousseau', 'female'],
    ['GENEVIÈVE Tremblay', 'female'],
    ['Mystic Jonah', 'male'],
    ['Marc-André Gagnon', 'male'],
    ['Raphaël Bélanger', 'male'],
    ["Maeve O'Sullivan", 'female'],
    ['Mei Lin Chen', 'female'],
    ['Madame Zora', 'female'],
    ['The Oracle', null],
    ['', null],
  ] as const)('%j -> %j', (name, expected) => {
    expect(guessGender(name)).toBe(expected);
  });
});

describe('stockPhotoFor', () => {
  it('draws from the list of the guessed gender', () => {
    expect(STOCK_PHOTOS.female).toContain(stockPhotoFor('Claire Whitfield', 1005).src);
    expect(STOCK_PHOTOS.male).toContain(stockPhotoFor('Daniel Okafor', 1014).src);
  });

  it('is deterministic per advisor and spreads advisors over the list', () => {
    expect(stockPhotoFor('Luna Delorme', 1007)).toEqual(stockPhotoFor('Luna Delorme', 1007));
    const srcs = new Set([1, 2, 3, 4].map((id) => stockPhotoFor('Luna', id).src));
    expect(srcs.size).toBe(4);
  });

  it('falls back on the agentId parity for an unknown name, negative ids included', () => {
    expect(STOCK_PHOTOS.female).toContain(stockPhotoFor('The Oracle', 10).src);
    expect(STOCK_PHOTOS.male).toContain(stockPhotoFor('The Oracle', 11).src);
    expect(isStockPhoto(stockPhotoFor('The Oracle', -7))).toBe(true);
  });

  it('always returns a position from the fixed list', () => {
    for (let id = 0; id < 10; id++) expect(STOCK_POSITIONS).toContain(stockPhotoFor('Anna', id).position);
  });
});

describe('isStockPhoto', () => {
  it.each([
    [{ src: '/stock/male-2.svg', position: '50% 35%' }, true],
    [{ src: '/stock/male-9.svg', position: '50% 35%' }, false],
    [{ src: 'https://evil.example/x.svg', position: '50% 35%' }, false],
    [{ src: '/stock/male-2.svg', position: 'top' }, false],
    [null, false],
    ['x', false],
  ])('%j -> %j', (value, expected) => {
    expect(isStockPhoto(value)).toBe(expected);
  });
});
