import type { TestProject } from 'vitest/node';
import { errorLines, type RunningServer, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: RunningServer | undefined;

/** One real server for the whole e2e run; every spec makes its own customers, so specs never depend on order. */
export async function setup(project: TestProject) {
  server = await startServer();
  project.provide('baseURL', server.baseURL);
}

export async function teardown() {
  if (!server) return;
  await server.stop();
  const bad = errorLines(server.logs);
  if (bad.length > 0) {
    throw new Error(`the server logged ${bad.length} error line(s) during the e2e run:\n${bad.join('\n')}`);
  }
}
