import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { REJECTION_REASONS } from '@app/shared/schemas/applications';
import { describe, expect, it } from 'vitest';
import {
  applicationReceivedEmail,
  applicationRejectedEmail,
  approvedWelcomeText,
  withdrawUrl,
} from './emails.ts';

describe('the confirmation e-mail', () => {
  it('links to the withdraw page of the applicant language', () => {
    expect(withdrawUrl('https://example.com', 'en', 'abc')).toBe(
      'https://example.com/apply/withdraw?token=abc',
    );
    expect(withdrawUrl('https://example.com', 'fr', 'abc')).toBe(
      'https://example.com/fr/postuler/retrait?token=abc',
    );
  });

  it('is written in the applicant language, names their phone, and escapes what they typed', () => {
    const url = withdrawUrl('https://example.com', 'fr', 'secret-token');
    const mail = applicationReceivedEmail({
      to: 'amelie@example.com',
      name: 'Amélie <b>',
      phoneE164: '+15145550123',
      language: 'fr',
      withdrawUrl: url,
    });
    expect(mail.subject).toBe('Nous avons bien reçu votre candidature\u00a0: Lumière Psychics');
    expect(mail.text).toContain('Bonjour Amélie <b>,');
    expect(mail.text).toContain('(514) 555-0123');
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('12\u00a0mois');
    expect(mail.html).toContain('Amélie &lt;b&gt;');
    expect(mail.html).not.toContain('<b>,');
    expect(mail.html).toContain('lang="fr-CA"');
    expect(mail.html).toContain(`href="${url}"`);
  });
});

describe('the rejection e-mail', () => {
  it('says why and from when they may apply again, in the applicant language', () => {
    const mail = applicationRejectedEmail({
      to: 'amelie@example.com',
      name: 'Amélie <b>',
      language: 'fr',
      reason: 'availability',
      reapplyFrom: new Date('2026-09-15T16:00:00Z'),
    });
    expect(mail.subject).toBe('Votre candidature\u00a0: Lumière Psychics');
    expect(mail.text).toContain('Bonjour Amélie <b>,');
    expect(mail.text).toContain(fr.applications.rejectionEmail.reasons.availability);
    expect(mail.text).toMatch(/après 6\u00a0mois, soit à compter du mardi 15\s?septembre\s?2026\./);
    expect(mail.html).toContain('Amélie &lt;b&gt;');
    expect(mail.html).toContain('lang="fr-CA"');
  });

  it('has words for every reason of the list, in English and French', () => {
    for (const reason of REJECTION_REASONS) {
      const mail = applicationRejectedEmail({
        to: 'x@example.com',
        name: 'Sam',
        language: 'en',
        reason,
        reapplyFrom: new Date('2026-03-01T12:00:00Z'),
      });
      expect(mail.text).toContain(en.applications.rejectionEmail.reasons[reason]);
      expect(mail.text).toContain('You may apply again after 6 months, from Sunday, March 1, 2026.');
      expect(fr.applications.rejectionEmail.reasons[reason]).not.toBe('');
    }
  });
});

describe('the welcome text', () => {
  it('gives the extension and the sign-in page of the applicant language', () => {
    const text = approvedWelcomeText({ publicUrl: 'https://example.com', language: 'fr', agentId: 1042 });
    expect(text).toContain('le 1042');
    expect(text).toContain('https://example.com/fr/login');
    expect(approvedWelcomeText({ publicUrl: 'https://example.com', language: 'en', agentId: 7 })).toContain(
      'https://example.com/login',
    );
  });
});
