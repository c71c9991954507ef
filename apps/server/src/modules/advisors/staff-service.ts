import { randomBytes } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import type { AdvisorSchedule } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { type EditorWeek, normalizeSchedule, type ScheduleProblem } from '@app/shared/rules/advisor-console';
import { nextAgentId } from '@app/shared/rules/advisor-directory';
import type { WeekdayKey } from '@app/shared/rules/availability';
import type { ErrorCode } from '@app/shared/schemas/error-codes';
import type {
  StaffAdvisor,
  StaffAdvisorCreateBody,
  StaffAdvisorList,
  StaffAdvisorUpdateBody,
} from '@app/shared/schemas/staff-advisors';
import { AppError } from '../../app-error.ts';
import { parsePhone } from '../accounts/phone-verification.ts';
import type { StaffActor } from '../accounts/staff-guard.ts';
import { advisorTarget, insertAudit } from '../audit/log.ts';
import { editorPresentationOf } from './editor-view.ts';
import { preparePhoto, prepareVoice } from './profile-media.ts';
import type { AdvisorsService } from './service.ts';
import { type AdvisorConflict, AdvisorConflictError, createStaffAdvisorChanges } from './staff-changes.ts';
import { createStaffAdvisorsRepository, type StaffAdvisorRow } from './staff-repository.ts';

const CONFLICTS: Record<AdvisorConflict, [code: ErrorCode, message: string]> = {
  name: ['NAME_TAKEN', 'Another advisor already has this name.'],
  agentId: ['AGENT_ID_TAKEN', 'This extension was already given to an advisor; extensions are never reused.'],
  phone: ['PHONE_TAKEN', "This number is already another advisor's forwarding number."],
  customerPhone: ['PHONE_IS_CUSTOMERS', en.auth.phone.errors.customerNumber],
};

/** A schedule the advisor's own editor would refuse: the route answers each day's problem. */
export class AdvisorScheduleError extends AppError {
  constructor(readonly problems: ScheduleProblem[]) {
    super(400, 'SCHEDULE_INVALID', 'Some days need a change before these hours can be saved.');
  }
}

const notFound = () => new AppError(404, 'NOT_FOUND', 'No advisor has this extension.');

function scheduleOf(week: EditorWeek): { schedule: AdvisorSchedule; daysOff: WeekdayKey[] } {
  const normalized = normalizeSchedule(week);
  if (!normalized.ok) throw new AdvisorScheduleError(normalized.problems);
  return { schedule: normalized.schedule, daysOff: normalized.daysOff };
}

async function conflictsAsErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AdvisorConflictError)) throw error;
    const [code, message] = CONFLICTS[error.field];
    throw new AppError(409, code, message, { cause: error });
  }
}

const auditOf = (actor: StaffActor, reason: string | null = null) => ({
  actor: { userId: actor.userId, email: actor.email, role: actor.role, clientIp: actor.clientIp },
  reason,
});

export interface StaffAdvisorsServiceDependencies {
  db: AppDb;
  advisors: AdvisorsService;
  defaultPayoutCentsPerMinute: number;
  /**
   * Makes the advisor's login with a password no one knows (the provisioning of `advisor:account`);
   * throws ProvisionError when the e-mail is someone else's login.
   */
  provisionAdvisorLogin: (agentId: number, email: string, password: string) => Promise<{ userId: string }>;
  /** better-auth's password-reset e-mail: the link to set a password. */
  sendPasswordReset: (email: string) => Promise<void>;
  /** Whether `error` is the provisioning's refusal (an e-mail already someone else's login). */
  isProvisionRefusal: (error: unknown) => boolean;
}

/**
 * The back office's advisors: the advisor's own rules (presentation, schedule, media checks, phone
 * numbers) applied to what staff enter, each change with its audit row and the NOTIFY that refreshes
 * every instance's feed, directory, sitemap and pre-rendered pages.
 */
