import { describe, expect, it } from 'vitest';
import { createModalQueue } from './modal-queue.ts';

describe('modal queue', () => {
  it('shows the first request and the next one only after it is released', () => {
    const queue = createModalQueue();
    queue.request('announcement');
    queue.request('notice');
    expect(queue.current()).toBe('announcement');
    queue.release('announcement');
    expect(queue.current()).toBe('notice');
    queue.release('notice');
    expect(queue.current()).toBeUndefined();
  });

  it('ignores a repeated request and a release of an unknown id', () => {
    const queue = createModalQueue();
    queue.request('a');
    queue.request('b');
    queue.request('a');
    queue.release('zzz');
    expect(queue.current()).toBe('a');
    queue.release('a');
    expect(queue.current()).toBe('b');
  });

  it('lets a waiting modal withdraw before its turn', () => {
    const queue = createModalQueue();
    queue.request('a');
    queue.request('b');
    queue.request('c');
    queue.release('b');
    queue.release('a');
    expect(queue.current()).toBe('c');
  });

  it('tells subscribers about every change and stops after unsubscribe', () => {
    const queue = createModalQueue();
    let calls = 0;
    const unsubscribe = queue.subscribe(() => {
      calls += 1;
    });
    queue.request('a');
    queue.request('a');
    queue.release('a');
    unsubscribe();
    queue.request('b');
    expect(calls).toBe(2);
  });
});
