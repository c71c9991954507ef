import { describe, expect, it } from 'vitest';
import { applicationReceivedEmail, withdrawUrl } from './emails.ts';

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
