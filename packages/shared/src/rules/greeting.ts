import type { site } from '../messages/site.ts';

export type GreetingKey = 'greetingMorning' | 'greetingEvening';

const EVENING_FROM_HOUR = 18;
const MORNING_FROM_HOUR = 6;

/** Uses the Date's local hours: the greeting follows the visitor's own clock. */
export function greetingKey(date: Date): GreetingKey {
  const hour = date.getHours();
  return hour >= EVENING_FROM_HOUR || hour < MORNING_FROM_HOUR ? 'greetingEvening' : 'greetingMorning';
}

/** The greeting of `date` among a language's navigation words (the words are passed in: no page loads another language's). */
export function greetingFor(date: Date, nav: Pick<typeof site.nav, GreetingKey>): string {
  return nav[greetingKey(date)];
}
