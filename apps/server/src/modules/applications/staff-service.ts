import type { AppDb } from '@app/db/client';
import { en } from '@app/shared/messages/en';
import { rubricOutcome } from '@app/shared/rules/rubric';
import {
  rubricScoresSchema,
  type StaffApplication,
  type StaffApplicationQuery,
  type StaffApplicationSummary,
} from '@app/shared/schemas/application-screening';
import { type ApplicationStatus, availabilitySchema } from '@app/shared/schemas/applications';
import type { StaffAuditAction } from '@app/shared/schemas/staff';
import { AppError } from '../../app-error.ts';
import type { StaffActor } from '../accounts/staff-guard.ts';
import { advisorTarget, applicationTarget, auditActorOf, insertAudit } from '../audit/log.ts';
import { retryTransaction } from '../credits/money-transaction.ts';
import { withoutApplicantData } from './service.ts';
import {
  type ApplicationRow,
  createStaffApplicationsRepository,
  type StaffApplicationsRepository,
} from './staff-repository.ts';

/** Statuses after which nothing but a note changes an application. */
export const CLOSED_STATUSES: readonly ApplicationStatus[] = ['approved', 'rejected', 'withdrawn'];

/** The refusals' words (a French page reads them in French: language.ts). */
export const REFUSALS = en.backOffice.applications.errors;

export const applicationNotFound = () => new AppError(404, 'NOT_FOUND', REFUSALS.notFound);
export const applicationClosed = (status: ApplicationStatus) =>
  new AppError(
    409,
    'APPLICATION_CLOSED',
    status === 'withdrawn'
      ? REFUSALS.closedWithdrawn
      : status === 'approved'
        ? REFUSALS.closedApproved
        : REFUSALS.closedRejected,
  );
/** A refused field, named first as the generic validation names one ('at: …'). */
const invalidField = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);

/** The scores as stored, or null (none recorded, or not the rubric's shape). */
export function scoresOf(row: Pick<ApplicationRow, 'testScores'>) {
  const parsed = rubricScoresSchema.safeParse(row.testScores);
  return parsed.success ? parsed.data : null;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function summaryOf(row: {
  id: string;
  status: ApplicationStatus;
  name: string;
  province: string;
  language: string;
  languages: string[];
  specialties: string[];
  createdAt: Date;
  testReadingAt: Date | null;
}): StaffApplicationSummary {
  return {
    id: row.id,
    status: row.status,
    name: row.name,
    province: row.province,
    language: row.language as StaffApplicationSummary['language'],
    languages: row.languages as StaffApplicationSummary['languages'],
    specialties: row.specialties as StaffApplicationSummary['specialties'],
    createdAt: row.createdAt.toISOString(),
    testReadingAt: iso(row.testReadingAt),
  };
}

/** What a staff action writes in the audit log: the action on this application, and its reason. */
export function applicationAudit(
  actor: StaffActor,
  applicationId: string,
  action: StaffAuditAction,
  change: { before: unknown; after: unknown; reason?: string | null },
) {
  return {
    actor: auditActorOf(actor),
    action,
    target: applicationTarget(applicationId),
    before: change.before,
    after: change.after,
    reason: change.reason ?? null,
  };
}

/**
 * Runs `work`, passing its refusals on; any other failure is replaced by one that quotes nothing of the
 * applicant (a failed statement's error holds its values, and the request's log line would carry it).
 */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw withoutApplicantData(error);
  }
}

export interface ScreeningDeps {
  db: AppDb;
  now?: () => Date;
}

/**
 * The back office's screening of applications (issue 43): the queue, one application with everything
 * the applicant sent, its notes, its history and its advisor; notes, screening, the test reading and its
 * scores. Every change locks the application row, then writes its audit row in the same transaction.
 * The audit rows name the application by id and keep statuses, dates, the screener's id and the scores:
 * never the applicant's name, contact details or words (the log outlives a Law 25 deletion).
 */
