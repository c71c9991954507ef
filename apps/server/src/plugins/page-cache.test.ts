import { gunzipSync } from 'node:zlib';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createPageCache, type KeptPage, LIVE_REFRESH_MS, type PageStamp } from './page-cache.ts';

/** A build that can be made to hang until released, and counts what it built. */
function harness() {
  const stamp: PageStamp = { content: 'c1', live: 'l1' };
  let clock = 1_000_000;
  let version = 0;
  let gate: Promise<void> | undefined;
  let release: () => void = () => undefined;
  const builds: string[] = [];
  const cache = createPageCache({
    stamp: () => ({ ...stamp }),
    async build(path) {
      const made = `<p>${path} v${++version} ${stamp.content} ${stamp.live}</p>`;
      await gate;
      return path === '/missing' ? null : made;
    },
    log: pino({ level: 'silent' }),
    onBuild: (path) => builds.push(path),
    now: () => clock,
  });
  return {
    cache,
    stamp,
    builds,
    tick: (ms: number) => {
      clock += ms;
    },
    hold() {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    release() {
      gate = undefined;
      release();
    },
  };
}

const text = (page: KeptPage | null) => page?.variants.identity.body.toString() ?? null;

describe('visitor pages kept in memory', () => {
  it('builds a page once and then serves it without building, with its gzip and brotli and ETags', async () => {
    const { cache, builds } = harness();
    const [first, second] = await Promise.all([cache.get('/'), cache.get('/')]);
    const third = await cache.get('/');
    expect(builds).toEqual(['/']);
    expect(text(first)).toBe('<p>/ v1 c1 l1</p>');
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(gunzipSync(first?.variants.gzip.body ?? Buffer.alloc(0)).toString()).toBe('<p>/ v1 c1 l1</p>');
    expect(first?.variants.br.headers['content-encoding']).toBe('br');
    expect(new Set(first?.etags).size).toBe(3);
    expect(first?.variants.identity.headers.vary).toBe('accept-encoding');
  });

  it('after a change of content, serves the kept page at once and builds the new one behind it', async () => {
    const h = harness();
    await h.cache.get('/');
    h.stamp.content = 'c2';
    h.hold();
    // The new build hangs: the request does not wait for it.
    expect(text(await h.cache.get('/'))).toBe('<p>/ v1 c1 l1</p>');
    expect(text(await h.cache.get('/'))).toBe('<p>/ v1 c1 l1</p>');
    expect(h.builds).toEqual(['/', '/']);
    h.release();
    // Until the build behind the request is kept (its compression takes longer on a loaded machine).
    await h.cache.idle();
    expect(text(await h.cache.get('/'))).toBe('<p>/ v2 c2 l1</p>');
    expect(h.builds).toEqual(['/', '/']);
  });

  it('builds again for a status change at most every LIVE_REFRESH_MS', async () => {
    const h = harness();
    await h.cache.get('/');
    h.stamp.live = 'l2';
    await h.cache.get('/');
    h.tick(LIVE_REFRESH_MS - 1);
    await h.cache.get('/');
    expect(h.builds).toEqual(['/']);
    h.tick(1);
    expect(text(await h.cache.get('/'))).toBe('<p>/ v1 c1 l1</p>');
    await h.cache.idle();
    expect(h.builds).toEqual(['/', '/']);
    expect(text(await h.cache.get('/'))).toBe('<p>/ v2 c1 l2</p>');
  });

  it('refresh() rebuilds every page whose content moved and resolves once they are kept', async () => {
    const h = harness();
    await h.cache.get('/');
    await h.cache.get('/pricing');
    h.stamp.live = 'l2';
    await h.cache.refresh();
    // A status change alone is not a change of content.
    expect(h.builds).toEqual(['/', '/pricing']);
    h.stamp.content = 'c2';
    await h.cache.refresh();
    expect(h.builds).toEqual(['/', '/pricing', '/', '/pricing']);
    expect(text(await h.cache.get('/pricing'))).toBe('<p>/pricing v4 c2 l2</p>');
  });

  it('refresh() during a build that started before the change builds that page once more', async () => {
    const h = harness();
    await h.cache.get('/');
    h.stamp.content = 'c2';
    h.hold();
    await h.cache.get('/');
    // The build behind started with c2; the content moves again while it hangs.
    h.stamp.content = 'c3';
    const refreshed = h.cache.refresh();
    h.release();
    await refreshed;
    expect(text(await h.cache.get('/'))).toBe('<p>/ v3 c3 l1</p>');
  });

  it('keeps nothing for a page its build declines, and keeps the old page when a rebuild fails', async () => {
    const { cache } = harness();
    expect(await cache.get('/missing')).toBeNull();
    expect(cache.size()).toBe(0);

    let fail = false;
    const stamp = { content: 'a', live: 'x' };
    const failing = createPageCache({
      stamp: () => ({ ...stamp }),
      build: async () => {
        if (fail) throw new Error('render down');
        return '<p>ok</p>';
      },
      log: pino({ level: 'silent' }),
    });
    await failing.get('/');
    fail = true;
    stamp.content = 'b';
    expect(text(await failing.get('/'))).toBe('<p>ok</p>');
    await failing.refresh();
    expect(text(await failing.get('/'))).toBe('<p>ok</p>');
  });
});
