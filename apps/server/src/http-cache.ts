import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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

/** One encoded form of a body, with every header it is sent with (built once, copied per request). */
export interface EncodedVariant {
  body: Buffer;
  headers: Readonly<Record<string, string>>;
}

/** A body in every coding this server sends, each with its strong ETag and the headers of its 304. */
export interface EncodedBody {
  variants: Readonly<Record<ContentCoding, EncodedVariant>>;
  /** The ETags of every variant: revalidating with any of them means the client has this version. */
  etags: readonly string[];
  /** Headers of a 304 for a given coding (no body, no Content-Length). */
  notModified: Readonly<Record<ContentCoding, Readonly<Record<string, string>>>>;
}

const CODINGS = ['identity', 'br', 'gzip'] as const;

/** The smallest brotli window (log2 of its size, 16 to 24) that holds `length` bytes. */
const windowBits = (length: number) =>
  Math.min(zlibConstants.BROTLI_MAX_WINDOW_BITS, Math.max(16, Math.ceil(Math.log2(length + 1))));

/**
 * Compresses `identity` once (brotli 9 and gzip 9, on libuv's threadpool: the event loop only waits) and
 * prepares what each request copies. `headers` are sent with every variant and its 304 (the type, the
 * caching; `vary` gets accept-encoding added).
 */
export async function encodeBody(identity: Buffer, headers: Record<string, string>): Promise<EncodedBody> {
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        // A window no larger than the body: brotli's default (4 MB) costs its allocation and release
        // on every build for bodies of a few hundred KB at most.
        [zlibConstants.BROTLI_PARAM_LGWIN]: windowBits(identity.length),
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  const bodies: Record<ContentCoding, Buffer> = { identity, br, gzip: gz };
  // Each coding is a different representation, so each gets its own strong tag (RFC 9110 8.8.3).
  const base = strongEtag(identity);
  const etagOf = (coding: ContentCoding) =>
    coding === 'identity' ? base : `${base.slice(0, -1)}-${coding === 'gzip' ? 'gz' : 'br'}"`;
  const vary = headers.vary ? `${headers.vary}, accept-encoding` : 'accept-encoding';
  const variants = {} as Record<ContentCoding, EncodedVariant>;
  const notModified = {} as Record<ContentCoding, Record<string, string>>;
  for (const coding of CODINGS) {
    const body = bodies[coding];
    const validators = { ...headers, vary, etag: etagOf(coding) };
    notModified[coding] = Object.freeze(validators);
    variants[coding] = {
      body,
      headers: Object.freeze({
        ...validators,
        ...(coding === 'identity' ? {} : { 'content-encoding': coding }),
        'content-length': String(body.length),
      }),
    };
  }
  return {
    variants: Object.freeze(variants),
    etags: Object.freeze(CODINGS.map(etagOf)),
    notModified: Object.freeze(notModified),
  };
}

/**
 * Sends the variant the client accepts, or a 304 when it already holds this version. `vary` names what
 * else the answer depends on (it is added to accept-encoding).
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  encoded: EncodedBody,
  vary?: string,
): void {
  const coding = negotiateEncoding(request.headers['accept-encoding']);
  const notModified = ifNoneMatchHits(request.headers['if-none-match'], encoded.etags);
  const variant = encoded.variants[coding];
  reply.headers(notModified ? encoded.notModified[coding] : variant.headers);
  if (vary) reply.header('vary', `${vary}, ${reply.getHeader('vary')}`);
  if (notModified) reply.code(304).send();
  else reply.send(variant.body);
}
