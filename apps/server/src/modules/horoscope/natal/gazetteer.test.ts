import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CANADIAN_PLACES } from './canadian-places.ts';
import { buildIndex, type CityRow, fold, placeById, searchPlaces } from './gazetteer.ts';

const rows = [
  ...(createRequire(import.meta.url)('city-timezones/data/cityMap.json') as CityRow[]),
  ...CANADIAN_PLACES,
];
const names = (query: string, limit?: number) => searchPlaces(query, limit).map((place) => place.name);

/** A made-up row, for the cases the real data does not have. */
const row = (overrides: Partial<CityRow>): CityRow => ({
  city: 'Val-des-Sources',
  city_ascii: 'Val-des-Sources',
  lat: 45.77,
  lng: -71.95,
  pop: 7000,
  country: 'Canada',
  iso2: 'CA',
  province: 'Québec',
  timezone: 'America/Toronto',
  ...overrides,
});

describe('the birth-place picker', () => {
  it('finds Montréal however it is typed, with its coordinates and zone', () => {
    for (const query of ['montreal', 'MONTRÉAL', '  Montréal ', 'montr']) {
      expect(searchPlaces(query)[0], query).toEqual({
        id: 'ca-quebec-montreal',
        name: 'Montréal',
        region: 'Québec',
        country: 'Canada',
        latitude: expect.closeTo(45.5, 1),
        longitude: expect.closeTo(-73.58, 1),
        timeZone: 'America/Montreal',
      });
    }
  });

  it('ignores accents, hyphens and apostrophes, and matches the start of any word', () => {
    for (const query of ['trois rivieres', 'Trois-Rivières', 'trois-riv', 'rivieres']) {
      expect(names(query), query).toContain('Trois-Rivières');
    }
    expect(names('quebec')[0]).toBe('Québec');
    expect(names('st johns')).toContain('St. John’s');
    expect(names('john')).toEqual(expect.arrayContaining(['Saint John', 'St. John’s']));
    expect(fold('St. John’s')).toBe('st johns');
    expect(fold('Kampong Spœ')).toBe('kampong spoe');
    expect(fold('Tórshavn')).toBe('torshavn');
  });

  it('finds the Canadian cities the package lacks, in their province and zone', () => {
    expect(searchPlaces('laval')[0]).toMatchObject({
      name: 'Laval',
      region: 'Québec',
      timeZone: 'America/Toronto',
    });
    expect(searchPlaces('levis')[0]).toMatchObject({ name: 'Lévis', region: 'Québec' });
    expect(searchPlaces('mississauga')[0]).toMatchObject({ name: 'Mississauga', region: 'Ontario' });
    expect(searchPlaces('surrey')[0]).toMatchObject({
      name: 'Surrey',
      country: 'Canada',
      timeZone: 'America/Vancouver',
    });
  });

  it('answers nothing to an empty or one-letter query, and at most `limit` places', () => {
    expect(searchPlaces('')).toEqual([]);
    expect(searchPlaces('m')).toEqual([]);
    expect(searchPlaces(' é ')).toEqual([]);
    expect(searchPlaces('--')).toEqual([]);
    expect(searchPlaces('sa')).toHaveLength(10);
    expect(searchPlaces('sa', 3)).toHaveLength(3);
    expect(searchPlaces('sa', 0)).toEqual([]);
    expect(searchPlaces('zzzzqx')).toEqual([]);
  });

  it('puts names that start with the query first, then Canadian cities, then the most populous', () => {
    // London, Ontario before London, England (then Londonderry, larger than London, Kentucky).
    expect(searchPlaces('london', 4).map((place) => place.id)).toEqual([
      'ca-ontario-london',
      'gb-westminster-london',
      'gb-derry-londonderry',
      'us-kentucky-london',
    ]);
    expect(names('victoria')[0]).toBe('Victoria');
    expect(searchPlaces('victoria')[0]?.region).toBe('British Columbia');
    // The ordering rule itself, on queries with many answers of both kinds.
    const rowByName = new Map(rows.map((r) => [`${r.city}|${r.country}|${r.province}`, r]));
    for (const query of ['san', 'port', 'new', 'sa', 'la', 'mont']) {
      const found = searchPlaces(query, 500).map((place) => {
        const source = rowByName.get(`${place.name}|${place.country}|${place.region}`);
        const starts = [fold(place.name), fold(source?.city_ascii ?? '')].some((n) =>
          n.startsWith(fold(query)),
        );
        return { quality: starts ? 0 : 1, canadian: place.country === 'Canada', pop: source?.pop ?? 0 };
      });
      expect(found.length, query).toBeGreaterThan(10);
      for (let i = 1; i < found.length; i++) {
        const [a, b] = [found[i - 1], found[i]];
        if (!a || !b) continue;
        expect(a.quality <= b.quality, `${query} #${i}`).toBe(true);
        if (a.quality === b.quality) {
          expect(Number(a.canadian) >= Number(b.canadian), `${query} #${i}`).toBe(true);
          if (a.canadian === b.canadian) expect(a.pop >= b.pop, `${query} #${i}`).toBe(true);
        }
      }
    }
  });

  it('gives every place a unique, slugged id that finds it again, and a zone the runtime knows', () => {
    const { entries } = buildIndex(rows);
    const ids = entries.map((entry) => entry.place.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const entry of entries.filter((_, i) => i % 50 === 0))
      expect(placeById(entry.place.id)).toEqual(entry.place);
    for (const zone of new Set(entries.map((entry) => entry.place.timeZone)))
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    expect(placeById('ca-quebec-trois-rivieres')?.name).toBe('Trois-Rivières');
    // Kosovo has no ISO code in the data: its name stands in.
    expect(placeById('kosovo-pristina-pristina')?.country).toBe('Kosovo');
    expect(placeById('nowhere')).toBeUndefined();
  });

  it('leaves out the rows without a time zone', () => {
    const { entries } = buildIndex(rows);
    expect(entries.length).toBe(rows.filter((r) => typeof r.timezone === 'string').length);
    expect(names('fort st john')).not.toContain('Fort St. John');
  });

  it('disambiguates a repeated id deterministically, in the data’s order', () => {
    const { entries } = buildIndex([
      row({ pop: 1 }),
      row({ pop: 2, city: 'Val des Sources' }),
      row({ pop: 3, timezone: null }),
      row({ pop: 4, province: '' }),
      row({ pop: 5 }),
    ]);
    expect(entries.map((entry) => [entry.place.id, entry.population])).toEqual([
      ['ca-quebec-val-des-sources', 1],
      ['ca-quebec-val-des-sources-2', 2],
      ['ca-val-des-sources', 4],
      ['ca-quebec-val-des-sources-3', 5],
    ]);
  });

  it('hands out copies: changing a found place does not change the index', () => {
    const [first] = searchPlaces('montreal');
    if (first) first.name = 'changed';
    expect(searchPlaces('montreal')[0]?.name).toBe('Montréal');
  });
});
