import { createRequire } from 'node:module';
import { CANADIAN_PLACES } from './canadian-places.ts';

/**
 * The birth-place picker: the 7,329 cities of city-timezones (MIT), each with its coordinates and IANA zone,
 * searched by the start of its name or of any word in it, accents and case ignored. The data (1.9 MB of
 * JSON) is read on the first search, never at start-up, and indexed once.
 */

export interface Place {
  /** Stable for a data version, unique: 'ca-quebec-montreal'. */
  id: string;
  /** The city as its people write it ('Montréal'). */
  name: string;
  /** Its province or state ('Québec'); '' when the data has none. */
  region: string;
  country: string;
  latitude: number;
  longitude: number;
  /** IANA ('America/Montreal', a link to America/Toronto). */
  timeZone: string;
}

/** One row of cityMap.json as it really is: a few rows have a numeric iso2, or a null timezone. */
export interface CityRow {
  city: string;
  city_ascii: string;
  lat: number;
  lng: number;
  pop: number;
  country: string;
  iso2: string | number;
  province: string;
  timezone: string | null;
}

interface Entry {
  place: Place;
  population: number;
  canadian: boolean;
  /** The folded names it answers to: its name, and its ASCII name when the data spells it otherwise. */
  names: string[];
}

/** The Latin letters that carry no accent to strip, as they are typed on an English keyboard. */
const LETTERS: Record<string, string> = {
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ð: 'd',
  đ: 'd',
  ß: 'ss',
  ł: 'l',
  þ: 'th',
};

/** Lower case, accents and apostrophes dropped, any other punctuation a space: 'St. John’s' → 'st johns'. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[æœøðđßłþ]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(/['’ʼ`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** An id's part: ASCII letters and digits between hyphens (any other script is dropped). */
const slug = (text: string) =>
  fold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Read once, on first use (createRequire: a JSON file in a CommonJS package, loaded by any runner), with
 * the Canadian cities the package lacks.
 */
function readRows(): CityRow[] {
  return [
    ...(createRequire(import.meta.url)('city-timezones/data/cityMap.json') as CityRow[]),
    ...CANADIAN_PLACES,
  ];
}

/** The id's parts: the ISO country code (the country's name for the few rows without one), province, city. */
function baseId(row: CityRow): string {
  const country = typeof row.iso2 === 'string' && /^[A-Z]{2}$/.test(row.iso2) ? row.iso2 : row.country;
  return [country, row.province, row.city_ascii].map(slug).filter(Boolean).join('-');
}

/**
 * The entries, in the data's order. Rows without a time zone (Antarctic stations, a few towns) are left
 * out: a birth there could not be placed in time. A repeated id takes -2, -3… in the data's order.
 */
export function buildIndex(rows: readonly CityRow[]): { entries: Entry[]; byId: Map<string, Entry> } {
  const entries: Entry[] = [];
  const byId = new Map<string, Entry>();
  for (const row of rows) {
    if (typeof row.timezone !== 'string' || row.timezone === '') continue;
    const base = baseId(row);
    let id = base;
    for (let n = 2; byId.has(id); n++) id = `${base}-${n}`;
    const names = [...new Set([fold(row.city), fold(row.city_ascii)])];
    const entry: Entry = {
      place: {
        id,
        name: row.city,
        region: row.province ?? '',
        country: row.country,
        latitude: row.lat,
        longitude: row.lng,
        timeZone: row.timezone,
      },
      population: row.pop,
      canadian: row.iso2 === 'CA',
      names,
    };
    entries.push(entry);
    byId.set(id, entry);
  }
  return { entries, byId };
}

let index: ReturnType<typeof buildIndex> | undefined;
const theIndex = () => {
  index ??= buildIndex(readRows());
  return index;
};

/** How well a folded name answers a folded query: 0 its start, 1 a word's start, undefined not at all. */
function matchQuality(name: string, query: string): 0 | 1 | undefined {
  if (name.startsWith(query)) return 0;
  if (name.includes(` ${query}`)) return 1;
  return undefined;
}

/** The best quality among the entry's names. */
function entryQuality(entry: Entry, query: string): 0 | 1 | undefined {
  let best: 0 | 1 | undefined;
  for (const name of entry.names) {
    const quality = matchQuality(name, query);
    if (quality !== undefined && (best === undefined || quality < best)) best = quality;
  }
  return best;
}

/**
 * Places whose name, or a word of it, starts with `query` (case, accents and punctuation ignored:
 * 'trois rivieres' finds Trois-Rivières): names starting with it first, then Canadian cities before the
 * others, then the most populous; the id breaks any tie. Fewer than 2 letters answer nothing (too many).
 */
export function searchPlaces(query: string, limit = 10): Place[] {
  const folded = fold(query);
  if (folded.length < 2 || limit <= 0) return [];
  const found: { entry: Entry; quality: 0 | 1 }[] = [];
  for (const entry of theIndex().entries) {
    const quality = entryQuality(entry, folded);
    if (quality !== undefined) found.push({ entry, quality });
  }
  found.sort(
    (a, b) =>
      a.quality - b.quality ||
      Number(b.entry.canadian) - Number(a.entry.canadian) ||
      b.entry.population - a.entry.population ||
      (a.entry.place.id < b.entry.place.id ? -1 : 1),
  );
  // Copies: a caller changing its place must not change the index.
  return found.slice(0, limit).map(({ entry }) => ({ ...entry.place }));
}

/** The place of an id searchPlaces gave, or undefined (an id from another data version, or made up). */
export function placeById(id: string): Place | undefined {
  const entry = theIndex().byId.get(id);
  return entry ? { ...entry.place } : undefined;
}
