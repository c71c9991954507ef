import { describe, expect, it } from 'vitest';
import { announcementSeenKey, isAnnouncementActive } from './announcement.ts';

const t = (iso: string) => new Date(`2024-06-0${iso}T00:00:00Z`);
const now = t('5');

describe('isAnnouncementActive', () => {
  it.each([
    ['open on both sides', null, null, true],
    ['inside the window', t('1'), t('9'), true],
    ['starting now', now, t('9'), true],
    ['ending now', t('1'), now, true],
    ['not started', t('6'), null, false],
    ['ended', null, t('4'), false],
    ['started, no end', t('1'), null, true],
    ['no start, not ended', null, t('9'), true],
  ])('%s', (_name, startAt, endAt, expected) => {
    expect(isAnnouncementActive({ startAt, endAt }, now)).toBe(expected);
  });
});

describe('announcementSeenKey', () => {
  it('prefixes the announcement id', () => {
    expect(announcementSeenKey(42)).toBe('platform_announcement_seen_42');
    expect(announcementSeenKey('a1b2')).toBe('platform_announcement_seen_a1b2');
  });
});
