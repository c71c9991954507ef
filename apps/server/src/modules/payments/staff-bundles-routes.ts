import {
  staffBundleBodySchema,
  staffBundleListSchema,
  staffBundleParamsSchema,
  staffBundleSchema,
} from '@app/shared/schemas/bundles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MANAGE_CATALOGUE,
  type RoleGuards,
  registerStaffGuard,
  staffRoute,
} from '../accounts/staff-guard.ts';
import type { BundlesService } from './staff-bundles-service.ts';

/**
 * The bundles' words in both languages (contract in packages/shared/src/schemas/bundles.ts): support and
 * admin read, admin changes (the catalogue's permission).
 */
export const staffBundlesRoutes: FastifyPluginAsyncZod<{
  guards: RoleGuards;
  service: BundlesService;
}> = async (app, { guards, service }) => {
  const { staffOf } = registerStaffGuard(app, guards);

  app.get(
    '/api/staff/bundles',
    staffRoute({
      summary: 'Every bundle (on sale or not) with its words in English and in French',
      response: { 200: staffBundleListSchema },
    }),
    () => service.list(),
  );

  app.patch(
    '/api/staff/bundles/:bundleId',
    staffRoute(
      {
        summary: 'Changes a bundle’s name and features, in both languages (minutes and prices stay)',
        params: staffBundleParamsSchema,
        body: staffBundleBodySchema,
        response: { 200: staffBundleSchema },
      },
      MANAGE_CATALOGUE,
    ),
    (request) =>
      service.updateWords(
        { ...staffOf(request), clientIp: request.ip },
        request.params.bundleId,
        request.body,
      ),
  );
};
