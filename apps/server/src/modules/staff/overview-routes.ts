import { accountingExportQuerySchema, staffOverviewSchema } from '@app/shared/schemas/staff-overview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvDownload } from '../../csv-download.ts';
import {
  type RoleGuards,
  registerStaffGuard,
  STAFF_GUARD_ERRORS,
  STAFF_TAGS,
} from '../accounts/staff-guard.ts';
import type { OverviewService } from './overview-service.ts';

/**
 * The back office's overview (every staff member), the accounting export (admin: `reports`) and the sales
 * tax remittance report (admin: `salesTax`).
 */
export const staffOverviewRoutes: FastifyPluginAsyncZod<{
  guards: RoleGuards;
  service: OverviewService;
}> = async (app, { guards, service }) => {
  const { staffOf } = registerStaffGuard(app, guards);

  app.get(
    '/api/staff/overview',
    {
      schema: {
        tags: STAFF_TAGS,
        summary: 'Revenue, minutes, calls and new customers for today, 7 and 30 business days; live counts',
        response: { 200: staffOverviewSchema, ...STAFF_GUARD_ERRORS },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.overview();
    },
  );

  /** A staff export: a range of business days in, a CSV download out, audited by the service. */
  const csvExport = (
    path: string,
    permission: { reports: ['export'] } | { salesTax: ['report'] },
    summary: string,
    produce: typeof service.accountingCsv,
  ) =>
    app.get(
      path,
      {
        config: { staffPermission: permission },
        schema: {
          tags: STAFF_TAGS,
          summary,
          querystring: accountingExportQuerySchema,
          produces: ['text/csv'],
          response: { 200: z.string(), ...STAFF_GUARD_ERRORS },
        },
      },
      async (request, reply) => {
        const { filename, csv } = await produce({ ...staffOf(request), clientIp: request.ip }, request.query);
        return csvDownload(reply, filename, csv, { private: true });
      },
    );

  csvExport(
    '/api/staff/exports/accounting.csv',
    { reports: ['export'] },
    'Paid purchases and completed refunds of a range of business days, as CSV (audited)',
    service.accountingCsv,
  );
  csvExport(
    '/api/staff/exports/tax.csv',
    { salesTax: ['report'] },
    'Sales tax collected, refunded and net per month and per quarter, per province and tax, for GST/HST and QST returns (CSV, admin, audited)',
    service.taxCsv,
  );
};
