/**
 * How many e2e spec files run at once (E2E_WORKERS, default 2), each worker against a server of its
 * own. Two on the 2-core machine: a spec spends much of its time waiting (polls, timed dialogs, the
 * network going idle), and the other worker's Chromium uses that time.
 */
export const E2E_WORKERS = Math.max(1, Math.floor(Number(process.env.E2E_WORKERS ?? 2)) || 1);
