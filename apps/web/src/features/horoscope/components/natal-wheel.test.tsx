import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import type { NatalChart } from '@app/shared/schemas/natal-chart';
import { ZODIAC_KEYS, ZODIAC_SIGNS } from '@app/shared/zodiac';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { body, DATE_ONLY, point } from '../../../test/chart-record.ts';
import { onAFrenchChartPage, resetAfterEach } from '../../../test/page-language.ts';
import { NatalWheel } from './natal-wheel.tsx';

const words = en.natalChart;

/** Whole-sign house of a longitude with the Ascendant in Aries: Aries the 1st, Pisces the 12th. */
const ariesHouse = (longitude: number) => Math.floor(longitude / 30) + 1;

/** Born 2 March 1985 at 7:40 in Montréal: the Ascendant at Aries 2°30′. */
const TIME_PLACE: NatalChart = {
  precision: 'time-place',
  sunSign: 'pisces',
  bodies: (
    [
      ['sun', 341.4, false],
      ['moon', 108, false],
      ['mercury', 5.3, false],
      ['venus', 12.9, false],
      ['mars', 26.7, false],
      ['jupiter', 317.2, false],
      ['saturn', 237.6, true],
      ['uranus', 256.3, false],
      ['neptune', 273.1, false],
      ['pluto', 214.4, true],
    ] as const
  ).map(([name, longitude, retrograde]) => body(name, longitude, retrograde, ariesHouse(longitude))),
  moonRange: null,
  ascendant: point(2.5),
  houses: ZODIAC_KEYS.map((sign, index) => ({ house: index + 1, sign })),
};

resetAfterEach();

const wheel = () => screen.getByRole('img') as unknown as SVGSVGElement;
const texts = (selector = 'text') => [...wheel().querySelectorAll(selector)];
const houseNumbers = () => texts('text[data-house]').map((text) => Number(text.textContent));

/** Where a sign's symbol is drawn (its x and y in the 400-unit box). */
function signPlace(key: (typeof ZODIAC_KEYS)[number]) {
  const symbol = ZODIAC_SIGNS.find((sign) => sign.key === key)!.symbol;
  const text = texts().find((item) => item.textContent?.startsWith(symbol))!;
  return { x: Number(text.getAttribute('x')), y: Number(text.getAttribute('y')) };
}

describe('the natal wheel with the birth date alone', () => {
  it('is one image named by its title and described by the Sun, the Moon’s range and the orientation', () => {
    render(<NatalWheel chart={DATE_ONLY} />);
    expect(
      screen.getByRole('img', {
        name: words.wheel.title,
        description:
          'The Sun is in Leo. The Moon is somewhere between Leo\u00a020° and Virgo\u00a03°. ' +
          'The wheel is drawn from the birth date alone, with 0° Aries at the left. The table lists every position.',
      }),
    ).toBeTruthy();
  });

  it('draws 0° Aries at the left, the signs running counter-clockwise', () => {
    render(<NatalWheel chart={DATE_ONLY} />);
    const aries = signPlace('aries');
    const cancer = signPlace('cancer');
    const libra = signPlace('libra');
    const capricorn = signPlace('capricorn');
    expect(aries.x).toBeLessThan(40);
    expect(aries.y).toBeGreaterThan(200);
    expect(cancer.y).toBeGreaterThan(360);
    expect(libra.x).toBeGreaterThan(360);
    expect(capricorn.y).toBeLessThan(40);
  });

  it('has no Ascendant and no houses, draws the Moon as a range, and marks the three retrograde bodies', () => {
    render(<NatalWheel chart={DATE_ONLY} />);
    expect(texts().some((text) => text.textContent === words.ascendantShort)).toBe(false);
    expect(houseNumbers()).toEqual([]);
    expect(wheel().querySelector('[data-moon-range] path')).not.toBeNull();
    expect(texts('[data-retrograde]')).toHaveLength(3);
    expect(texts('[data-body] text').length).toBe(DATE_ONLY.bodies.length + 3);
  });

  it('hides every glyph from screen readers: the title, the summary and the table speak instead', () => {
    render(<NatalWheel chart={DATE_ONLY} />);
    expect(texts().length).toBeGreaterThan(20);
    expect(texts().filter((text) => text.closest('[aria-hidden="true"]') === null)).toEqual([]);
  });
});

describe('the natal wheel with the birth time and place', () => {
  it('names the Moon’s sign and the Ascendant in its description', () => {
    render(<NatalWheel chart={TIME_PLACE} />);
    expect(
      screen.getByRole('img', {
        name: words.wheel.title,
        description:
          'The Sun is in Pisces. The Moon is in Cancer. The Ascendant is in Aries, at the left of the wheel. ' +
          'The table lists every position.',
      }),
    ).toBeTruthy();
  });

  it('labels the Ascendant’s line, numbers the twelve houses, and draws no Moon range', () => {
    render(<NatalWheel chart={TIME_PLACE} />);
    expect(texts().filter((text) => text.textContent === 'ASC')).toHaveLength(1);
    expect(houseNumbers().sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(wheel().querySelector('[data-moon-range]')).toBeNull();
    expect(texts('[data-retrograde]')).toHaveLength(2);
  });

  it('turns the wheel so the Ascendant sits at the left: Aries 2°30′ rising puts its sign just below it', () => {
    render(<NatalWheel chart={TIME_PLACE} />);
    const aries = signPlace('aries');
    // Aries' middle (15°) is 12.5° past the Ascendant: counter-clockwise from 9 o'clock, so lower left.
    expect(aries.x).toBeLessThan(40);
    expect(aries.y).toBeGreaterThan(220);
    const first = texts('text[data-house]').find((text) => text.textContent === '1')!;
    expect(Number(first.getAttribute('x'))).toBeLessThan(200);
  });
});

describe('the natal wheel on a French page', () => {
  it('is titled and described in French, the Ascendant labelled « AS »', async () => {
    await onAFrenchChartPage();
    render(<NatalWheel chart={TIME_PLACE} />);
    const image = screen.getByRole('img', { name: fr.natalChart.wheel.title });
    const description = document.getElementById(image.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(description).toBe(
      'Le Soleil est en Poissons. La Lune est en Cancer. L’Ascendant est en Bélier, à gauche de la roue. ' +
        'Le tableau donne chaque position.',
    );
    expect(texts().filter((text) => text.textContent === 'AS')).toHaveLength(1);
  });
});
