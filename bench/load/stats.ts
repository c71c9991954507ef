/**
 * What the load test counts: the kinds of request, and per measuring window each kind's due requests,
 * latencies and errors, with a request timed from when it was due.
 */
import { performance } from 'node:perf_hooks';
import type { Answer } from './http.ts';

export const KINDS = ['feed', 'page', 'profile', 'sign-in', 'purchase', 'call'] as const;
export type Kind = (typeof KINDS)[number];

export interface KindStats {
  /** Requests due in the window. */
  due: number;
  /** Milliseconds from due to the last byte, one per answered request. */
  latencies: number[];
  errors: number;
  /** 304 answers (a feed poll whose version the visitor already had). */
  notModified: number;
  /** Error counts by status or network error code, to say what failed. */
  errorKinds: Map<string, number>;
}

/** What one measuring window saw; a request is counted in the window it was due in. */
export class WindowStats {
  readonly byKind = new Map<Kind, KindStats>(
    KINDS.map((kind) => [kind, { due: 0, latencies: [], errors: 0, notModified: 0, errorKinds: new Map() }]),
  );
  inFlight = 0;

  kind(kind: Kind): KindStats {
    const stats = this.byKind.get(kind);
    if (!stats) throw new Error(`unknown kind ${kind}`);
    return stats;
  }

  /** Resolves when every request due in this window has been answered or has timed out. */
  async settled(): Promise<void> {
    while (this.inFlight > 0) await new Promise((r) => setTimeout(r, 50));
  }
}

/** Counts a request in the window it is due in; any status under 400 (304 included) is a success. */
export async function timed(
  stats: WindowStats,
  kind: Kind,
  dueAt: number,
  run: () => Promise<Answer>,
): Promise<Answer | undefined> {
  const counted = stats.kind(kind);
  counted.due++;
  stats.inFlight++;
  try {
    const answer = await run();
    counted.latencies.push(performance.now() - dueAt);
    if (answer.status === 304) counted.notModified++;
    if (answer.status >= 400) fail(counted, String(answer.status));
    return answer;
  } catch (error) {
    fail(counted, (error as NodeJS.ErrnoException).code ?? (error as Error).message);
    return undefined;
  } finally {
    stats.inFlight--;
  }
}

function fail(stats: KindStats, why: string) {
  stats.errors++;
  stats.errorKinds.set(why, (stats.errorKinds.get(why) ?? 0) + 1);
}
