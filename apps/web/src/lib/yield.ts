/**
 * Gives the browser a turn (input, rendering, other tasks) before the next piece of start-up work, so the
 * app's start is several short tasks instead of one long one. `scheduler.yield()` where the browser has it
 * (the continuation keeps its priority), a new task otherwise.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
