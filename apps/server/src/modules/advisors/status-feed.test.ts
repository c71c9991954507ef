import type { PsychicStatusRecord } from '@app/shared/schemas/advisors';
import { describe, expect, it, vi } from 'vitest';
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
  it('reads the database once until invalidated, then serves the previous snapshot until the next is built', async () => {
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

    const rebuilt = cache.invalidate();
    expect(cache.peek()).toBe(a);
    const c = await rebuilt;
    expect(loads).toBe(2);
    expect(c.records[0]?.agentId).toBe(2);
    expect(cache.peek()).toBe(c);
  });

  it('answers a poll after a change at once, from the previous snapshot, while a slow rebuild runs', async () => {
    const slow = deferred<PsychicStatusRecord[]>();
    let loads = 0;
    const cache = createFeedCache(() => (++loads === 1 ? Promise.resolve([record(1)]) : slow.promise));
    const first = await cache.get();
    const rebuilt = cache.invalidate();
    // The rebuild is stuck in the database: polls neither wait for it nor start another.
    for (let i = 0; i < 5; i += 1) {
      expect(cache.peek()).toBe(first);
      await expect(cache.get()).resolves.toBe(first);
    }
    expect(loads).toBe(2);
    slow.resolve([record(2)]);
    expect((await rebuilt).records[0]?.agentId).toBe(2);
    expect(cache.peek()?.records[0]?.agentId).toBe(2);
  });

  it('runs one rebuild at a time: changes during a rebuild share the one that follows it', async () => {
    const gates: ReturnType<typeof deferred<PsychicStatusRecord[]>>[] = [];
    let running = 0;
    let most = 0;
    const cache = createFeedCache(async () => {
      running += 1;
      most = Math.max(most, running);
      const gate = deferred<PsychicStatusRecord[]>();
      gates.push(gate);
      const records = await gate.promise;
      running -= 1;
      return records;
    });
    const first = cache.get();
    await Promise.resolve();
    const changes = [cache.invalidate(), cache.invalidate(), cache.invalidate()];
    expect(gates).toHaveLength(1);
    gates[0]?.resolve([record(1)]);
    expect((await first).records[0]?.agentId).toBe(1);
    await vi.waitFor(() => expect(gates).toHaveLength(2));
    gates[1]?.resolve([record(2)]);
    for (const change of changes) expect((await change).records[0]?.agentId).toBe(2);
    expect(most).toBe(1);
    expect(gates).toHaveLength(2);
  });

  it('keeps a rebuild that started before the latest change only as stale, and builds again', async () => {
    const gates = [deferred<PsychicStatusRecord[]>(), deferred<PsychicStatusRecord[]>()];
    let call = 0;
    const cache = createFeedCache(() => gates[call++]!.promise);

    const early = cache.get();
    const change = cache.invalidate(); // a write committed while the first read was in flight
    const late = cache.get();
    gates[0]!.resolve([record(1)]);
    expect((await early).records[0]?.agentId).toBe(1);
    gates[1]!.resolve([record(2)]);
    expect((await late).records[0]?.agentId).toBe(2);
    expect((await change).records[0]?.agentId).toBe(2);
    expect(cache.peek()?.records[0]?.agentId).toBe(2);
    expect(call).toBe(2);
  });

  it('rebuilds by age, in the background, only while notifications are not trusted', async () => {
    let loads = 0;
    const cache = createFeedCache(async () => [record(++loads)]);
    const first = await cache.get();
    cache.setMaxAge(0);
    await new Promise((r) => setTimeout(r, 5));
    expect(cache.peek()).toBe(first);
    expect(loads).toBe(2);
    cache.setMaxAge(undefined);
    await vi.waitFor(() => expect(cache.peek()?.records[0]?.agentId).toBe(2));
    await new Promise((r) => setTimeout(r, 5));
    // A load starts synchronously when a rebuild does: none does now.
    cache.peek();
    expect(loads).toBe(2);
  });

  it('lets the next caller retry after a failed first build, and keeps serving the last snapshot when a rebuild fails', async () => {
    let fail = true;
    const failures: unknown[] = [];
    let loads = 0;
    const cache = createFeedCache(
      async () => {
        loads += 1;
        if (fail) throw new Error('database away');
        return [record(loads)];
      },
      { hit: () => undefined, rebuild: () => undefined, failed: (error) => failures.push(error) },
    );
    await expect(cache.get()).rejects.toThrow('database away');
    fail = false;
    const kept = await cache.get();
    fail = true;
    await expect(cache.invalidate()).rejects.toThrow('database away');
    expect(failures).toHaveLength(1);
    // Still the last snapshot; the next poll tries the rebuild again, in the background.
    fail = false;
    expect(cache.peek()).toBe(kept);
    expect(loads).toBe(4);
    await vi.waitFor(() => expect(cache.peek()?.records[0]?.agentId).toBe(4));
    expect(loads).toBe(4);
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
    await cache.invalidate();
    await cache.get();
    expect(seen).toEqual({ hits: 3, rebuilds: 2 });
  });
});
