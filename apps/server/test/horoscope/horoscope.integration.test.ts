import { describe, expect, it } from 'vitest';
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

  it.each(['', '?sign=', '?sign=ophiuchus', '?sign=%3Cscript%3E'])('refuses %s with 400', async (query) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });
});
