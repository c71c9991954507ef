import { en } from '@app/shared/messages/en';
import type { NatalChart, Transit } from '@app/shared/schemas/natal-chart';
import { ZODIAC_KEYS } from '@app/shared/zodiac';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { body, DATE_ONLY, point } from '../../../test/chart-record.ts';
import { onAFrenchChartPage, resetAfterEach } from '../../../test/page-language.ts';
import { NatalChartView } from './natal-chart-view.tsx';
import { NatalTable } from './natal-table.tsx';

const words = en.natalChart;

/** Born 12 November 1978 in the evening in Québec: Cancer rising at 14°05′, so Cancer is the 1st house. */
const houses = ZODIAC_KEYS.map((sign, index) => ({ sign, house: ((index - 3 + 12) % 12) + 1 }));
const houseOf = (longitude: number) => houses[Math.floor(longitude / 30)]!.house;
const TIME_PLACE: NatalChart = {
  precision: 'time-place',
  sunSign: 'scorpio',
  bodies: (
    [
      ['sun', 229.6, false],
      ['moon', 62.4, false],
      ['mercury', 217.9, true],
      ['venus', 249.3, false],
      ['mars', 249.8, false],
      ['jupiter', 129.1, false],
      ['saturn', 159.7, false],
      ['uranus', 226.4, false],
      ['neptune', 256.8, false],
      ['pluto', 197.5, false],
    ] as const
  ).map(([name, longitude, retrograde]) => body(name, longitude, retrograde, houseOf(longitude))),
  moonRange: null,
  ascendant: point(104.0833334),
  houses,
};

const TRANSITS: Transit[] = [
  { transiting: 'saturn', natal: 'sun', aspect: 'square', orb: 1.2 },
  { transiting: 'jupiter', natal: 'ascendant', aspect: 'trine', orb: 0.35 },
];

resetAfterEach();

/** A row by its header's accessible name (the glyphs are hidden, the retrograde word is not). */
const row = (name: string | RegExp) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
/** A row's cells as a screen reader gets them: the shown degrees are hidden, their words are not. */
const spoken = (element: Element) =>
  [...element.querySelectorAll('td')].map((cell) =>
    [...cell.childNodes]
      .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
      .map((node) => node.textContent)
      .join(''),
  );

describe('the natal table with the birth date alone', () => {
  it('is a captioned table of the ten bodies, with no house column', () => {
    render(<NatalTable chart={DATE_ONLY} />);
    const table = screen.getByRole('table', { name: words.table.caption });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Body', 'Sign', 'Degree']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(10);
    for (const name of ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Pluto']) {
      expect(within(table).getByRole('rowheader', { name })).toBeTruthy();
    }
    expect(screen.queryByRole('rowheader', { name: words.ascendant })).toBeNull();
  });

  it('shows each degree as 12°34′ and says it in words', () => {
    render(<NatalTable chart={DATE_ONLY} />);
    const sun = row('Sun');
    expect(within(sun).getByText('Leo')).toBeTruthy();
    expect(within(sun).getByText('22°33′')).toBeTruthy();
    expect(spoken(sun)).toEqual(['Leo', '22 degrees 33 minutes']);
    expect(spoken(row('Mars'))).toEqual(['Taurus', '10 degrees 12 minutes']);
  });

  it('gives the Moon’s range in its row, and a note says the birth time would fix it', () => {
    render(<NatalTable chart={DATE_ONLY} />);
    const moon = row('Moon');
    expect(moon.textContent).toContain('Leo\u00a020° – Virgo\u00a03°');
    expect(spoken(moon)).toEqual(['between Leo\u00a020° and Virgo\u00a03°']);
    expect(screen.getByText(words.table.moonNote)).toBeTruthy();
  });

  it('spells out retrograde for screen readers, and explains ℞ under the table', () => {
    render(<NatalTable chart={DATE_ONLY} />);
    expect(screen.getByRole('rowheader', { name: 'Saturn retrograde' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Neptune retrograde' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Sun' })).toBeTruthy();
    expect(screen.getByText(words.table.retrogradeNote)).toBeTruthy();
  });

  it('lists no transits unless given them', () => {
    render(<NatalTable chart={DATE_ONLY} />);
    expect(screen.queryByRole('heading', { name: words.transits.title })).toBeNull();
  });
});

