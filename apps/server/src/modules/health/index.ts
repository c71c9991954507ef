import type { ModuleContext } from '../context.ts';
import { createDrain, registerDrain } from './drain.ts';
import { createHealthRepository } from './repository.ts';
import { healthRoutes } from './routes.ts';
import { createHealthService } from './service.ts';

/** /healthz and /readyz, and the drain that takes an instance out of the load balancer before it stops. */
export async function registerHealth({ app, database }: ModuleContext) {
  const drain = createDrain();
  registerDrain(app, drain);
  await app.register(healthRoutes, {
    service: createHealthService(createHealthRepository(database), undefined, drain),
  });
}
