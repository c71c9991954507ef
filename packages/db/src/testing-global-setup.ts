import type { TestProject } from 'vitest/node';
import { createTestDatabaseTemplates } from './testing.ts';

/**
 * Vitest global setup of the integration project: on embedded PGlite, makes one empty, one migrated
 * and one migrated + seeded database before any test file runs, and hands their tarballs to
 * createTestDatabase, which starts each test file's database from a copy (see testing.ts); removes
 * them when the run ends.
 */
export async function setup(project: TestProject) {
  const built = await createTestDatabaseTemplates();
  if (!built) return;
  project.provide('testDatabaseTemplates', built.templates);
  return built.dispose;
}
