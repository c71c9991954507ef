import { CHART_BODIES, natalChartSchema } from '@app/shared/schemas/natal-chart';
import * as Astronomy from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { eclipticLongitude, isRetrograde, SIGNS, signOf } from '../sky/ephemeris.ts';
import { birthInstant } from './birth-instant.ts';
import { type Place, placeById, searchPlaces } from './gazetteer.ts';
import { ascendantLongitude, natalChart, wholeSignHouse } from './natal-chart.ts';

/** The angular distance between two longitudes, in degrees. */
const apart = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);
const ARCMINUTE = 1 / 60;

const montreal = placeById('ca-quebec-montreal') as Place;
/** A place of the picker, by its name (the first answer). */
const place = (query: string): Place => {
  const [found] = searchPlaces(query, 1);
  if (!found) throw new Error(`No place for ${query}`);
  return found;
};
/** A place the picker does not have (above the Arctic Circle, on the equator…), on UTC's clock. */
const spot = (latitude: number, longitude: number): Place => ({
  id: 'test',
  name: 'Test',
  region: '',
  country: '',
  latitude,
  longitude,
  timeZone: 'UTC',
});

/**
 * Where an ecliptic point (latitude 0) stands in the sky of a place at an instant, by astronomy-engine's
 * own rotations and horizon: the true ecliptic of date to the true equator of date, then to the horizon.
 */
function horizonOf(longitude: number, at: Date, latitude: number, east: number) {
  const time = Astronomy.MakeTime(at);
  const ecliptic = Astronomy.VectorFromSphere(new Astronomy.Spherical(0, longitude, 1), time);
  const equator = Astronomy.EquatorFromVector(
    Astronomy.RotateVector(Astronomy.Rotation_ECT_EQD(time), ecliptic),
  );
  return Astronomy.Horizon(time, new Astronomy.Observer(latitude, east, 0), equator.ra, equator.dec);
}

describe('a chart from the birth date alone', () => {
  it('places the bodies at noon in Montréal, as the ephemeris does, with no houses', () => {
    const chart = natalChart({ date: '2026-03-20' });
    // Noon EDT (daylight time began on March 8).
    const noon = new Date('2026-03-20T16:00:00Z');
    expect(chart.bodies.map((body) => body.body)).toEqual([...CHART_BODIES]);
    for (const body of chart.bodies) {
      expect(body.longitude, body.body).toBeCloseTo(eclipticLongitude(body.body, noon), 9);
      expect(body.sign).toBe(signOf(eclipticLongitude(body.body, noon)));
      expect(body.degree).toBeCloseTo(body.longitude - SIGNS.indexOf(body.sign) * 30, 9);
      expect(body.retrograde).toBe(isRetrograde(body.body, noon));
      expect(body.house).toBeNull();
    }
    expect(chart).toMatchObject({ precision: 'date', sunSign: 'aries', ascendant: null, houses: [] });
    // The equinox was at 10:46 that morning: the Sun just past 0° Aries; the day before, still in Pisces.
    expect(chart.bodies[0]?.degree).toBeLessThan(0.1);
    expect(natalChart({ date: '2026-03-19' }).sunSign).toBe('pisces');
    expect(natalChartSchema.parse(chart)).toEqual(chart);
  });

  it('gives the Moon’s range from that day’s midnight to the next, in Montréal', () => {
    const january = natalChart({ date: '2026-01-15' });
    expect(january.moonRange?.from.longitude).toBeCloseTo(
      eclipticLongitude('moon', new Date('2026-01-15T05:00:00Z')),
      9,
    );
    expect(january.moonRange?.to.longitude).toBeCloseTo(
      eclipticLongitude('moon', new Date('2026-01-16T05:00:00Z')),
      9,
    );
    // The day clocks sprang forward is 23 hours long: midnight EST to midnight EDT.
    const short = natalChart({ date: '2026-03-08' });
    expect(short.moonRange?.from.longitude).toBeCloseTo(
      eclipticLongitude('moon', new Date('2026-03-08T05:00:00Z')),
      9,
    );
    expect(short.moonRange?.to.longitude).toBeCloseTo(
      eclipticLongitude('moon', new Date('2026-03-09T04:00:00Z')),
      9,
    );
    // About 12 to 15 degrees a day, the noon Moon between the two.
    for (const chart of [january, short]) {
      const { from, to } = chart.moonRange ?? { from: { longitude: 0 }, to: { longitude: 0 } };
      const travelled = (to.longitude - from.longitude + 360) % 360;
      expect(travelled).toBeGreaterThan(11);
      expect(travelled).toBeLessThan(16);
      const noon = chart.bodies[1]?.longitude ?? Number.NaN;
      expect(apart(noon, from.longitude) + apart(noon, to.longitude)).toBeCloseTo(travelled, 6);
    }
  });

  it('knows Mercury is retrograde in early March 2026 and the published solstices and equinox', () => {
    expect(natalChart({ date: '2026-03-05' }).bodies.find((b) => b.body === 'mercury')?.retrograde).toBe(
      true,
    );
    expect(natalChart({ date: '2026-04-05' }).bodies.find((b) => b.body === 'mercury')?.retrograde).toBe(
      false,
    );
    // USNO: March equinox 14:46 UTC, June solstice 06-21 08:24, September equinox 09-23 00:05,
    // December solstice 12-21 20:50 (2026). Born then in Greenwich, the Sun is at 0°, 90°, 180°, 270°.
    const greenwich = spot(51.48, 0);
    for (const [date, time, longitude, before, after] of [
      ['2026-03-20', ['14:44', '14:46', '14:48'], 0, 'pisces', 'aries'],
      ['2026-06-21', ['08:22', '08:24', '08:26'], 90, 'gemini', 'cancer'],
      ['2026-09-23', ['00:03', '00:05', '00:07'], 180, 'virgo', 'libra'],
      ['2026-12-21', ['20:48', '20:50', '20:52'], 270, 'sagittarius', 'capricorn'],
    ] as const) {
      const chartAt = (at: string) => natalChart({ date, birth: { time: at, place: greenwich } });
      const sun = chartAt(time[1]).bodies[0];
      expect(apart(sun?.longitude ?? Number.NaN, longitude), date).toBeLessThan(ARCMINUTE);
      expect(chartAt(time[0]).sunSign, date).toBe(before);
      expect(chartAt(time[2]).sunSign, date).toBe(after);
    }
  });

  it('refuses an invalid date or time with a RangeError', () => {
    expect(() => natalChart({ date: '2026-02-30' })).toThrow(RangeError);
    expect(() => natalChart({ date: '2026-02-01', birth: { time: '25:00', place: montreal } })).toThrow(
      RangeError,
    );
    expect(() =>
      natalChart({
        date: '2026-02-01',
        birth: { time: '12:00', place: { ...montreal, timeZone: 'Mars/Olympus' } },
      }),
    ).toThrow(RangeError);
  });
});

