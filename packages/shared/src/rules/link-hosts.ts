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

/** Whether a stored link may be shown: a path of our site, or an https address to an allowed host. */
export function isAllowedLink(link: string, hosts: LinkHosts): boolean {
  if (isSitePath(link)) return true;
  const url = parseHttpsLink(link);
  return url !== undefined && hostAllowed(url.hostname, [hosts.own, ...hosts.others]);
}
