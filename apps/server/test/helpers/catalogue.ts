import { randomUUID } from 'node:crypto';

export const HOUR = 3_600_000;

/** The ISO time `hours` from now (before now when negative). */
export const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** A promotion the back office accepts, in both languages, showing from an hour ago for a day. */
export const promotionBody = (overrides: Record<string, unknown> = {}) => ({
  message: `Full moon sale ${randomUUID().slice(0, 6)}`,
  messageFr: 'Soldes de la pleine lune',
  linkUrl: '/pricing',
  backgroundColor: '#1E1B4B',
  textColor: '#ffffff',
  startDate: inHours(-1),
  endDate: inHours(24),
  ...overrides,
});

/** An announcement the back office accepts, in both languages, showing from an hour ago with no end. */
export const announcementBody = (overrides: Record<string, unknown> = {}) => ({
  title: `Maintenance ${randomUUID().slice(0, 6)}`,
  message: 'Calls may drop for a few minutes tonight.',
  titleFr: 'Entretien ce soir',
  messageFr: 'Les appels pourraient couper quelques minutes ce soir.',
  severity: 'warning',
  startAt: inHours(-1),
  endAt: null,
  ...overrides,
});