describe('the natal table with the birth time and place', () => {
  it('adds the houses and the Ascendant’s row, and no Moon note', () => {
    render(<NatalTable chart={TIME_PLACE} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Body',
      'Sign',
      'Degree',
      'House',
    ]);
    expect(spoken(row(words.ascendant))).toEqual(['Cancer', '14 degrees 5 minutes', '1']);
    expect(spoken(row('Sun'))).toEqual(['Scorpio', '19 degrees 36 minutes', '5']);
    expect(spoken(row('Moon'))).toEqual(['Gemini', '2 degrees 24 minutes', '12']);
    expect(spoken(row('Mercury retrograde'))).toEqual(['Scorpio', '7 degrees 54 minutes', '5']);
    expect(screen.queryByText(words.table.moonNote)).toBeNull();
  });

  it('lists today’s transits as sentences with their orb', () => {
    render(<NatalTable chart={TIME_PLACE} transits={TRANSITS} />);
    const section = screen.getByRole('region', { name: 'Today’s transits' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Saturn square natal Sun')).toBeTruthy();
    expect(items[0]!.textContent).toContain('orb 1°12′');
    expect(items[0]!.textContent).toContain('1 degree 12 minutes');
    expect(within(items[1]!).getByText('Jupiter trine the natal Ascendant')).toBeTruthy();
    expect(items[1]!.textContent).toContain('0°21′');
  });

  it('says so when no transit touches the chart today', () => {
    render(<NatalTable chart={TIME_PLACE} transits={[]} />);
    expect(screen.getByRole('heading', { name: words.transits.title })).toBeTruthy();
    expect(screen.getByText(words.transits.none)).toBeTruthy();
  });
});

describe('the natal chart on a French page', () => {
  it('writes the table, the range and the transits in French', async () => {
    await onAFrenchChartPage();
    render(<NatalTable chart={DATE_ONLY} transits={TRANSITS} />);
    expect(screen.getByRole('table', { name: 'Les positions à la naissance' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Astre',
      'Signe',
      'Degré',
    ]);
    expect(spoken(row('Soleil'))).toEqual(['Lion', '22\u00a0degrés 33\u00a0minutes']);
    expect(spoken(row('Lune'))).toEqual(['entre Lion\u00a020° et Vierge\u00a03°']);
    expect(row('Lune').textContent).toContain('Lion\u00a020°\u00a0– Vierge\u00a03°');
    expect(screen.getByRole('rowheader', { name: 'Saturne rétrograde' })).toBeTruthy();
    expect(screen.getByText('Saturne en carré avec le Soleil natal')).toBeTruthy();
    expect(screen.getByText('Jupiter en trigone avec l’Ascendant natal')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Les transits du jour' })).toBeTruthy();
  });

  it('names the Ascendant « AS » on a French page', async () => {
    await onAFrenchChartPage();
    render(<NatalTable chart={TIME_PLACE} />);
    expect(spoken(row('Ascendant (AS)'))).toEqual(['Cancer', '14\u00a0degrés 5\u00a0minutes', '1']);
  });
});

describe('the chart view', () => {
  it('shows the wheel and the table together', () => {
    render(<NatalChartView chart={TIME_PLACE} transits={TRANSITS} />);
    expect(screen.getByRole('img', { name: words.wheel.title })).toBeTruthy();
    expect(screen.getByRole('table', { name: words.table.caption })).toBeTruthy();
    expect(screen.getByRole('region', { name: words.transits.title })).toBeTruthy();
  });
});
