import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import {
  createDataTemplate,
  type DataTemplate,
  errorLines,
  type RunningServer,
  startServer,
} from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: RunningServer | undefined;
let template: DataTemplate | undefined;

/**
 * One real server for the whole e2e run; every spec makes its own customers, so specs never depend on
 * order. It starts on an empty database, as `npm start` on a fresh clone does; meanwhile a migrated
 * and seeded data directory is made for the servers that specs start of their own (seasonal themes).
 */
export async function setup(project: TestProject) {
  const [started, made] = await Promise.allSettled([startServer({}, null), createDataTemplate()]);
  if (started.status === 'fulfilled') server = started.value;
  if (made.status === 'fulfilled') template = made.value;
  if (started.status === 'rejected' || made.status === 'rejected') {
    await teardown().catch(() => undefined);
    throw started.status === 'rejected' ? started.reason : (made as PromiseRejectedResult).reason;
  }
  project.provide('baseURL', started.value.baseURL);
  project.provide('e2eDataTemplate', made.value);
}

export async function teardown() {
  if (template) rmSync(template.dir, { recursive: true, force: true });
  template = undefined;
  if (!server) return;
  await server.stop();
  const bad = errorLines(server.logs);
  if (bad.length > 0) {
    throw new Error(`the server logged ${bad.length} error line(s) during the e2e run:\n${bad.join('\n')}`);
  }
}
