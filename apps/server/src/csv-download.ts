import type { FastifyReply } from 'fastify';

/**
 * Answers with a CSV file to download under `fileName`; `private` adds no-store, for files of staff
 * exports that no cache may keep. Returns the body, for the handler to return.
 */
export function csvDownload(
  reply: FastifyReply,
  fileName: string,
  body: string,
  options: { private?: boolean } = {},
): string {
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`);
  if (options.private) reply.header('cache-control', 'no-store');
  return body;
}
