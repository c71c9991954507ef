import type { AppDb } from '@app/db/client';
import {
  advisors,
  coupons,
  customers,
  platformAnnouncements,
  promotions,
  purchases,
  staffAuditLog,
  tarotGames,
  user,
} from '@app/db/schema';
import {
  type AuditReference,
  type AuditReferenceKind,
  auditReferenceKey,
} from '@app/shared/rules/audit-references';
import type { StaffAuditAction } from '@app/shared/schemas/staff';
import { and, count, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { pageWithTotal } from '../../db-paging.ts';
import { escapeLike } from '../../search-text.ts';

export interface AuditSearch {
  actor?: string;
  action?: StaffAuditAction;
  target?: string;
  from?: Date;
  to?: Date;
  page: number;
  pageSize: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AGENT_ID = /^\d{1,9}$/;

type Named = { id: unknown; name: string | null };
type Lookup = (ids: string[]) => Promise<Named[]>;

/** Asks `lookup` only for the ids its column can hold (a uuid column refuses other text), and never for none. */
const readable =
  (accepts: RegExp | null, lookup: Lookup): Lookup =>
  async (ids) => {
    const usable = accepts ? ids.filter((id) => accepts.test(id)) : ids;
    return usable.length === 0 ? [] : lookup(usable);
  };

/** The words that name each kind of thing, by id: what staff recognise in place of the id. */
function nameLookups(db: AppDb): Record<AuditReferenceKind, Lookup> {
  /** The `name` of the rows of `table` whose `id` is among the ids. */
  const namesIn =
    (table: PgTable, id: AnyPgColumn, name: AnyPgColumn | SQL<string>) =>
    (ids: (string | number)[]): Promise<Named[]> =>
      db.select({ id, name }).from(table).where(inArray(id, ids)) as Promise<Named[]>;

  return {
    customer: readable(null, namesIn(customers, customers.id, customers.email)),
    advisor: readable(AGENT_ID, async (ids) =>
      namesIn(advisors, advisors.agentId, advisors.name)(ids.map(Number)),
    ),
    user: readable(null, namesIn(user, user.id, user.email)),
    coupon: readable(UUID, namesIn(coupons, coupons.id, coupons.code)),
    promotion: readable(UUID, namesIn(promotions, promotions.id, promotions.message)),
    announcement: readable(
      UUID,
      namesIn(platformAnnouncements, platformAnnouncements.id, platformAnnouncements.title),
    ),
    purchase: readable(UUID, namesIn(purchases, purchases.id, purchases.bundleName)),
    // A tarot week is known by the day it starts.
    tarot_game: readable(
      UUID,
      namesIn(
        tarotGames,
        tarotGames.id,
        sql<string>`to_char(${tarotGames.weekStart} at time zone 'America/Toronto', 'YYYY-MM-DD')`,
      ),
    ),
  };
}

export function createStaffAuditRepository(db: AppDb) {
  const lookups = nameLookups(db);
  return {
    /** The names of what audit rows refer to, keyed 'kind:id'; a reference that no longer exists is left out. */
    async namesOf(references: AuditReference[]): Promise<Map<string, string>> {
      const byKind = new Map<AuditReferenceKind, string[]>();
      for (const reference of references)
        byKind.set(reference.kind, [...(byKind.get(reference.kind) ?? []), reference.id]);
      const found = await Promise.all(
        [...byKind].map(async ([kind, ids]) => {
          const rows = await lookups[kind]([...new Set(ids)]);
          return rows.flatMap((row): [string, string][] =>
            row.name ? [[auditReferenceKey({ kind, id: String(row.id) }), row.name]] : [],
          );
        }),
      );
      return new Map(found.flat());
    },

    /** An action whose only database change is its audit row (an e-mail sent). */

    async search(search: AuditSearch) {
      const where = and(
        search.actor ? ilike(staffAuditLog.actorEmail, `%${escapeLike(search.actor)}%`) : undefined,
        search.action ? eq(staffAuditLog.action, search.action) : undefined,
        search.target ? eq(staffAuditLog.target, search.target) : undefined,
        search.from ? gte(staffAuditLog.at, search.from) : undefined,
        search.to ? lte(staffAuditLog.at, search.to) : undefined,
      );
      return pageWithTotal(
        db
          .select({
            id: staffAuditLog.id,
            at: staffAuditLog.at,
            actorEmail: staffAuditLog.actorEmail,
            actorRole: staffAuditLog.actorRole,
            action: staffAuditLog.action,
            target: staffAuditLog.target,
            before: staffAuditLog.before,
            after: staffAuditLog.after,
            reason: staffAuditLog.reason,
            clientIp: staffAuditLog.clientIp,
          })
          .from(staffAuditLog)
          .where(where)
          .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
          .$dynamic(),
        db.select({ n: count() }).from(staffAuditLog).where(where),
        search,
      );
    },
  };
}

export type StaffAuditRepository = ReturnType<typeof createStaffAuditRepository>;
