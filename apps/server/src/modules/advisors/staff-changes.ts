import type { AppDb } from '@app/db/client';
import type { AdvisorSchedule } from '@app/db/schema';
import { nextAgentId, orderChanges, placeInOrder } from '@app/shared/rules/advisor-directory';
import type { WeekdayKey } from '@app/shared/rules/availability';
import type { GrammaticalGender } from '@app/shared/rules/grammatical-gender';
import { ADVISOR_NAME_MAX } from '@app/shared/schemas/staff-advisors';
import { isCustomerNumber, lockPhoneClaim } from '../accounts/phone-claims.ts';
import { type AuditEntry, advisorTarget, insertAudit } from '../audit/log.ts';
import { retryTransaction } from '../credits/money-transaction.ts';
import {
  type AdvisorRow,
  createStaffAdvisorsRepository,
  type StaffAdvisorsRepository,
  uniqueAdvisorColumnOf,
} from './staff-repository.ts';

type Audit = Omit<AuditEntry, 'action' | 'target' | 'before' | 'after'>;

/** 'customerPhone': the number is verified on a customer account (phone-claims.ts). */
export type AdvisorConflict = 'name' | 'agentId' | 'phone' | 'customerPhone';

/** A write refused by a unique constraint (or the phone claim rule), named by what staff must change. */
export class AdvisorConflictError extends Error {
  constructor(readonly field: AdvisorConflict) {
    super(`advisor ${field} taken`);
  }
}

export interface AdvisorFields {
  name: string;
  description: string;
  /** null: no French presentation. */
  descriptionFr: string | null;
  /** null: not said (French uses the neutral wording). */
  grammaticalGender: GrammaticalGender | null;
  schedule: AdvisorSchedule;
  /** The weekdays ('Sun'…'Sat') the advisor does not work. */
  daysOff: WeekdayKey[];
  payoutCentsPerMinute: number | null;
}

/** What the audit log keeps of an advisor: what staff change, never media bytes. */
const auditView = (row: Partial<AdvisorRow>) => ({
  name: row.name,
  description: row.description,
  descriptionFr: row.descriptionFr,
  grammaticalGender: row.grammaticalGender,
  schedule: row.schedule,
  daysOff: row.daysOff,
  payoutCentsPerMinute: row.payoutCentsPerMinute,
  sortOrder: row.sortOrder,
});

/** Puts `agentId` at `position` and renumbers everyone 1..n (under the order lock). */
async function reorder(rows: StaffAdvisorsRepository, agentId: number, position: number) {
  const order = await rows.order();
  const current = new Map(order.map((row) => [row.agentId, row.sortOrder]));
  const ordered = placeInOrder(
    order.map((row) => row.agentId),
    agentId,
    position,
  );
  for (const change of orderChanges(current, ordered)) {
    await rows.setSortOrder(change.id, change.sortOrder);
  }
}

/** A forwarding number a customer account has verified is refused, under the number's claim lock. */
async function claimForwardingNumber(tx: AppDb, phoneNumber: string): Promise<void> {
  await lockPhoneClaim(tx, phoneNumber);
  if (await isCustomerNumber(tx, phoneNumber)) throw new AdvisorConflictError('customerPhone');
}

/** Writes that a unique constraint may refuse: the refusal becomes an AdvisorConflictError. */
export async function named<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = uniqueAdvisorColumnOf(error);
    if (field) throw new AdvisorConflictError(field);
    throw error;
  }
}

type MediaFile = { bytes: Buffer; contentType: string };

/** An approved application's advisor (issue 43), as `createDraftAdvisor` writes it. */
export interface DraftAdvisor {
  name: string;
  description: string;
  descriptionFr: string | null;
  schedule: AdvisorSchedule;
  daysOff: WeekdayKey[];
  /** The applicant's verified number: the forwarding number. */
  phoneNumber: string;
  photo?: MediaFile;
  audio?: MediaFile;
  /** What the audit row records beside the advisor (the application's id). */
  origin: Record<string, unknown>;
  audit: Audit;
}

