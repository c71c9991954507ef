import { randomUUID } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import { advisorEarnings, earningsLedger, messageJobs, payoutProfiles } from '@app/db/schema';
import type { PayoutMethod } from '@app/shared/rules/earnings';
import { eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { retryTransaction } from '../../src/modules/credits/money-transaction.ts';
import { earningsSum, lockEarnings } from '../../src/modules/earnings/ledger.ts';

/** What a dated ledger entry says besides its advisor, amount, running balance and time. */
type EntryColumns = Omit<
  typeof earningsLedger.$inferInsert,
  'agentId' | 'deltaCents' | 'balanceAfterCents' | 'createdAt'
>;

/**
 * A ledger entry written as if at `at` (a past pay period): the ledger's own columns, under the earnings
 * row's lock, so the balance stays the sum of the entries. Only tests date an entry.
 */
export async function entryAt(
  db: AppDb,
  agentId: number,
  cents: number,
  at: Date,
  entry: EntryColumns,
): Promise<void> {
  await retryTransaction(db, async (tx) => {
    const { balanceCents } = await lockEarnings(tx, agentId);
    await tx.insert(earningsLedger).values({
      ...entry,
      agentId,
      deltaCents: cents,
      balanceAfterCents: balanceCents + cents,
      createdAt: at,
    });
    await tx
      .update(advisorEarnings)
      .set({ balanceCents: sql`${advisorEarnings.balanceCents} + ${cents}` })
      .where(eq(advisorEarnings.agentId, agentId));
  });
}

/** Earnings written as if they had been earned at `at`: a bonus adjustment. */
export function earnAt(db: AppDb, agentId: number, cents: number, at: Date): Promise<void> {
  return entryAt(db, agentId, cents, at, {
    kind: 'adjustment',
    reference: `test-${randomUUID()}`,
    reason: 'bonus',
    note: 'test earnings',
  });
}

/** A payout profile written straight to its table (the payout-profile module's form is tested there). */
export async function giveProfile(
  db: AppDb,
  agentId: number,
  profile: {
    method?: PayoutMethod;
    destination?: string;
    holdUntil?: Date | null;
    language?: 'en' | 'fr';
  } = {},
): Promise<void> {
  const values = {
    agentId,
    method: profile.method ?? 'paypal',
    destination: profile.destination ?? `advisor-${agentId}@example.com`,
    legalName: `Advisor ${agentId}`,
    addressLine1: '1 rue Test',
    city: 'Montréal',
    province: 'QC',
    postalCode: 'H2X 1Y4',
    tinKind: 'sin',
    tinCiphertext: Buffer.from('sealed'),
    tinLast3: '123',
    keyId: 'test',
    holdUntil: profile.holdUntil ?? null,
    language: profile.language ?? 'en',
  };
  await db
    .insert(payoutProfiles)
    .values(values)
    .onConflictDoUpdate({ target: payoutProfiles.agentId, set: values });
}

/** An advisor owed `cents` earned inside `period`, with a payout profile: what a run of that period pays. */
export async function owedInPeriod(
  db: AppDb,
  agentId: number,
  cents: number,
  period: { start: Date },
  profile: Parameters<typeof giveProfile>[2] = {},
): Promise<void> {
  await earnAt(db, agentId, cents, insidePeriod(period));
  await giveProfile(db, agentId, profile);
}

export async function earningsState(db: AppDb, agentId: number) {
  const [row] = await db.select().from(advisorEarnings).where(eq(advisorEarnings.agentId, agentId));
  return { balance: row?.balanceCents ?? 0, sum: await earningsSum(db, agentId) };
}

/** Sets what the emulated provider reports of our payout item. */
export async function setPayoutOutcome(
  app: FastifyInstance,
  method: PayoutMethod,
  itemId: string,
  outcome: 'pending' | 'success' | 'failed' | 'returned' | 'unclaimed' | 'blocked',
) {
  const res = await app.inject({
    method: 'POST',
    url: `/dev/${method === 'paypal' ? 'paypal' : 'gigadat'}/payouts/${itemId}/outcome`,
    payload: { outcome },
  });
  if (res.statusCode !== 200) throw new Error(`outcome answered ${res.statusCode} ${res.body}`);
}

/** Messages queued with keys starting with `prefix`. */
export function queuedMessages(db: AppDb, prefix: string) {
  return db
    .select({
      key: messageJobs.key,
      channel: messageJobs.channel,
      to: messageJobs.to,
      body: messageJobs.body,
      subject: messageJobs.subject,
    })
    .from(messageJobs)
    .where(like(messageJobs.key, `${prefix}%`));
}

/** An instant inside a past period: its first day at noon, Montréal time. */
export const insidePeriod = (period: { start: Date }) => new Date(period.start.getTime() + 12 * 3_600_000);
