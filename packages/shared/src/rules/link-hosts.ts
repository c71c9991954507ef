import { messageKey } from '../messages/keys.ts';
import { isSitePath } from './site-path.ts';

/**
 * Links to other sites that staff may put on the site (a promotion's "Learn more"): https only, to a
 * host on the server's list (PROMOTION_LINK_HOSTS, and our own), or one of its subdomains.
 */

/** A host name as the list gives it: lower-case labels of letters, digits and inner hyphens, dot-separated. */
export const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * The link as a URL when it is an https address a visitor can be sent to: no user name or password
 * (`https://our.site@evil.example` goes to evil.example), no port, and a host name (not an address).
 * The URL's `href` is its normal form: host lower-cased and in punycode, path percent-encoded.
 */
export function parseHttpsLink(link: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return undefined;
  if (!url.hostname.includes('.') || /^[\d.]+$/.test(url.hostname) || url.hostname.startsWith('[')) {
    return undefined;
  }
  return url;
}

/** Whether `host` is one of `allowed`, or a subdomain of one (`shop.example.com` under `example.com`). */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return allowed.some((entry) => name === entry || name.endsWith(`.${entry}`));
}

/** Our own host (PUBLIC_URL's) and the other sites links may go to. */
export interface LinkHosts {
  own: string;
  others: readonly string[];
}

/** A promotion link judged: as it is stored and shown, or the API's code and message (a catalogue key). */
export type JudgedLink =
  | { ok: true; link: string }
  | { ok: false; code: 'LINK_FORM' | 'LINK_HOST_NOT_ALLOWED'; message: string };

/**
 * A link (one the promotion schema accepts) as the server stores it: a path of our site as written, or an
 * https address in its normal form whose host is ours or on the list. Anything else is refused, another
 * host with a message naming it and the hosts allowed. The back office's preview shows a link only by
 * this same rule, so staff never see a link the server would refuse or store otherwise.
 */
export function judgeLink(link: string, hosts: LinkHosts): JudgedLink {
  if (isSitePath(link)) return { ok: true, link };
  const url = parseHttpsLink(link);
  if (!url) {
    return { ok: false, code: 'LINK_FORM', message: messageKey('backOffice.catalogue.checks.linkForm') };
  }
  if (hostAllowed(url.hostname, [hosts.own, ...hosts.others])) return { ok: true, link: url.href };
  const host = url.hostname;
  return {
    ok: false,
    code: 'LINK_HOST_NOT_ALLOWED',
    message:
      hosts.others.length === 0
        ? messageKey('backOffice.catalogue.checks.linkHostNone', { host })
        : messageKey('backOffice.catalogue.checks.linkHost', { host, hosts: hosts.others.join(', ') }),
  };
}

/** Whether a stored link may be shown: a path of our site, or an https address to an allowed host. */
export function isAllowedLink(link: string, hosts: LinkHosts): boolean {
  return judgeLink(link, hosts).ok;
}
