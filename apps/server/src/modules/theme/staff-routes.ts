import { staffThemeBodySchema, staffThemeSchema } from '@app/shared/schemas/staff-tarot-theme';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type RoleGuards,
  registerStaffGuard,
  STAFF_GUARD_ERRORS,
  STAFF_TAGS,
} from '../accounts/staff-guard.ts';
import type { ThemeService } from './service.ts';

/** The season theme at run time (contract: packages/shared/src/schemas/staff-tarot-theme.ts). */
export const staffThemeRoutes: FastifyPluginAsyncZod<{ guards: RoleGuards; service: ThemeService }> = async (
  app,
  { guards, service },
) => {
  const { staffOf } = registerStaffGuard(app, guards);

  app.get(
    '/api/staff/settings/theme',
    {
      schema: {
        tags: STAFF_TAGS,
        summary: 'The season theme this instance serves, and whether staff chose it or THEME stands',
        response: { 200: staffThemeSchema, ...STAFF_GUARD_ERRORS },
      },
    },
    () => service.describe(),
  );

  app.put(
    '/api/staff/settings/theme',
    {
      config: { staffPermission: { catalogue: ['manage'] } },
      schema: {
        tags: STAFF_TAGS,
        summary: 'Switches the season theme on every instance at once, without a restart',
        body: staffThemeBodySchema,
        response: { 200: staffThemeSchema, ...STAFF_GUARD_ERRORS },
      },
    },
    (request) =>
      service.set({ ...staffOf(request), clientIp: request.ip }, request.body.theme, request.body.note),
  );
};
