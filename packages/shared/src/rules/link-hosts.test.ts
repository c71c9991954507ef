import { describe, expect, it } from 'vitest';
import { readMessageKey } from '../messages/keys.ts';
import { HOST_NAME, hostAllowed, isAllowedLink, judgeLink, parseHttpsLink } from './link-hosts.ts';

describe('links to other sites', () => {
  it('reads an https address in its normal form', () => {
    expect(parseHttpsLink('https://Shop.Example.COM/sale?x=1')?.href).toBe(
      'https://shop.example.com/sale?x=1',
    );
    expect(parseHttpsLink('https://bücher.example/é')?.href).toBe('https://xn--bcher-kva.example/%C3%A9');
  });

  it.each([
    ['http', 'http://example.com/sale'],
    ['a user name hiding the host', 'https://lumiere.example@evil.example/phish'],
    ['a password', 'https://a:b@example.com/'],
    ['a port', 'https://example.com:8443/'],
    ['an IP address', 'https://203.0.113.7/'],
    ['an IPv6 address', 'https://[2001:db8::1]/'],
    ['a bare host name', 'https://intranet/'],
    ['javascript', 'javascript:alert(1)'],
    ['no URL at all', 'not a link'],
  ])('refuses %s', (_case, link) => {
    expect(parseHttpsLink(link)).toBeUndefined();
  });

  it('allows a listed host and its subdomains, nothing that merely ends like it', () => {
    const allowed = ['example.com', 'lumiere.example'];
    expect(hostAllowed('example.com', allowed)).toBe(true);
    expect(hostAllowed('shop.example.com', allowed)).toBe(true);
    expect(hostAllowed('SHOP.EXAMPLE.COM.', allowed)).toBe(true);
    expect(hostAllowed('evilexample.com', allowed)).toBe(false);
    expect(hostAllowed('example.com.evil.example', allowed)).toBe(false);
    expect(hostAllowed('evil.example', allowed)).toBe(false);
    expect(hostAllowed('example.com', [])).toBe(false);
  });

  it('knows a host name from anything else', () => {
    for (const host of ['example.com', 'www.instagram.com', 'localhost', 'xn--bcher-kva.example']) {
      expect(HOST_NAME.test(host), host).toBe(true);
    }
    for (const host of [
      'Example.com',
      'https://example.com',
      'example.com/x',
      '-bad.com',
      'a..b',
      '',
      'ex ample.com',
    ]) {
      expect(HOST_NAME.test(host), host).toBe(false);
    }
  });

  it('shows a path of our site, our own https pages and the listed sites, and nothing else', () => {
    const hosts = { own: 'lumiere.example', others: ['instagram.com'] };
    expect(isAllowedLink('/pricing', hosts)).toBe(true);
    expect(isAllowedLink('https://lumiere.example/fr/tarifs', hosts)).toBe(true);
    expect(isAllowedLink('https://www.instagram.com/lumiere', hosts)).toBe(true);
    expect(isAllowedLink('https://evil.example/phish', hosts)).toBe(false);
    expect(isAllowedLink('/\\evil.example/phish', hosts)).toBe(false);
    expect(isAllowedLink('http://instagram.com/', hosts)).toBe(false);
  });

  it('judges a link as the server stores it: a path as written, an https address in its normal form', () => {
    const hosts = { own: 'lumiere.example', others: ['instagram.com'] };
    expect(judgeLink('/pricing?x=1', hosts)).toEqual({ ok: true, link: '/pricing?x=1' });
    expect(judgeLink('https://WWW.Instagram.com/lumiere', hosts)).toEqual({
      ok: true,
      link: 'https://www.instagram.com/lumiere',
    });
    expect(judgeLink('https://lumiere.example', hosts)).toEqual({
      ok: true,
      link: 'https://lumiere.example/',
    });
  });

  it('refuses what the server refuses, with its code and a message naming the host', () => {
    const refusal = (link: string, others: string[]) => {
      const judged = judgeLink(link, { own: 'lumiere.example', others });
      return judged.ok ? judged : { code: judged.code, ...readMessageKey(judged.message) };
    };
    expect(refusal('https://Evil.Example/phish', ['instagram.com', 'shop.example.com'])).toEqual({
      code: 'LINK_HOST_NOT_ALLOWED',
      key: 'backOffice.catalogue.checks.linkHost',
      values: { host: 'evil.example', hosts: 'instagram.com, shop.example.com' },
    });
    expect(refusal('https://evil.example/phish', [])).toEqual({
      code: 'LINK_HOST_NOT_ALLOWED',
      key: 'backOffice.catalogue.checks.linkHostNone',
      values: { host: 'evil.example' },
    });
    expect(refusal('https://instagram.com@evil.example/', ['instagram.com'])).toEqual({
      code: 'LINK_FORM',
      key: 'backOffice.catalogue.checks.linkForm',
      values: {},
    });
  });
});