/**
 * Writes a draft advisor in the caller's transaction `tx` (an approval's): hidden (not active) until
 * staff publish it, its login opening the console meanwhile. Under the forwarding number's claim and the
 * directory's order lock, its extension follows every one ever given (advisors are never deleted, so an
 * extension is never given twice), and it goes last in the directory. The audit row keeps what staff
 * decided, not the applicant's words or contact details. Answers the new extension; a taken name or
 * number throws AdvisorConflictError once the caller's transaction is wrapped in `named`.
 */
/** 'Claude Tremblay (1015)', the name cut so that the whole stays within ADVISOR_NAME_MAX. */
export function nameWithExtension(name: string, agentId: number): string {
  const suffix = ` (${agentId})`;
  return `${[...name]
    .slice(0, ADVISOR_NAME_MAX - suffix.length)
    .join('')
    .trim()}${suffix}`;
}

export async function createDraftAdvisor(tx: AppDb, input: DraftAdvisor): Promise<number> {
  const rows = createStaffAdvisorsRepository(tx);
  await claimForwardingNumber(tx, input.phoneNumber);
  await rows.lockOrder();
  const agentId = nextAgentId([await rows.highestAgentId()]);
  const sortOrder = (await rows.count()) + 1;
  // Two people may share a name, advisors may not: the draft takes its extension after the name, and
  // staff choose the name customers will read before publishing it.
  const name = (await rows.nameTaken(input.name)) ? nameWithExtension(input.name, agentId) : input.name;
  await rows.insert({
    agentId,
    name,
    description: input.description,
    descriptionFr: input.descriptionFr,
    grammaticalGender: null,
    schedule: input.schedule,
    daysOff: input.daysOff,
    phoneNumber: input.phoneNumber,
    payoutCentsPerMinute: null,
    sortOrder,
    isActive: false,
    draft: true,
  });
  await rows.insertMedia(agentId, {
    ...(input.photo ? { photo: input.photo } : {}),
    ...(input.audio ? { audio: input.audio } : {}),
  });
  await insertAudit(tx, {
    ...input.audit,
    action: 'advisor.create',
    target: advisorTarget(agentId),
    before: null,
    after: {
      ...input.origin,
      agentId,
      draft: true,
      isActive: false,
      schedule: input.schedule,
      daysOff: input.daysOff,
      sortOrder,
      photo: input.photo !== undefined,
      voice: input.audio !== undefined,
    },
  });
  await rows.notifyChange(agentId);
  return agentId;
}

/**
 * What staff change on an advisor, each change with its audit row (and the NOTIFY that refreshes every
 * instance, when the directory or the line changes) in one transaction.
 */
