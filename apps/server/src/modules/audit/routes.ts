import { staffAuditPageSchema, staffAuditQuerySchema } from '@app/shared/schemas/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type RoleGuards, registerStaffGuard, STAFF_ERRORS } from '../accounts/staff-guard.ts';
import type { AuditService } from './service.ts';

/** The back office's audit log (/api/staff/audit): every staff role reads it. */
export const auditRoutes: FastifyPluginAsyncZod<{ guards: RoleGuards; service: AuditService }> = async (
  app,
  { guards, service },
) => {
  registerStaffGuard(app, guards);

  app.get(
    '/api/staff/audit',
    {
      schema: {
        tags: ['back office'],
        summary: 'What staff did, newest first, by actor e-mail (part of it), action, target and time',
        querystring: staffAuditQuerySchema,
        response: { 200: staffAuditPageSchema, ...STAFF_ERRORS },
      },
    },
    (request) => {
      const { from, to, ...rest } = request.query;
      return service.search({
        ...rest,
        from: from === undefined ? undefined : new Date(from),
        to: to === undefined ? undefined : new Date(to),
      });
    },
  );
};
