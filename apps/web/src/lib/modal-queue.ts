import { useEffect, useId, useSyncExternalStore } from 'react';

/**
 * One modal at a time: every dialog that wants to open joins a queue, and only the first one is shown.
 * The others wait their turn (the dashboard's phone notice waits for the tarot game, the home notice for an
 * announcement) instead of stacking on top of each other.
 */
export interface ModalQueue {
  request(id: string): void;
  release(id: string): void;
  current(): string | undefined;
  subscribe(listener: () => void): () => void;
}

export function createModalQueue(): ModalQueue {
  let waiting: readonly string[] = [];
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    request(id) {
      if (waiting.includes(id)) return;
      waiting = [...waiting, id];
      emit();
    },
    release(id) {
      if (!waiting.includes(id)) return;
      waiting = waiting.filter((entry) => entry !== id);
      emit();
    },
    current: () => waiting[0],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const shellQueue = createModalQueue();

/** True while this modal wants to be open and it is its turn. */
export function useModalTurn(wanted: boolean, queue: ModalQueue = shellQueue): boolean {
  const id = useId();
  useEffect(() => {
    if (!wanted) return;
    queue.request(id);
    return () => queue.release(id);
  }, [wanted, id, queue]);
  const current = useSyncExternalStore(queue.subscribe, queue.current, queue.current);
  return wanted && current === id;
}
