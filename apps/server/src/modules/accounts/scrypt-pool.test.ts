import { availableParallelism } from 'node:os';
import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { createSlots, HASH_SLOTS, hashPassword, verifyPassword } from './scrypt-pool.ts';

describe('password hashing through a bounded queue', () => {
  it('keeps better-auth’s format: each verifies the other’s hashes', async () => {
    const ours = await hashPassword('moonlight-42');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await betterAuthVerify({ hash: ours, password: 'moonlight-42' })).toBe(true);
    const theirs = await betterAuthHash('moonlight-42');
    expect(await verifyPassword({ hash: theirs, password: 'moonlight-42' })).toBe(true);
    expect(await verifyPassword({ hash: theirs, password: 'moonlight-43' })).toBe(false);
    // NFKC: the same password typed with a composed or a decomposed accent.
    const accented = await hashPassword('ros\u00e9-lune');
    expect(await verifyPassword({ hash: accented, password: 'rose\u0301-lune' })).toBe(true);
    await expect(verifyPassword({ hash: 'not-a-hash', password: 'x' })).rejects.toThrow(
      'Invalid password hash',
    );
  }, 30_000);

  it('leaves a core to the event loop', () => {
    expect(HASH_SLOTS).toBe(Math.max(1, availableParallelism() - 1));
  });

  it.each([1, 2])(
    'runs at most %i task(s) at once, in the order they asked, and frees a failed one’s slot',
    async (size) => {
      const slots = createSlots(size);
      let running = 0;
      let most = 0;
      const started: number[] = [];
      const task = (n: number) =>
        slots.run(async () => {
          running += 1;
          most = Math.max(most, running);
          started.push(n);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
          if (n === 2) throw new Error('refused');
          return n;
        });
      const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(task));
      expect(most).toBe(size);
      expect(started).toEqual([0, 1, 2, 3, 4, 5]);
      expect(results.map((result) => result.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'rejected',
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);
      expect(slots.running).toBe(0);
      expect(slots.waiting).toBe(0);
    },
  );
});
