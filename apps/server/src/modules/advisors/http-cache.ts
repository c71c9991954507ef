import { createHash } from 'node:crypto';

export type ContentCoding = 'br' | 'gzip' | 'identity';

/** A strong validator for these exact bytes: a client holding them may revalidate with If-None-Match. */
export function strongEtag(bytes: Buffer | string, suffix = ''): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}${suffix}"`;
}

/**
 * If-None-Match uses the weak comparison (RFC 9110 13.1.2): `W/` is ignored, `*` matches anything.
 * `current` lists every tag of the current representation, one per content coding.
 */
export function ifNoneMatchHits(header: string | undefined, current: readonly string[]): boolean {
  if (!header) return false;
  for (const raw of header.split(',')) {
    const tag = raw.trim();
    if (tag === '*') return true;
    if (current.includes(tag.startsWith('W/') ? tag.slice(2) : tag)) return true;
  }
  return false;
}

/**
 * The best coding this server has precomputed that the client accepts (br before gzip). A coding
 * listed with q=0 is refused; `*` stands for every coding not listed.
 */
export function negotiateEncoding(header: string | undefined): ContentCoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q' && value !== undefined) q = Number.parseFloat(value) || 0;
    }
    weights.set(name, q);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  let best: ContentCoding = 'identity';
  let bestWeight = 0;
  for (const coding of ['br', 'gzip'] as const) {
    const weight = weightOf(coding);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
