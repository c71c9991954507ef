import {
  fetchAudioBodySchema,
  psychicPhotoQuerySchema,
  psychicStatusListSchema,
} from '@app/shared/schemas/advisors';
import { apiErrorSchema } from '@app/shared/schemas/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ifNoneMatchHits, sendEncoded } from '../../http-cache.ts';
import { type AdvisorsService, FUNCTIONS_BASE } from './service.ts';

/**
 * An advisor can replace their photo at any time (the console's profile page), and the spec's plain URL
 * (the feed's photoUrl: the cards, the profile page, og:image) must show the new one on the next load,
 * so it is revalidated on every use: with the ETag that costs a 304 without the bytes. A URL carrying the
 * photo's version (`&v=`, the advisor's own profile answer, which changes with the photo) names those
 * exact bytes, so it is cached for a year; a version that is no longer current is answered like the plain
 * URL. The feed keeps the plain URL: the spec's shape, and no feed rebuild per photo.
 */
const PHOTO_CACHE_CONTROL = 'public, no-cache';
const VERSIONED_PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * An SVG opened directly (same origin) is a document that could run script: no script, no fetches,
 * sandboxed. Sent for every photo, whatever its type, since it costs nothing for raster images.
 */
const PHOTO_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The spec's query, plus the optional version of psychicPhotoUrl(agentId, version). */
const photoQuerySchema = z.object({
  ...psychicPhotoQuerySchema.shape,
  v: z.string().max(64).optional(),
});

const binary = (description: string) =>
  z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary', description });

export const advisorsRoutes: FastifyPluginAsyncZod<{ service: AdvisorsService }> = async (
  app,
  { service },
) => {
  app.get(
    `${FUNCTIONS_BASE}/fetch-psychicstatus-json`,
    {
      // The snapshot carries its own gzip and br bodies: compressing again per request is wasted work,
      // and a GET has no body to decompress. Both skip a hook on the hottest route of the site.
      compress: false,
      decompress: false,
      schema: {
        tags: ['advisors'],
        summary: 'Psychic status feed: every advisor with live status and weekly schedule, in display order',
        description:
          'Served from an in-memory snapshot rebuilt only when an advisor changes; revalidate with If-None-Match.',
        response: { 200: psychicStatusListSchema, 304: z.void() },
      },
    },
    (request, reply) => {
      // Bytes, not objects: the snapshot was checked against the response schema when it was built.
      const snapshot = service.peekStatusFeed();
      if (snapshot) return sendEncoded(request, reply, snapshot);
      return service.getStatusFeed().then((fresh) => sendEncoded(request, reply, fresh));
    },
  );

  app.get(
    `${FUNCTIONS_BASE}/psychic-photo`,
    {
      schema: {
        tags: ['advisors'],
        summary: "An advisor's photo, with its own content type",
        querystring: photoQuerySchema,
        response: {
          200: binary('the image bytes'),
          304: z.void(),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const photo = await service.getPhoto(request.query.agentId);
      const current = request.query.v === photo.version;
      reply
        .header('cache-control', current ? VERSIONED_PHOTO_CACHE_CONTROL : PHOTO_CACHE_CONTROL)
        .header('etag', photo.etag)
        .header('content-security-policy', PHOTO_CSP);
      if (ifNoneMatchHits(request.headers['if-none-match'], [photo.etag])) return reply.code(304).send();
      return reply.type(photo.contentType).send(photo.bytes);
    },
  );

  app.post(
    `${FUNCTIONS_BASE}/fetch-audio`,
    {
      schema: {
        tags: ['advisors'],
        summary: 'The voice introduction of the advisor at this extension (WAV or MP3, with its own type)',
        body: fetchAudioBodySchema,
        response: { 200: binary('the audio bytes'), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const audio = await service.getAudio(Number(request.body.extension));
      return reply.type(audio.contentType).send(audio.bytes);
    },
  );
};
