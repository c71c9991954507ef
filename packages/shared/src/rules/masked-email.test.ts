import { describe, expect, it } from 'vitest';
import { MASK, maskEmail } from './masked-email.ts';

describe('maskEmail', () => {
  it.each([
    ['jane@example.com', 'j•••@e•••.com'],
    ['Jane.Doe@Example.COM', 'j•••@e•••.com'],
    ['  sandbox.buyer@example.com ', 's•••@e•••.com'],
    ['a@b.ca', 'a•••@b•••.ca'],
    ['jean+paypal@mail.videotron.qc.ca', 'j•••@m•••.ca'],
    ['élodie@courriel.québec', 'é•••@c•••.québec'],
    ['x@xn--80ak6aa92e.xn--p1ai', 'x•••@x•••.xn--p1ai'],
    ['"odd@name"@example.org', '"•••@e•••.org'],
    ['😀@example.com', '😀•••@e•••.com'],
  ])('%s → %s', (address, masked) => {
    expect(maskEmail(address)).toBe(masked);
  });

  it.each([
    [''],
    ['   '],
    ['jane'],
    ['@example.com'],
    ['jane@'],
    ['jane@localhost'],
    ['jane@.com'],
    ['jane@example.'],
    ['jane@example.c'],
    ['jane@10.0.0.1'],
    ['jane doe@example.com'],
    ['jane@exa mple.com'],
  ])('refuses %j', (address) => {
    expect(maskEmail(address)).toBeNull();
  });

  it('keeps nothing of the address but two first characters and the top-level domain', () => {
    const masked = maskEmail('verylongname@privatedomain.com') ?? '';
    expect(masked).toBe(`v${MASK}@p${MASK}.com`);
    expect(masked).not.toContain('verylong');
    expect(masked).not.toContain('private');
  });
});