describe('a chart with the birth time and place', () => {
  it('reads the time on the place’s clock with that date’s rules (EDT in July, EST in January)', () => {
    const july = natalChart({ date: '1990-07-01', birth: { time: '12:00', place: montreal } });
    const january = natalChart({ date: '1990-01-15', birth: { time: '12:00', place: montreal } });
    for (const body of july.bodies)
      expect(body.longitude).toBeCloseTo(eclipticLongitude(body.body, new Date('1990-07-01T16:00:00Z')), 9);
    for (const body of january.bodies)
      expect(body.longitude).toBeCloseTo(eclipticLongitude(body.body, new Date('1990-01-15T17:00:00Z')), 9);
    expect(july).toMatchObject({ precision: 'time-place', moonRange: null, sunSign: 'cancer' });
    expect(january.sunSign).toBe('capricorn');
    expect(natalChartSchema.parse(july)).toEqual(july);
  });

  it('puts the Ascendant on the eastern horizon, at every hour, north and south, up to 60° and beyond', () => {
    const places = [
      montreal,
      place('vancouver'),
      place('iqaluit'),
      place('helsinki'),
      place('sydney'),
      place('ushuaia'),
      place('quito'),
      place('anchorage'),
      spot(66, 20),
      spot(69.65, 18.96),
      spot(-72, -2.5),
      spot(0, 0),
    ];
    expect(places.find((p) => p.name === 'Helsinki')?.latitude).toBeGreaterThan(60);
    const dates = ['1955-02-10', '1984-06-21', '1999-12-31', '2026-09-23'];
    for (const where of places) {
      for (const date of dates) {
        for (let hour = 0; hour < 24; hour += 3) {
          const time = `${String(hour).padStart(2, '0')}:17`;
          const chart = natalChart({ date, birth: { time, place: where } });
          const instant = birthInstant(date, time, where.timeZone);
          const sky = horizonOf(
            chart.ascendant?.longitude ?? Number.NaN,
            instant,
            where.latitude,
            where.longitude,
          );
          const label = `${where.name} ${where.latitude} ${date} ${time}`;
          expect(Math.abs(sky.altitude), label).toBeLessThan(0.1);
          expect(sky.azimuth, label).toBeGreaterThan(0);
          expect(sky.azimuth, label).toBeLessThan(180);
        }
      }
    }
  });

  it('makes whole-sign houses from the Ascendant’s sign, each body in its own', () => {
    const chart = natalChart({ date: '1984-06-21', birth: { time: '06:30', place: montreal } });
    const ascendant = chart.ascendant?.sign ?? 'aries';
    expect(chart.houses).toHaveLength(12);
    const first = SIGNS.indexOf(ascendant);
    chart.houses.forEach((house, i) => {
      expect(house).toEqual({ house: i + 1, sign: SIGNS[(first + i) % 12] });
    });
    for (const body of chart.bodies) {
      expect(chart.houses.find((house) => house.sign === body.sign)?.house).toBe(body.house);
    }
    // Soon after sunrise, the Sun is in the 1st house or the 12th.
    expect([1, 12]).toContain(chart.bodies[0]?.house);
    expect(wholeSignHouse('libra', 'libra')).toBe(1);
    expect(wholeSignHouse('libra', 'virgo')).toBe(12);
    expect(wholeSignHouse('pisces', 'aries')).toBe(2);
  });

  it('refuses a place at a pole, where the horizon has no east', () => {
    expect(() => ascendantLongitude(new Date(), 90, 0)).toThrow(RangeError);
    expect(() => ascendantLongitude(new Date(), Number.NaN, 0)).toThrow(RangeError);
  });
});
