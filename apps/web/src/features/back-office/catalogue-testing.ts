import type { FormWords } from './catalogue-forms.ts';

/**
 * What the catalogue forms' unit tests check with: stand-in words, so a test sees which check spoke,
 * and the instant the tests treat as now (expiries and promotion dates are judged against it).
 */
export const testWords: FormWords = { numberRequired: 'number', dateInvalid: 'date', expiryPast: 'past' };
export const testNow = new Date('2026-12-01T12:00:00Z');