export function createScreeningService(deps: ScreeningDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repository = createStaffApplicationsRepository(db);

  async function detail(id: string): Promise<StaffApplication> {
    const row = await repository.find(id);
    if (!row) throw applicationNotFound();
    const [media, notes, screener, advisor, history] = await Promise.all([
      repository.mediaTypes(id),
      repository.notes(id),
      row.screenerUserId ? repository.staffMember(row.screenerUserId) : undefined,
      row.agentId === null ? undefined : repository.advisor(row.agentId),
      repository.history(
        applicationTarget(id),
        row.agentId === null
          ? undefined
          : { target: advisorTarget(row.agentId), actions: ['advisor.publish'] },
      ),
    ]);
    const scores = scoresOf(row);
    const availability = availabilitySchema.safeParse(row.availability);
    return {
      ...summaryOf(row),
      email: row.email,
      phone: row.phone,
      styles: row.styles as StaffApplication['styles'],
      experience: row.experience,
      availability: availability.success ? availability.data : {},
      presentation: row.presentation,
      confirmedAt: row.confirmedAt.toISOString(),
      media: {
        photo: media.find((file) => file.kind === 'photo')?.contentType ?? null,
        voice: media.find((file) => file.kind === 'voice')?.contentType ?? null,
      },
      notes: notes.map((note) => ({
        id: note.id,
        body: note.body,
        authorName: note.authorName,
        createdAt: note.createdAt.toISOString(),
      })),
      screener: row.screenerUserId && screener ? { userId: row.screenerUserId, name: screener.name } : null,
      testScores: scores,
      testOutcome: scores ? rubricOutcome(scores) : null,
      decidedAt: iso(row.decidedAt),
      rejectReason: row.rejectReason as StaffApplication['rejectReason'],
      advisor: row.agentId !== null && advisor ? { agentId: row.agentId, draft: advisor.draft } : null,
      history: history.map((entry) => ({
        at: entry.at.toISOString(),
        action: entry.action,
        actorName: entry.actorName ?? entry.actorEmail,
        actorEmail: entry.actorEmail,
      })),
    };
  }

  /**
   * One change of an application, in its own transaction: the row locked first, refused once decided or
   * withdrawn, then `work` (which writes the change and its audit row). Answers the application after it.
   */
  async function change(
    id: string,
    work: (rows: StaffApplicationsRepository, row: ApplicationRow, tx: AppDb, at: Date) => Promise<void>,
  ): Promise<StaffApplication> {
    await guarded(() =>
      retryTransaction(db, async (tx) => {
        const rows = createStaffApplicationsRepository(tx);
        const row = await rows.lock(id);
        if (!row) throw applicationNotFound();
        if (CLOSED_STATUSES.includes(row.status)) throw applicationClosed(row.status);
        await work(rows, row, tx, now());
      }),
    );
    return detail(id);
  }

  return {
    detail,

    async page(query: StaffApplicationQuery) {
      const { rows, total } = await repository.page(query);
      return { items: rows.map(summaryOf), total, page: query.page, pageSize: query.pageSize };
    },

    screeners: () => repository.screeners(),

    /** The photo's or the voice sample's bytes with their stored type; 404 when there is none. */
    async media(id: string, kind: 'photo' | 'voice') {
      const [file] = await repository.media(id, kind);
      if (!file) throw new AppError(404, 'NOT_FOUND', REFUSALS.noFile);
      return { bytes: file.bytes, contentType: file.contentType };
    },

    /** A note, on any application (a decided one too); its audit row says a note was added, not what. */
    async addNote(actor: StaffActor, id: string, body: string): Promise<StaffApplication> {
      await guarded(() =>
        retryTransaction(db, async (tx) => {
          const rows = createStaffApplicationsRepository(tx);
          if (!(await rows.lock(id))) throw applicationNotFound();
          const noteId = await rows.insertNote(id, actor.userId, body);
          await insertAudit(
            tx,
            applicationAudit(actor, id, 'application.note', { before: null, after: { noteId } }),
          );
        }),
      );
      return detail(id);
    },

    /** A new application taken up (new → screening); one further along is left as it is. */
    startScreening(actor: StaffActor, id: string): Promise<StaffApplication> {
      return change(id, async (rows, row, tx, at) => {
        if (row.status !== 'new') return;
        await rows.update(id, { status: 'screening' }, at);
        await insertAudit(
          tx,
          applicationAudit(actor, id, 'application.status', {
            before: { status: row.status },
            after: { status: 'screening' },
          }),
        );
      });
    },

    /**
     * The test reading set (or moved): a time to come, and a staff member who plays the client. Moving it
     * clears scores recorded for an earlier one: the decision follows the last reading.
     */
    async scheduleTest(
      actor: StaffActor,
      id: string,
      input: { at: string; screenerUserId: string },
    ): Promise<StaffApplication> {
      const testAt = new Date(input.at);
      if (!(testAt.getTime() > now().getTime())) {
        throw invalidField(REFUSALS.pastTime);
      }
      const screener = await repository.staffMember(input.screenerUserId);
      if (!screener?.isStaff) {
        throw invalidField(REFUSALS.notStaff);
      }
      return change(id, async (rows, row, tx, at) => {
        await rows.update(
          id,
          {
            status: 'test_reading',
            testReadingAt: testAt,
            screenerUserId: input.screenerUserId,
            testScores: null,
          },
          at,
        );
        await insertAudit(
          tx,
          applicationAudit(actor, id, 'application.schedule_test', {
            before: {
              status: row.status,
              testReadingAt: iso(row.testReadingAt),
              screenerUserId: row.screenerUserId,
              testScores: scoresOf(row),
            },
            after: {
              status: 'test_reading',
              testReadingAt: testAt.toISOString(),
              screenerUserId: input.screenerUserId,
            },
          }),
        );
      });
    },

    /** The test reading's scores on the rubric (recorded again to correct them, until the decision). */
    recordTest(
      actor: StaffActor,
      id: string,
      scores: NonNullable<StaffApplication['testScores']>,
    ): Promise<StaffApplication> {
      return change(id, async (rows, row, tx, at) => {
        if (!row.testReadingAt) {
          throw new AppError(409, 'TEST_NOT_SCHEDULED', REFUSALS.notScheduled);
        }
        await rows.update(id, { status: 'test_reading', testScores: scores }, at);
        await insertAudit(
          tx,
          applicationAudit(actor, id, 'application.record_test', {
            before: { testScores: scoresOf(row) },
            after: { testScores: scores, outcome: rubricOutcome(scores) },
          }),
        );
      });
    },
  };
}

export type ScreeningService = ReturnType<typeof createScreeningService>;
