import type { AppDb } from '@app/db/client';
import { callSessions, refunds } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import { pluralText } from '@app/shared/messages/plural';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';

/**
 * Minutes of a balance that are spoken for: still counted in `customers.credits`, but not free to be
 * taken or reserved again. Read under the customer's row lock (moneyTransaction), which every call
 * connection, settlement, refund and adjustment takes first, so what they see cannot change under them.
 */
export interface CallHold {
  /** Minutes reserved by the customer's calls in progress (call sessions 'dialing'). */
  minutes: number;
  /** When the last of those calls reaches its cap (its time limit), or null without a call. */
  endsAt: Date | null;
}

/** The minutes the customer's calls in progress have reserved, and when the last one must end. */
export async function callHoldOf(tx: AppDb, customerId: string): Promise<CallHold> {
  const [row] = await tx
    .select({
      minutes: sql<string>`coalesce(sum(${callSessions.reservedMinutes}), 0)`,
      endsAt: sql<
        string | null
      >`max(coalesce(${callSessions.dialStartedAt}, ${callSessions.createdAt}) + make_interval(mins => ${callSessions.reservedMinutes}))`,
    })
    .from(callSessions)
    .where(and(eq(callSessions.customerId, customerId), eq(callSessions.status, 'dialing')));
  const minutes = Number(row?.minutes ?? 0);
  return { minutes, endsAt: minutes > 0 && row?.endsAt ? new Date(row.endsAt) : null };
}

/**
 * Minutes that refunds still waiting for their provider's answer will take back: a call must not
 * reserve them, or the refund would take minutes the call is talking.
 */
export async function pendingRefundMinutes(tx: AppDb, customerId: string): Promise<number> {
  const [row] = await tx
    .select({ minutes: sql<string>`coalesce(sum(${refunds.minutes}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.customerId, customerId), eq(refunds.status, 'pending')));
  return Number(row?.minutes ?? 0);
}

/**
 * The minutes a new call may not reserve: those of the calls in progress and of the pending refunds.
 */
export async function spokenForMinutes(tx: AppDb, customerId: string): Promise<number> {
  return (await callHoldOf(tx, customerId)).minutes + (await pendingRefundMinutes(tx, customerId));
}

/**
 * The 409 of a refund or an adjustment that would take minutes a call in progress has reserved: the
 * call would then be talked for free. It says when to try again (the call's cap at the latest), also as
 * Retry-After.
 */
export function callInProgressError(hold: CallHold, now: Date): AppError {
  const seconds = Math.max(
    1,
    Math.ceil(((hold.endsAt?.getTime() ?? now.getTime()) - now.getTime()) / 1000) + 30,
  );
  const minutes = Math.ceil(seconds / 60);
  const words = pluralText(en.backOffice.adjust, 'callInProgress', minutes, 'en');
  return new AppError(409, 'CALL_IN_PROGRESS', formatMessage(words, { held: hold.minutes, count: minutes }), {
    retryAfterSeconds: seconds,
  });
}
