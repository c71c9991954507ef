import type { RoleGuards } from '../accounts/session-guard.ts';
import type { ModuleContext } from '../context.ts';
import { createStaffAuditRepository } from './repository.ts';
import { auditRoutes } from './routes.ts';
import { createAuditService } from './service.ts';

/** The audit log staff read (every change writes its row in its own transaction, insertAudit). */
export async function registerAudit({ app, db }: ModuleContext, deps: { guards: RoleGuards }) {
  await app.register(auditRoutes, {
    guards: deps.guards,
    service: createAuditService(createStaffAuditRepository(db)),
  });
}
