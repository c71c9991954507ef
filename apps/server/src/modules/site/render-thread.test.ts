import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createRenderThread } from './render-thread.ts';

const dir = mkdtempSync(join(tmpdir(), 'render-thread-'));
/** A server entry written for the test: `source` is its module text. */
function entry(name: string, source: string): string {
  const path = join(dir, `${name}.mjs`);
  writeFileSync(path, source);
  return path;
}
const log = pino({ level: 'silent' });
const fallback = async () => 'in process';
const options = { theme: 'default' as const, data: { advisors: [{ agentId: 1 }] } };
const threads: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(threads.splice(0).map((thread) => thread.close()));
});

describe('the render thread', () => {
  it('renders in a worker thread, not on the event loop, with the page data it is given', async () => {
    const thread = createRenderThread({
      entryPath: entry(
        'thread-id',
        `import { threadId } from 'node:worker_threads';
export async function prerender(path, options) {
  return threadId + ' ' + path + ' ' + options.theme + ' ' + options.data.advisors[0].agentId;
}`,
      ),
      fallback,
      log,
    });
    if (!thread) throw new Error('no thread');
    threads.push(thread);
    const [a, b] = await Promise.all([thread.render('/', options), thread.render('/fr', options)]);
    expect(a).toMatch(/^[1-9]\d* \/ default 1$/);
    expect(b).toMatch(/^[1-9]\d* \/fr default 1$/);
  });

  it("rejects a render that throws, and the thread's death fails what was under way, then restarts", async () => {
    const thread = createRenderThread({
      entryPath: entry(
        'dies',
        `export async function prerender(path) {
  if (path === '/throw') throw new Error('render broke');
  if (path === '/die') process.exit(3);
  return 'ok ' + path;
}`,
      ),
      fallback,
      log,
    });
    if (!thread) throw new Error('no thread');
    threads.push(thread);
    await expect(thread.render('/throw', options)).rejects.toThrow('render broke');
    await expect(thread.render('/die', options)).rejects.toThrow(/exited with code 3/);
    expect(await thread.render('/after', options)).toBe('ok /after');
  });

  it('renders in process once the thread has failed to start three times in a row', async () => {
    const thread = createRenderThread({
      entryPath: entry('broken', `throw new Error('the entry does not load');`),
      fallback,
      log,
    });
    if (!thread) throw new Error('no thread');
    threads.push(thread);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expect(thread.render('/', options)).rejects.toThrow();
    }
    expect(await thread.render('/', options)).toBe('in process');
  });

  it('is null without an entry to load', () => {
    expect(createRenderThread({ entryPath: join(dir, 'missing.mjs'), fallback, log })).toBeNull();
  });
});
