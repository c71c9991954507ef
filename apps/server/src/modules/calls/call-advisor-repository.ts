import type { AppDb } from '@app/db/client';
import { advisors } from '@app/db/schema';
import { and, eq } from 'drizzle-orm';
import { advisorLineColumns, advisorNameColumns } from '../../db-columns.ts';

export interface AdvisorOnLine {
  agentId: number;
  name: string;
  signedIn: boolean;
  onACall: boolean;
  availTime: number;
  isActive: boolean;
}

/** What the status feed shows while an advisor is busy: the seconds and their 'm:ss' text. */
export interface BusyFor {
  availTime: number;
  availTimeStr: string;
}

/**
 * The advisors' rows as a call reads, takes, holds and frees them. `db` is the database, or the
 * transaction of the service that locked the customer and the session first.
 */
export function createCallAdvisorRepository(db: AppDb) {
  return {
    async find(agentId: number): Promise<AdvisorOnLine | undefined> {
      const [row] = await db
        .select({
          ...advisorLineColumns,
          availTime: advisors.availTime,
          isActive: advisors.isActive,
        })
        .from(advisors)
        .where(eq(advisors.agentId, agentId))
        .limit(1);
      return row;
    },

    /** The advisor's name and how French refers to them. */
    async nameOf(agentId: number) {
      const [advisor] = await db
        .select(advisorNameColumns)
        .from(advisors)
        .where(eq(advisors.agentId, agentId));
      return advisor;
    },

    /**
     * Takes the advisor for a call, when active and signed in, and not on a call unless `held` (an
     * advisor held for this caller is still 'on a call' for everyone else). Undefined when not taken.
     */
    async take(input: { agentId: number; held: boolean; busy: BusyFor; now: Date }) {
      const [advisor] = await db
        .update(advisors)
        .set({ onACall: true, bridged: true, ...input.busy, updatedAt: input.now })
        .where(
          and(
            eq(advisors.agentId, input.agentId),
            eq(advisors.isActive, true),
            eq(advisors.signedIn, true),
            input.held ? undefined : eq(advisors.onACall, false),
          ),
        )
        .returning({ name: advisors.name, phoneNumber: advisors.phoneNumber });
      return advisor;
    },

    /** Keeps the advisor busy in the feed, off any bridge, while the reserve holds them. */
    async holdBusy(input: { agentId: number; busy: BusyFor; now: Date }) {
      const [advisor] = await db
        .update(advisors)
        .set({ onACall: true, bridged: false, ...input.busy, updatedAt: input.now })
        .where(eq(advisors.agentId, input.agentId))
        .returning(advisorNameColumns);
      return advisor;
    },

    /** The advisor is off the line: neither on a call nor held. */
    async free(agentId: number, now: Date): Promise<void> {
      await db
        .update(advisors)
        .set({ onACall: false, bridged: false, availTime: 0, availTimeStr: '', updatedAt: now })
        .where(eq(advisors.agentId, agentId));
    },
  };
}

export type CallAdvisorRepository = ReturnType<typeof createCallAdvisorRepository>;
