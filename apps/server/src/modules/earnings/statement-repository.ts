import type { AppDb } from '@app/db/client';
import {
  advisorEarnings,
  advisors,
  creditUsage,
  customers,
  earningsLedger,
  payoutItems,
  user,
} from '@app/db/schema';
import { BUSINESS_TIME_ZONE } from '@app/shared/constants';
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { type PageRequest, pageWithTotal } from '../../db-paging.ts';
import type { AnnualEntry, PaidPayout, StatementRow } from './statement.ts';

/** When a paid item landed: its settlement, else when it was sent, else when it was made. */
const paidAt = sql<Date>`coalesce(${payoutItems.settledAt}, ${payoutItems.sentAt}, ${payoutItems.createdAt})`;

/** The rows of advisors' statements: the ledger, the calls and payout items it points to. Reads only. */
export function createStatementRepository(db: AppDb) {
  return {
    async advisor(agentId: number): Promise<{ agentId: number; name: string } | undefined> {
      const [row] = await db
        .select({ agentId: advisors.agentId, name: advisors.name })
        .from(advisors)
        .where(eq(advisors.agentId, agentId));
      return row;
    },

    /** advisor_earnings.balance_cents (no row yet: nothing earned). */
    async balance(agentId: number): Promise<number> {
      const [row] = await db
        .select({ balanceCents: advisorEarnings.balanceCents })
        .from(advisorEarnings)
        .where(eq(advisorEarnings.agentId, agentId));
      return row?.balanceCents ?? 0;
    },

    /** The sum of the advisor's entries written before `instant`: the balance owed at that moment. */
    async balanceBefore(agentId: number, instant: Date): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${earningsLedger.deltaCents}), 0)` })
        .from(earningsLedger)
        .where(and(eq(earningsLedger.agentId, agentId), lt(earningsLedger.createdAt, instant)));
      return Number(row?.total ?? 0);
    },

    /** The entries written in [start, end), each with its call (and caller) or payout item. */
    async entries(agentId: number, start: Date, end: Date): Promise<StatementRow[]> {
      const rows = await db
        .select({
          id: earningsLedger.id,
          kind: earningsLedger.kind,
          deltaCents: earningsLedger.deltaCents,
          createdAt: earningsLedger.createdAt,
          minutes: earningsLedger.minutes,
          rateCents: earningsLedger.rateCents,
          reason: earningsLedger.reason,
          note: earningsLedger.note,
          callStart: creditUsage.callStart,
          durationSeconds: creditUsage.durationSeconds,
          customerName: customers.name,
          customerEmail: customers.email,
          payoutMethod: payoutItems.method,
          payoutStatus: payoutItems.status,
        })
        .from(earningsLedger)
        .leftJoin(
          creditUsage,
          and(
            eq(earningsLedger.kind, 'call'),
            eq(creditUsage.callSid, earningsLedger.reference),
            eq(creditUsage.advisorAgentId, earningsLedger.agentId),
          ),
        )
        .leftJoin(customers, eq(customers.id, creditUsage.customerId))
        .leftJoin(
          payoutItems,
          and(
            inArray(earningsLedger.kind, ['payout', 'payout_return']),
            sql`${payoutItems.id}::text = ${earningsLedger.reference}`,
            eq(payoutItems.agentId, earningsLedger.agentId),
          ),
        )
        .where(
          and(
            eq(earningsLedger.agentId, agentId),
            gte(earningsLedger.createdAt, start),
            lt(earningsLedger.createdAt, end),
          ),
        )
        .orderBy(asc(earningsLedger.createdAt), asc(earningsLedger.id));
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        deltaCents: row.deltaCents,
        createdAt: row.createdAt,
        minutes: row.minutes,
        rateCents: row.rateCents,
        reason: row.reason,
        note: row.note,
        call:
          row.callStart && row.durationSeconds !== null
            ? {
                callStart: row.callStart,
                durationSeconds: row.durationSeconds,
                customerName: row.customerName ?? '',
                customerEmail: row.customerEmail ?? '',
              }
            : null,
        payout:
          row.payoutMethod && row.payoutStatus
            ? { method: row.payoutMethod, status: row.payoutStatus }
            : null,
      }));
    },

    /** The entries of [start, end) as a summary counts them. */
    annualEntries(agentId: number, start: Date, end: Date): Promise<AnnualEntry[]> {
      return db
        .select({
          kind: earningsLedger.kind,
          deltaCents: earningsLedger.deltaCents,
          minutes: earningsLedger.minutes,
          createdAt: earningsLedger.createdAt,
        })
        .from(earningsLedger)
        .where(
          and(
            eq(earningsLedger.agentId, agentId),
            gte(earningsLedger.createdAt, start),
            lt(earningsLedger.createdAt, end),
          ),
        );
    },

    /** The advisor's payout items that were paid and landed in [start, end). */
    async paidPayouts(agentId: number, start: Date, end: Date): Promise<PaidPayout[]> {
      const rows = await db
        .select({ amountCents: payoutItems.amountCents, paidAt: paidAt.mapWith(payoutItems.settledAt) })
        .from(payoutItems)
        .where(
          and(
            eq(payoutItems.agentId, agentId),
            eq(payoutItems.status, 'paid'),
            gte(paidAt, start),
            lt(paidAt, end),
          ),
        );
      return rows.map((row) => ({ amountCents: row.amountCents, paidAt: new Date(row.paidAt) }));
    },

    /** The business-clock days ('2026-11-16') on which the advisor's earnings changed. */
    async activityDays(agentId: number): Promise<string[]> {
      const day = sql<string>`to_char(${earningsLedger.createdAt} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
      const rows = await db
        .selectDistinct({ day })
        .from(earningsLedger)
        .where(eq(earningsLedger.agentId, agentId));
      return rows.map((row) => row.day);
    },

    /** The advisor's last payout items, newest first. */
    recentPayouts(agentId: number, limit: number) {
      return db
        .select({
          id: payoutItems.id,
          amountCents: payoutItems.amountCents,
          method: payoutItems.method,
          status: payoutItems.status,
          createdAt: payoutItems.createdAt,
          settledAt: payoutItems.settledAt,
        })
        .from(payoutItems)
        .where(eq(payoutItems.agentId, agentId))
        .orderBy(desc(payoutItems.createdAt), desc(payoutItems.id))
        .limit(limit);
    },

    /** A page of the advisor's ledger, newest first, with who wrote each entry. */
    ledgerPage(agentId: number, page: PageRequest) {
      return pageWithTotal(
        db
          .select({
            id: earningsLedger.id,
            createdAt: earningsLedger.createdAt,
            kind: earningsLedger.kind,
            deltaCents: earningsLedger.deltaCents,
            balanceAfterCents: earningsLedger.balanceAfterCents,
            reference: earningsLedger.reference,
            minutes: earningsLedger.minutes,
            rateCents: earningsLedger.rateCents,
            reason: earningsLedger.reason,
            note: earningsLedger.note,
            overrideNegative: earningsLedger.overrideNegative,
            actorEmail: user.email,
          })
          .from(earningsLedger)
          .leftJoin(user, eq(user.id, earningsLedger.actorUserId))
          .where(eq(earningsLedger.agentId, agentId))
          .orderBy(desc(earningsLedger.createdAt), desc(earningsLedger.id))
          .$dynamic(),
        db.select({ n: count() }).from(earningsLedger).where(eq(earningsLedger.agentId, agentId)),
        page,
      );
    },
  };
}

export type StatementRepository = ReturnType<typeof createStatementRepository>;
