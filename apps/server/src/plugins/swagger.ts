import { BRAND } from '@app/shared/brand';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/**
 * Must be registered before the modules: the document is collected from routes as they are added. The
 * document is always built (app.swagger(), tests read it); `serveDocs` (config.apiDocs) decides whether
 * /api/docs serves it, since a production API map helps an attacker more than a customer.
 */
export async function registerSwagger(app: FastifyInstance, options: { serveDocs: boolean }): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${BRAND.productName} API`,
        description:
          'Backend functions of the site under /.netlify/functions/ (paths and payloads kept from the original) and the JSON API under /api/.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  if (options.serveDocs) await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
}