export function createStaffAdvisorsService(deps: StaffAdvisorsServiceDependencies) {
  const { advisors } = deps;
  const repository = createStaffAdvisorsRepository(deps.db);
  const changes = createStaffAdvisorChanges(deps.db);
  // This instance must show the change now; the others hear the NOTIFY sent with the commit.
  const refreshHere = () => advisors.handleStatusNotification('staff');

  function toStaffAdvisor(row: StaffAdvisorRow, position: number): StaffAdvisor {
    return {
      ...editorPresentationOf(row),
      phoneNumber: row.phoneNumber,
      payoutCentsPerMinute: row.payoutCentsPerMinute,
      defaultPayoutCentsPerMinute: deps.defaultPayoutCentsPerMinute,
      position,
      isActive: row.isActive,
      draft: row.draft,
      signedIn: row.signedIn,
      onACall: row.onACall,
      loginEmail: row.loginEmail,
    };
  }

  async function list(): Promise<StaffAdvisorList> {
    const [rows, highest] = await Promise.all([repository.list(), repository.highestAgentId()]);
    return {
      items: rows.map((row, index) => toStaffAdvisor(row, index + 1)),
      nextAgentId: nextAgentId([highest]),
    };
  }

  async function one(agentId: number): Promise<StaffAdvisor> {
    const rows = await repository.list();
    const index = rows.findIndex((row) => row.agentId === agentId);
    const row = rows[index];
    if (!row) throw notFound();
    return toStaffAdvisor(row, index + 1);
  }

  return {
    list,
    one,

    async create(actor: StaffActor, body: StaffAdvisorCreateBody): Promise<StaffAdvisor> {
      const hours = scheduleOf(body.week);
      const phoneNumber = parsePhone(body.phoneNumber);
      await conflictsAsErrors(() =>
        changes.create({
          agentId: body.agentId,
          name: body.name,
          description: body.description,
          descriptionFr: body.descriptionFr ?? null,
          grammaticalGender: body.grammaticalGender ?? null,
          ...hours,
          phoneNumber,
          payoutCentsPerMinute: body.payoutCentsPerMinute,
          ...(body.position === undefined ? {} : { position: body.position }),
          audit: auditOf(actor),
        }),
      );
      await refreshHere();
      return one(body.agentId);
    },

    async update(actor: StaffActor, agentId: number, body: StaffAdvisorUpdateBody): Promise<StaffAdvisor> {
      const { week, ...rest } = body;
      const change = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
      const found = await conflictsAsErrors(() =>
        changes.update(agentId, { ...change, ...(week ? scheduleOf(week) : {}) }, auditOf(actor)),
      );
      if (!found) throw notFound();
      await refreshHere();
      return one(agentId);
    },

    /** Staff enter the number themselves: the phone rules apply, no texted code. */
    async setPhone(actor: StaffActor, agentId: number, input: string): Promise<StaffAdvisor> {
      const phoneNumber = parsePhone(input);
      const found = await conflictsAsErrors(() => changes.setPhone(agentId, phoneNumber, auditOf(actor)));
      if (!found) throw notFound();
      return one(agentId);
    },

    async setActive(
      actor: StaffActor,
      agentId: number,
      active: boolean,
      note: string,
    ): Promise<StaffAdvisor> {
      const outcome = await changes.setActive(agentId, active, auditOf(actor, note));
      if (outcome === 'not-found') throw notFound();
      if (outcome === 'draft') {
        throw new AppError(409, 'ADVISOR_IS_DRAFT', en.backOffice.applications.errors.isDraft);
      }
      await refreshHere();
      return one(agentId);
    },

    /** A draft (an approved application's advisor) enters the directory, the feed and the phone menu. */
    async publish(actor: StaffActor, agentId: number): Promise<void> {
      const outcome = await changes.publish(agentId, auditOf(actor));
      if (outcome === 'not-found') throw notFound();
      if (outcome === 'not-draft') {
        throw new AppError(409, 'NOT_DRAFT', en.backOffice.applications.errors.notDraft);
      }
      await refreshHere();
    },

    /** The advisor's own upload checks, then the same write (and NOTIFY) as theirs, with the audit row. */
    async setMedia(
      actor: StaffActor,
      agentId: number,
      kind: 'photo' | 'voice',
      body: unknown,
      contentType: string | undefined,
    ): Promise<StaffAdvisor> {
      await one(agentId);
      const file =
        kind === 'photo' ? await preparePhoto(body, contentType) : await prepareVoice(body, contentType);
      await advisors.updateProfile(agentId, kind === 'photo' ? { photo: file } : { audio: file }, (tx) =>
        insertAudit(tx, {
          ...auditOf(actor),
          action: kind === 'photo' ? 'advisor.photo' : 'advisor.voice',
          target: advisorTarget(agentId),
          before: null,
          after: { contentType: file.contentType, bytes: file.bytes.length },
        }),
      );
      return one(agentId);
    },

    /**
     * A login for an advisor without one: made with a random password nobody sees, then the advisor gets
     * the password-reset e-mail, whose link lets them choose their own.
     */
    async linkLogin(actor: StaffActor, agentId: number, email: string): Promise<StaffAdvisor> {
      const advisor = await one(agentId);
      if (advisor.loginEmail) {
        throw new AppError(409, 'LOGIN_EXISTS', 'This advisor already has a login; reset it instead.');
      }
      try {
        await deps.provisionAdvisorLogin(agentId, email, randomBytes(32).toString('base64url'));
      } catch (error) {
        if (!deps.isProvisionRefusal(error)) throw error;
        throw new AppError(409, 'EMAIL_TAKEN', 'This e-mail is already the login of someone else.', {
          cause: error,
        });
      }
      await changes.recordLoginLink(agentId, email, auditOf(actor));
      await deps.sendPasswordReset(email);
      return one(agentId);
    },

    /** A password-reset e-mail to the linked login, whose sessions end at once. */
    async resetLogin(actor: StaffActor, agentId: number, note: string): Promise<StaffAdvisor> {
      const row = await repository.find(agentId);
      if (!row) throw notFound();
      if (!row.userId || !row.loginEmail) {
        throw new AppError(409, 'NO_LOGIN', 'This advisor has no login yet; link one first.');
      }
      await changes.endLoginSessions(agentId, row.userId, row.loginEmail, auditOf(actor, note));
      await deps.sendPasswordReset(row.loginEmail);
      return one(agentId);
    },
  };
}

export type StaffAdvisorsService = ReturnType<typeof createStaffAdvisorsService>;
