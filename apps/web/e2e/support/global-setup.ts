import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import {
  createDataTemplate,
  type DataTemplate,
  errorLines,
  type RunningServer,
  startServer,
} from './server.ts';
import { E2E_WORKERS } from './workers.ts';

let servers: RunningServer[] = [];
let template: DataTemplate | undefined;

/**
 * One real server per e2e worker for the whole run (`workerBaseURL()` picks the worker's); every spec
 * makes its own customers, so specs never depend on order. Each starts on an empty database, as
 * `npm start` on a fresh clone does; meanwhile a migrated and seeded data directory is made for the
 * servers that specs start of their own (seasonal themes).
 */
export async function setup(project: TestProject) {
  const results = await Promise.allSettled([
    createDataTemplate(),
    ...Array.from({ length: E2E_WORKERS }, () => startServer({}, null)),
  ]);
  const [made, ...started] = results;
  servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  if (made?.status === 'fulfilled') template = made.value;
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await teardown().catch(() => undefined);
    throw failed.reason;
  }
  project.provide(
    'baseURLs',
    servers.map((server) => server.baseURL),
  );
  project.provide('e2eDataTemplate', (made as PromiseFulfilledResult<DataTemplate>).value);
}

export async function teardown() {
  if (template) rmSync(template.dir, { recursive: true, force: true });
  template = undefined;
  const stopping = servers;
  servers = [];
  await Promise.all(stopping.map((server) => server.stop()));
  const bad = stopping.flatMap((server) => errorLines(server.logs));
  if (bad.length > 0) {
    throw new Error(`the server logged ${bad.length} error line(s) during the e2e run:\n${bad.join('\n')}`);
  }
}
