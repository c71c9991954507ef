import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';

/**
 * Bytes held in memory (a stored photo or voice sample) sent whole or, when the request asks for one
 * range, that range (206): Safari plays an <audio> only from a server that answers ranges, and every
 * browser seeks with them. A range past the end (or none valid) is 416; several, or another unit than
 * bytes, get the whole.
 */
export function sendBytes(request: FastifyRequest, reply: FastifyReply, bytes: Buffer, contentType: string) {
  reply.type(contentType).header('accept-ranges', 'bytes');
  const asked = request.headers.range;
  if (!asked) return reply.send(bytes);
  const ranges = parseRange(bytes.length, asked, { combine: true });
  if (ranges === -1) {
    return reply.code(416).header('content-range', `bytes */${bytes.length}`).send(Buffer.alloc(0));
  }
  const only = ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1 ? undefined : ranges[0];
  if (!only) return reply.send(bytes);
  return reply
    .code(206)
    .header('content-range', `bytes ${only.start}-${only.end}/${bytes.length}`)
    .send(bytes.subarray(only.start, only.end + 1));
}
