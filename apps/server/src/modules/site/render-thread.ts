import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { PrerenderFn } from './web-server-entry.ts';

const WORKER_URL = new URL('./render-worker.mjs', import.meta.url);
/** A worker that dies this many times in a row is not started again: pages are rendered in process. */
const MAX_RESTARTS = 3;

interface Pending {
  resolve(body: string | null): void;
  reject(error: Error): void;
}

/**
 * Renders pages in one worker thread (render-worker.mjs) instead of on the event loop: a render costs the
 * server's requests nothing but a message each way. The worker starts on the first render, is restarted
 * if it dies (the renders under way fail, and their pages are rendered by the browser), and after
 * MAX_RESTARTS deaths in a row `fallback` renders instead. Null when there is no entry to load.
 */
export function createRenderThread(options: {
  entryPath: string;
  fallback: PrerenderFn;
  log: FastifyBaseLogger;
}): { render: PrerenderFn; warm(): void; close(): Promise<void> } | null {
  if (!existsSync(options.entryPath)) return null;
  let worker: Worker | undefined;
  let deaths = 0;
  let nextId = 0;
  let closed = false;
  const pending = new Map<number, Pending>();

  function start(): Worker {
    const started = new Worker(WORKER_URL, { workerData: { entryPath: options.entryPath } });
    // Never what keeps the process alive: the server's close ends it.
    started.unref();
    started.on('message', (message: { id?: number; body?: string | null; error?: string; ready?: true }) => {
      if (message.ready) {
        deaths = 0;
        return;
      }
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiting || message.id === undefined) return;
      pending.delete(message.id);
      if (message.error !== undefined) waiting.reject(new Error(message.error));
      else waiting.resolve(message.body ?? null);
    });
    const died = (error: Error) => {
      if (worker !== started) return;
      worker = undefined;
      deaths += 1;
      for (const [id, waiting] of pending) {
        pending.delete(id);
        waiting.reject(error);
      }
      if (!closed)
        options.log.warn({ err: error, deaths }, 'the render thread stopped: it restarts on the next render');
    };
    started.on('error', died);
    started.on('exit', (code) => died(new Error(`the render thread exited with code ${code}`)));
    return started;
  }

  return {
    render(path, renderOptions) {
      if (closed || deaths >= MAX_RESTARTS) return options.fallback(path, renderOptions);
      worker ??= start();
      const id = nextId++;
      const target = worker;
      return new Promise<string | null>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        target.postMessage({ id, path, options: renderOptions });
      });
    },
    /** Starts the worker now (the server is ready) rather than on the first visitor's page. */
    warm() {
      if (!closed && deaths < MAX_RESTARTS) worker ??= start();
    },
    async close() {
      closed = true;
      await worker?.terminate();
    },
  };
}