export function createStaffAdvisorChanges(db: AppDb) {
  return {
    /** The new advisor last in the directory, or at `position`; throws AdvisorConflictError. */
    create(input: AdvisorFields & { agentId: number; phoneNumber: string; position?: number; audit: Audit }) {
      return named(() =>
        retryTransaction(db, async (tx) => {
          const rows = createStaffAdvisorsRepository(tx);
          await claimForwardingNumber(tx, input.phoneNumber);
          await rows.lockOrder();
          const n = await rows.count();
          const { audit, position, ...fields } = input;
          await rows.insert({ ...fields, sortOrder: n + 1, isActive: true });
          if (position !== undefined) await reorder(rows, input.agentId, position);
          await insertAudit(tx, {
            ...audit,
            action: 'advisor.create',
            target: advisorTarget(input.agentId),
            before: null,
            after: { ...auditView(fields), agentId: input.agentId, phoneNumber: input.phoneNumber },
          });
          await rows.notifyChange(input.agentId);
        }),
      );
    },

    /** false: no such advisor. */
    update(agentId: number, change: Partial<AdvisorFields> & { position?: number }, audit: Audit) {
      return named(() =>
        retryTransaction(db, async (tx) => {
          const rows = createStaffAdvisorsRepository(tx);
          if (change.position !== undefined) await rows.lockOrder();
          const before = await rows.lock(agentId);
          if (!before) return false;
          const { position, ...fields } = change;
          if (Object.keys(fields).length > 0) await rows.update(agentId, fields);
          if (position !== undefined) await reorder(rows, agentId, position);
          const after = await rows.findRow(agentId);
          await insertAudit(tx, {
            ...audit,
            action: 'advisor.update',
            target: advisorTarget(agentId),
            before: auditView(before),
            after: auditView(after ?? {}),
          });
          await rows.notifyChange(agentId);
          return true;
        }),
      );
    },

    /** false: no such advisor; unchanged numbers write nothing. */
    setPhone(agentId: number, phoneNumber: string, audit: Audit) {
      return named(() =>
        retryTransaction(db, async (tx) => {
          const rows = createStaffAdvisorsRepository(tx);
          await claimForwardingNumber(tx, phoneNumber);
          const before = await rows.lock(agentId);
          if (!before) return false;
          if (before.phoneNumber === phoneNumber) return true;
          await rows.update(agentId, { phoneNumber });
          await insertAudit(tx, {
            ...audit,
            action: 'advisor.phone',
            target: advisorTarget(agentId),
            before: { phoneNumber: before.phoneNumber },
            after: { phoneNumber },
          });
          return true;
        }),
      );
    },

    /**
     * Deactivation takes the advisor off the line (signed out of the phone queue) and ends their login's
     * sessions in the same transaction; a second click changes and records nothing. A draft (approved,
     * not yet published) is not active already: deactivating it ends the draft, so its login no longer
     * opens the console. Reactivating a draft is refused ('draft'): it has never been in the directory,
     * and entering it is publishing, which records the publication (`publish`).
     */
    setActive(
      agentId: number,
      active: boolean,
      audit: Audit,
    ): Promise<'not-found' | 'unchanged' | 'changed' | 'draft'> {
      return retryTransaction(db, async (tx) => {
        const rows = createStaffAdvisorsRepository(tx);
        const before = await rows.lock(agentId);
        if (!before) return 'not-found';
        if (active && before.draft) return 'draft';
        if (before.isActive === active && !(before.draft && !active)) return 'unchanged';
        await rows.update(
          agentId,
          active ? { isActive: true } : { isActive: false, draft: false, signedIn: false },
        );
        const ended = !active && before.userId ? await rows.deleteSessions(before.userId) : 0;
        await insertAudit(tx, {
          ...audit,
          action: active ? 'advisor.reactivate' : 'advisor.deactivate',
          target: advisorTarget(agentId),
          before: before.draft ? { isActive: before.isActive, draft: true } : { isActive: before.isActive },
          after: active
            ? { isActive: true }
            : { isActive: false, ...(before.draft ? { draft: false } : {}), sessionsEnded: ended },
        });
        await rows.notifyChange(agentId);
        return 'changed';
      });
    },

    /**
     * Puts a draft (an approved application's advisor) in the directory, the feed and the phone menu, with
     * its audit row and the NOTIFY that refreshes every instance; its first days' row records when.
     * 'not-draft': an advisor already published, or never a draft.
     */
    publish(
      agentId: number,
      audit: Audit,
      at: Date = new Date(),
    ): Promise<'not-found' | 'not-draft' | 'published'> {
      return retryTransaction(db, async (tx) => {
        const rows = createStaffAdvisorsRepository(tx);
        const before = await rows.lock(agentId);
        if (!before) return 'not-found';
        if (!before.draft) return 'not-draft';
        await rows.update(agentId, { draft: false, isActive: true });
        await rows.markPublished(agentId, at);
        await insertAudit(tx, {
          ...audit,
          action: 'advisor.publish',
          target: advisorTarget(agentId),
          before: { draft: true, isActive: false },
          after: { draft: false, isActive: true },
        });
        await rows.notifyChange(agentId);
        return 'published';
      });
    },

    /** The login link's audit row (the login itself is made by provisionLogin). */
    recordLoginLink(agentId: number, email: string, audit: Audit) {
      return insertAudit(db, {
        ...audit,
        action: 'advisor.login_link',
        target: advisorTarget(agentId),
        before: { loginEmail: null },
        after: { loginEmail: email },
      });
    },

    /** Ends the login's sessions with the reset's audit row, in one transaction. */
    endLoginSessions(agentId: number, userId: string, email: string, audit: Audit) {
      return retryTransaction(db, async (tx) => {
        const ended = await createStaffAdvisorsRepository(tx).deleteSessions(userId);
        await insertAudit(tx, {
          ...audit,
          action: 'advisor.login_reset',
          target: advisorTarget(agentId),
          before: { sessions: ended },
          after: { sessions: 0, resetSentTo: email },
        });
      });
    },
  };
}
