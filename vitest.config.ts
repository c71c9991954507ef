import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './apps/web/e2e/support/workers.ts';

// Four projects: unit (pure, no I/O), components (web forms in happy-dom), integration (real Fastify app on a
// real database), e2e (built server + Chromium).
export default defineConfig({
  test: {
    // Vitest's default, one worker less than the cores, is a single worker on a 2-core machine, where the
    // integration files ran one after the other while a core idled: the work is in the workers (the app
    // and its PGlite), not in Vitest's own process. e2e sets its own count (E2E_WORKERS, a server each).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
          ],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          // Forms with the most logic, rendered with React Testing Library in happy-dom: what e2e is too
          // coarse to pin down (which rule refused what, what is sent).
          name: 'components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup-components.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/test/**/*.integration.test.ts', 'packages/db/src/**/*.integration.test.ts'],
          environment: 'node',
          // Migrates and seeds one database per run; each test file's database is a copy of it.
          globalSetup: ['packages/db/src/testing-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Each file still gets its own app and database; what it shares with the other files of its worker
          // is the module graph, imported once instead of once a file (half the suite's time, measured).
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.spec.ts'],
          globalSetup: ['apps/web/e2e/support/global-setup.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // A server per worker (e2e/support/global-setup.ts): files run side by side, never sharing one.
          maxWorkers: E2E_WORKERS,
        },
      },
    ],
  },
});
