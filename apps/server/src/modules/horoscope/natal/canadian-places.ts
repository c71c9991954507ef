/**
 * Canadian cities that city-timezones' data leaves out (Laval, Gatineau, Mississauga, Surrey…), so that
 * a customer born there finds their city rather than the nearest one: name, province as the data names
 * it, latitude, longitude, population (2021 census, rounded; it only ranks the matches) and zone.
 */
const ROWS: readonly [string, string, number, number, number, string][] = [
  ['Laval', 'Québec', 45.57, -73.72, 438_000, 'America/Toronto'],
  ['Gatineau', 'Québec', 45.48, -75.7, 291_000, 'America/Toronto'],
  ['Longueuil', 'Québec', 45.53, -73.52, 254_000, 'America/Toronto'],
  ['Lévis', 'Québec', 46.8, -71.18, 150_000, 'America/Toronto'],
  ['Saguenay', 'Québec', 48.43, -71.07, 145_000, 'America/Toronto'],
  ['Terrebonne', 'Québec', 45.7, -73.65, 120_000, 'America/Toronto'],
  ['Saint-Jean-sur-Richelieu', 'Québec', 45.31, -73.26, 98_000, 'America/Toronto'],
  ['Brossard', 'Québec', 45.46, -73.47, 92_000, 'America/Toronto'],
  ['Repentigny', 'Québec', 45.74, -73.46, 86_000, 'America/Toronto'],
  ['Saint-Jérôme', 'Québec', 45.78, -74.0, 80_000, 'America/Toronto'],
  ['Granby', 'Québec', 45.4, -72.73, 69_000, 'America/Toronto'],
  ['Mirabel', 'Québec', 45.65, -74.08, 61_000, 'America/Toronto'],
  ['Blainville', 'Québec', 45.67, -73.88, 60_000, 'America/Toronto'],
  ['Saint-Hyacinthe', 'Québec', 45.63, -72.96, 57_000, 'America/Toronto'],
  ['Châteauguay', 'Québec', 45.38, -73.75, 51_000, 'America/Toronto'],
  ['Sorel-Tracy', 'Québec', 46.04, -73.11, 35_000, 'America/Toronto'],
  ["Val-d'Or", 'Québec', 48.1, -77.78, 33_000, 'America/Toronto'],
  ['Alma', 'Québec', 48.55, -71.65, 30_000, 'America/Toronto'],
  ['Magog', 'Québec', 45.27, -72.15, 28_000, 'America/Toronto'],
  ['Gaspé', 'Québec', 48.83, -64.48, 15_000, 'America/Toronto'],
  ['Mississauga', 'Ontario', 43.59, -79.64, 718_000, 'America/Toronto'],
  ['Brampton', 'Ontario', 43.73, -79.76, 656_000, 'America/Toronto'],
  ['Markham', 'Ontario', 43.86, -79.34, 339_000, 'America/Toronto'],
  ['Vaughan', 'Ontario', 43.84, -79.5, 323_000, 'America/Toronto'],
  ['Oakville', 'Ontario', 43.45, -79.68, 214_000, 'America/Toronto'],
  ['Burlington', 'Ontario', 43.33, -79.8, 187_000, 'America/Toronto'],
  ['Guelph', 'Ontario', 43.55, -80.25, 144_000, 'America/Toronto'],
  ['Waterloo', 'Ontario', 43.46, -80.52, 121_000, 'America/Toronto'],
  ['Surrey', 'British Columbia', 49.19, -122.85, 568_000, 'America/Vancouver'],
  ['Burnaby', 'British Columbia', 49.25, -122.98, 249_000, 'America/Vancouver'],
  ['Richmond', 'British Columbia', 49.17, -123.14, 210_000, 'America/Vancouver'],
  ['Coquitlam', 'British Columbia', 49.28, -122.79, 149_000, 'America/Vancouver'],
  ['Langley', 'British Columbia', 49.1, -122.66, 133_000, 'America/Vancouver'],
];

/** The same cities in the shape of the gazetteer's data rows. */
export const CANADIAN_PLACES = ROWS.map(([city, province, lat, lng, pop, timezone]) => ({
  city,
  city_ascii: city.normalize('NFD').replace(/\p{Diacritic}/gu, ''),
  lat,
  lng,
  pop,
  country: 'Canada',
  iso2: 'CA',
  province,
  timezone,
}));
