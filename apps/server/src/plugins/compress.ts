import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Text-like bodies only (JSON, HTML, JS, CSS, SVG — the compressible types); below 1 KB the headers cost more than they save. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
}
