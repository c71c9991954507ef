import type {
  ChartBody,
  CustomerChart,
  NatalBody,
  NatalChart,
  ZodiacPoint,
} from '@app/shared/schemas/natal-chart';
import { ZODIAC_KEYS } from '@app/shared/zodiac';

/** A point of the zodiac from its longitude, as the API computes it. */
export function point(longitude: number): ZodiacPoint {
  return { longitude, sign: ZODIAC_KEYS[Math.floor(longitude / 30)]!, degree: longitude % 30 };
}

export function body(
  name: ChartBody,
  longitude: number,
  retrograde = false,
  house: number | null = null,
): NatalBody {
  return { body: name, ...point(longitude), retrograde, house };
}

/** Born 15 August 1990, the date alone: the Sun in Leo, the Moon somewhere from Leo 20° to Virgo 3°. */
export const DATE_ONLY: NatalChart = {
  precision: 'date',
  sunSign: 'leo',
  bodies: [
    body('sun', 142.55),
    body('moon', 146.6),
    body('mercury', 160.4),
    body('venus', 125.3),
    body('mars', 40.2),
    body('jupiter', 115.8),
    body('saturn', 290.5, true),
    body('uranus', 276.1, true),
    body('neptune', 282.8, true),
    body('pluto', 225.3),
  ],
  moonRange: { from: point(140.2), to: point(153.1) },
  ascendant: null,
  houses: [],
};

/** A chart from the birth date alone (14 May 1990), as GET /api/customers/:id/chart answers it. */
export function dateOnlyChart(): NatalChart {
  return {
    precision: 'date',
    sunSign: 'taurus',
    bodies: [
      { body: 'sun', longitude: 53.4, sign: 'taurus', degree: 23.4, retrograde: false, house: null },
      { body: 'moon', longitude: 290.2, sign: 'capricorn', degree: 20.2, retrograde: false, house: null },
      { body: 'mercury', longitude: 65.1, sign: 'gemini', degree: 5.1, retrograde: true, house: null },
    ],
    moonRange: {
      from: { longitude: 284, sign: 'capricorn', degree: 14 },
      to: { longitude: 297, sign: 'capricorn', degree: 27 },
    },
    ascendant: null,
    houses: [],
  };
}

/** The same birth with its time and place: the Ascendant in Cancer and whole-sign houses. */
export function timePlaceChart(): NatalChart {
  const signs = [
    'cancer',
    'leo',
    'virgo',
    'libra',
    'scorpio',
    'sagittarius',
    'capricorn',
    'aquarius',
    'pisces',
    'aries',
    'taurus',
    'gemini',
  ] as const;
  return {
    ...dateOnlyChart(),
    precision: 'time-place',
    moonRange: null,
    bodies: dateOnlyChart().bodies.map((body) => ({
      ...body,
      house: ((signs.indexOf(body.sign as (typeof signs)[number]) + 12) % 12) + 1,
    })),
    ascendant: { longitude: 100.6, sign: 'cancer', degree: 10.6 },
    houses: signs.map((sign, i) => ({ house: i + 1, sign })),
  };
}

export function customerChart(overrides: Partial<CustomerChart> = {}): CustomerChart {
  return {
    birthDate: '1990-05-14',
    birthDetails: null,
    chart: dateOnlyChart(),
    today: {
      date: '2026-11-28',
      transits: [{ transiting: 'saturn', natal: 'jupiter', aspect: 'square', orb: 0.8 }],
      text: 'Your Sun is in Taurus, the heart of your chart.',
    },
    ...overrides,
  };
}
