import { en } from '@app/shared/messages/en';
import { ZODIAC_KEYS } from '@app/shared/zodiac';
import { describe, expect, it } from 'vitest';
import { daySky } from '../../src/modules/horoscope/sky/day-sky.ts';
import { summarize } from '../../src/modules/horoscope/sky/source.ts';
import { useTestApp } from '../helpers/build-test-app.ts';

const t = useTestApp();

const get = (query: string) =>
  t.app.inject({ method: 'GET', url: `/.netlify/functions/fetchHoroscope${query}` });

describe('fetchHoroscope', () => {
  it("answers today's reading for a sign, the same on every call", async () => {
    const first = await get('?sign=aries');
    expect(first.statusCode).toBe(200);
    const { data } = first.json();
    expect(data.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.horoscope_data.length).toBeGreaterThan(80);
    expect((await get('?sign=ARIES')).json()).toEqual(first.json());
    expect((await get('?sign=leo')).json().data.horoscope_data).not.toBe(data.horoscope_data);
  });

  it('answers in French for the French pages (lang=fr), the English stays the default', async () => {
    const english = (await get('?sign=aries')).json().data;
    const french = (await get('?sign=aries&lang=fr')).json().data;
    expect(french.date).toBe(english.date);
    expect(french.horoscope_data).not.toBe(english.horoscope_data);
    expect(french.horoscope_data).toMatch(/^Bélier, la Lune /);
    expect(english.horoscope_data).toMatch(/^Aries, the Moon /);
    expect((await get('?sign=aries&lang=en')).json().data).toEqual(english);
    expect((await get('?sign=aries&lang=de')).statusCode).toBe(400);
  });

  it("keeps the spec's contract for all 12 signs: twelve different readings of one day, each naming its sign", async () => {
    const answers = await Promise.all(ZODIAC_KEYS.map((sign) => get(`?sign=${sign}`)));
    const readings = answers.map((res) => {
      expect(res.statusCode).toBe(200);
      return res.json().data as { date: string; horoscope_data: string };
    });
    expect(new Set(readings.map((data) => data.date)).size).toBe(1);
    expect(new Set(readings.map((data) => data.horoscope_data)).size).toBe(12);
    readings.forEach((data, i) => {
      expect(
        data.horoscope_data.startsWith(en.horoscope.signs[ZODIAC_KEYS[i] as keyof typeof en.horoscope.signs]),
      ).toBe(true);
    });
  });

  it("answers the day's sky beside the text: the Moon's sign and phase and the retrogrades of that date", async () => {
    const { data } = (await get('?sign=cancer')).json();
    const [year, month, day] = data.date.split('-').map(Number);
    const expected = summarize(daySky(new Date(Date.UTC(year, month - 1, day, 17))));
    expect(data.sky).toEqual(expected);
    const moonSign = en.horoscope.signs[(expected.moon.enters?.sign ?? expected.moon.sign) as 'aries'];
    expect(data.horoscope_data).toContain(moonSign);
  });

  it.each(['', '?sign=', '?sign=ophiuchus', '?sign=%3Cscript%3E'])('refuses %s with 400', async (query) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });
});
