import type { PsychicStatusRecord } from '@app/shared/schemas/advisors';
import { describe, expect, it } from 'vitest';
import { buildFeedSnapshot, createFeedCache } from './status-feed.ts';

const record = (agentId: number, extra: Record<string, unknown> = {}): PsychicStatusRecord =>
  ({
    agentId,
    agentName: `Advisor ${agentId}`,
    availTime: 0,
    availTimeStr: '',
    bridged: 'N',
    descr: 'Readings.',
    isICCall: 'N',
    onACall: 'N',
    schedule: { Sun: [], Mon: [], Tues: [], Wed: [], Thu: [], Fri: [], Sat: [] },
    signedIn: 'Y',
    ...extra,
  }) as PsychicStatusRecord;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('buildFeedSnapshot', () => {
  it('drops fields the feed schema does not have', async () => {
    const snapshot = await buildFeedSnapshot([record(1, { phoneNumber: '555' })]);
    expect(snapshot.variants.identity.body.toString()).not.toContain('phoneNumber');
  });

  it('precomputes the headers of each coding', async () => {
    const snapshot = await buildFeedSnapshot([record(1)]);
    expect(snapshot.variants.gzip.headers['content-encoding']).toBe('gzip');
    expect(snapshot.variants.br.headers['content-encoding']).toBe('br');
    expect(snapshot.variants.identity.headers['content-encoding']).toBeUndefined();
    expect(snapshot.variants.identity.headers['content-length']).toBe(
      String(snapshot.variants.identity.body.length),
    );
    expect(snapshot.etags).toHaveLength(3);
  });
});

describe('createFeedCache', () => {
  it('reads the database once until invalidated', async () => {
    let loads = 0;
    const cache = createFeedCache(async () => {
      loads += 1;
      return [record(loads)];
    });
    expect(cache.peek()).toBeUndefined();
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect(a).toBe(b);
    expect(await cache.get()).toBe(a);
    expect(cache.peek()).toBe(a);
    expect(loads).toBe(1);

    cache.invalidate();
    expect(cache.peek()).toBeUndefined();
    const c = await cache.get();
    expect(loads).toBe(2);
    expect(c.records[0]?.agentId).toBe(2);
  });

  it('never keeps a rebuild that started before the latest invalidation', async () => {
    const gates = [deferred<PsychicStatusRecord[]>(), deferred<PsychicStatusRecord[]>()];
    let call = 0;
    const cache = createFeedCache(() => gates[call++]!.promise);

    const early = cache.get();
    cache.invalidate(); // a write committed while the first read was in flight
    const late = cache.get();
    gates[0]!.resolve([record(1)]);
    gates[1]!.resolve([record(2)]);

    expect((await early).records[0]?.agentId).toBe(1);
    expect((await late).records[0]?.agentId).toBe(2);
    expect(cache.peek()?.records[0]?.agentId).toBe(2);
  });

  it('expires by age only while notifications are not trusted', async () => {
    let loads = 0;
    const cache = createFeedCache(async () => [record(++loads)]);
    await cache.get();
    cache.setMaxAge(0);
    await new Promise((r) => setTimeout(r, 5));
    expect(cache.peek()).toBeUndefined();
    await cache.get();
    expect(loads).toBe(2);
    cache.setMaxAge(undefined);
    await new Promise((r) => setTimeout(r, 5));
    expect(cache.peek()).toBeDefined();
  });

  it('lets the next caller retry after a failed rebuild', async () => {
    let fail = true;
    const cache = createFeedCache(async () => {
      if (fail) throw new Error('database away');
      return [record(1)];
    });
    await expect(cache.get()).rejects.toThrow('database away');
    fail = false;
    await expect(cache.get()).resolves.toBeDefined();
  });

  it('tells its observer each hit and each rebuild, not a caller that joins a rebuild under way', async () => {
    const seen = { hits: 0, rebuilds: 0 };
    const cache = createFeedCache(async () => [record(1)], {
      hit: () => {
        seen.hits += 1;
      },
      rebuild: () => {
        seen.rebuilds += 1;
      },
    });
    expect(cache.peek()).toBeUndefined();
    await Promise.all([cache.get(), cache.get()]);
    expect(seen).toEqual({ hits: 0, rebuilds: 1 });
    cache.peek();
    await cache.get();
    expect(seen).toEqual({ hits: 2, rebuilds: 1 });
    cache.invalidate();
    await cache.get();
    expect(seen).toEqual({ hits: 2, rebuilds: 2 });
  });
});
