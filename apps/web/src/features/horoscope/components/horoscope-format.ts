import type { ZodiacElement } from '@app/shared/zodiac';

/** 'Monday, November 23, 2026' for the business day 'YYYY-MM-DD' (read as a calendar date, not an instant). */
export function formatHoroscopeDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** SPEC 2: fire red, earth green, air blue, water indigo (anything else purple). */
export function elementTone(element: ZodiacElement | string): string {
  switch (element) {
    case 'fire':
      return 'from-red-500 to-orange-400';
    case 'earth':
      return 'from-emerald-600 to-lime-500';
    case 'air':
      return 'from-sky-500 to-blue-400';
    case 'water':
      return 'from-indigo-600 to-violet-500';
    default:
      return 'from-purple-600 to-fuchsia-500';
  }
}
