import { messageKey } from '@app/shared/messages/keys';
import { describe, expect, it } from 'vitest';
import { announcementWords } from '../announcements/index.ts';
import { promotionMessage } from '../promotions/index.ts';
import {
  announcementFormValues,
  checkAnnouncement,
  checkPromotion,
  promotionFormValues,
} from './catalogue-forms.ts';
import { testNow as now, testWords as words } from './catalogue-testing.ts';

// Promotions and announcements are saved in both languages: the French fields are required, and an
// empty one is an error on its own field (French pages would otherwise show the English).
describe('the French fields of the catalogue forms', () => {
  it('send a French banner trimmed, and refuse an empty one on its own field', () => {
    const values = { ...promotionFormValues(undefined, now), message: 'Sale' };
    expect(values.messageFr).toBe('');
    for (const messageFr of ['', '   ']) {
      const none = checkPromotion({ ...values, messageFr }, words);
      expect(none.ok ? null : none.errors).toEqual({
        messageFr: messageKey('backOffice.catalogue.checks.messageFrRequired'),
      });
    }
    const french = checkPromotion({ ...values, messageFr: '  Solde  ' }, words);
    expect(french.ok && french.body.messageFr).toBe('Solde');
  });

  it('put a French banner that is too long on its own field', () => {
    const values = { ...promotionFormValues(undefined, now), message: 'Sale', messageFr: 'x'.repeat(201) };
    const check = checkPromotion(values, words);
    expect(check.ok ? null : check.errors.messageFr).toContain('200');
  });

  it('fill in the French of the promotion or announcement being edited', () => {
    const promotion = {
      id: 'p1',
      message: 'Sale',
      messageFr: 'Solde',
      linkUrl: null,
      backgroundColor: '#000000',
      textColor: '#ffffff',
      startDate: now.toISOString(),
      endDate: now.toISOString(),
      isActive: true,
      createdAt: now.toISOString(),
      status: 'current' as const,
    };
    expect(promotionFormValues(promotion, now).messageFr).toBe('Solde');
    const announcement = {
      id: 'a1',
      title: 'Hi',
      message: 'There',
      titleFr: 'Bonjour',
      messageFr: null,
      severity: 'info' as const,
      startAt: null,
      endAt: null,
      isActive: true,
      createdAt: now.toISOString(),
      status: 'current' as const,
    };
    expect(announcementFormValues(announcement)).toMatchObject({ titleFr: 'Bonjour', messageFr: '' });
  });

  it('send an announcement’s French title and text, and refuse empty or too long ones', () => {
    const values = { ...announcementFormValues(), title: 'Hi', message: 'There' };
    const none = checkAnnouncement(values, words);
    expect(none.ok ? null : none.errors).toEqual({
      titleFr: messageKey('backOffice.catalogue.checks.titleFrRequired'),
      messageFr: messageKey('backOffice.catalogue.checks.messageFrRequired'),
    });
    const french = checkAnnouncement({ ...values, titleFr: ' Bonjour ', messageFr: 'Voilà' }, words);
    expect(french.ok && { titleFr: french.body.titleFr, messageFr: french.body.messageFr }).toEqual({
      titleFr: 'Bonjour',
      messageFr: 'Voilà',
    });
    const long = checkAnnouncement({ ...values, titleFr: 'x'.repeat(121), messageFr: 'Voilà' }, words);
    expect(long.ok ? null : long.errors.titleFr).toContain('120');
  });
});

describe('what French pages show', () => {
  it('shows the French banner on French pages, the English one elsewhere or when there is no French', () => {
    expect(promotionMessage({ message: 'Sale', messageFr: 'Solde' }, 'fr')).toBe('Solde');
    expect(promotionMessage({ message: 'Sale', messageFr: 'Solde' }, 'en')).toBe('Sale');
    expect(promotionMessage({ message: 'Sale', messageFr: null }, 'fr')).toBe('Sale');
    expect(promotionMessage({ message: 'Sale' }, 'fr')).toBe('Sale');
  });

  it('falls back to the English title and text each on its own', () => {
    const announcement = { title: 'Hi', message: 'There', titleFr: 'Bonjour', messageFr: null };
    expect(announcementWords(announcement, 'fr')).toEqual({ title: 'Bonjour', message: 'There' });
    expect(announcementWords(announcement, 'en')).toEqual({ title: 'Hi', message: 'There' });
    expect(announcementWords({ ...announcement, messageFr: 'Voilà' }, 'fr')).toEqual({
      title: 'Bonjour',
      message: 'Voilà',
    });
  });
});
