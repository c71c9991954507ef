/**
 * Where a TwiML answer sends the call next, read the way Twilio reads it: a <Gather> or <Dial> posts to
 * its `action`, a <Redirect> to its text. The URL is taken exactly as written, query included (a French
 * call's steps carry `?lang=fr`), with its markup escapes undone.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

function unescapeMarkup(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name] ?? '');
}

export type NextVerb = 'Gather' | 'Dial' | 'Redirect';

/** The URL the first `verb` of `twiml` goes to, or undefined when it has none. */
export function nextUrlOf(twiml: string, verb: NextVerb): string | undefined {
  const raw =
    verb === 'Redirect'
      ? /<Redirect\b[^>]*>([^<]*)<\/Redirect>/.exec(twiml)?.[1]
      : new RegExp(`<${verb}\\b[^>]*\\saction="([^"]*)"`).exec(twiml)?.[1];
  return raw === undefined ? undefined : unescapeMarkup(raw.trim());
}

/**
 * A next URL as the path (and query) to request from our own server: a relative one as it is, an
 * absolute one under `publicUrl` without it. Another host is not ours to call: undefined.
 */
export function pathOnServer(url: string, publicUrl: string): string | undefined {
  if (url.startsWith('/')) return url;
  const base = publicUrl.replace(/\/+$/, '');
  if (url === base) return '/';
  return url.startsWith(`${base}/`) || url.startsWith(`${base}?`) ? url.slice(base.length) : undefined;
}
