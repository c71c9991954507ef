import { describe, expect, it } from 'vitest';
import { en } from '../messages/en.ts';
import { greetingFor, greetingKey } from './greeting.ts';

const at = (hours: number, minutes = 0) => new Date(2024, 5, 1, hours, minutes);

describe('greeting', () => {
  it.each([
    [0, 0, 'Good Evening'],
    [5, 59, 'Good Evening'],
    [6, 0, 'Good Morning'],
    [12, 0, 'Good Morning'],
    [17, 59, 'Good Morning'],
    [18, 0, 'Good Evening'],
    [23, 59, 'Good Evening'],
  ])('%i:%i -> %s', (hours, minutes, expected) => {
    expect(greetingFor(at(hours, minutes), en.site.nav)).toBe(expected);
  });

  it('exposes the catalogue key', () => {
    expect(greetingKey(at(7))).toBe('greetingMorning');
    expect(greetingKey(at(20))).toBe('greetingEvening');
  });
});
