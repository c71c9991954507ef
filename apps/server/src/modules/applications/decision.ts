import { randomBytes } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import { scheduleOfAvailability } from '@app/shared/rules/application-schedule';
import type { Language } from '@app/shared/rules/language';
import { rubricOutcome } from '@app/shared/rules/rubric';
import { ADVISOR_VOICE_TYPES } from '@app/shared/schemas/advisor-console';
import type { StaffApplication } from '@app/shared/schemas/application-screening';
import { availabilitySchema, type REJECTION_REASONS } from '@app/shared/schemas/applications';
import { AppError } from '../../app-error.ts';
import type { StaffActor } from '../accounts/staff-guard.ts';
import {
  type AdvisorConflict,
  AdvisorConflictError,
  createDraftAdvisor,
  named,
} from '../advisors/staff-changes.ts';
import { auditActorOf, insertAudit } from '../audit/log.ts';
import { retryTransaction } from '../credits/money-transaction.ts';
import { queueMessage } from '../messages/message-jobs.ts';
import { advisorNameOf, presentationOf } from './draft-fields.ts';
import { applicationRejectedEmail, approvedWelcomeText } from './emails.ts';
import { reapplyFrom } from './reapply.ts';
import {
  type ApplicationRow,
  createStaffApplicationsRepository,
  type StaffApplicationsRepository,
} from './staff-repository.ts';
import {
  applicationAudit,
  applicationClosed,
  applicationNotFound,
  CLOSED_STATUSES,
  guarded,
  REFUSALS,
  type ScreeningService,
  scoresOf,
} from './staff-service.ts';

type RejectionReason = (typeof REJECTION_REASONS)[number];

/** What the approval needs of the accounts: the advisor's login, and the e-mail to choose its password. */
export interface AdvisorLogins {
  /** provisionLogin's advisor login (a password nobody knows); its `action` says whether it was made now. */
  provision: (agentId: number, email: string, password: string) => Promise<{ action: string }>;
  /** Whether `error` is the provisioning's refusal (the e-mail is already someone else's login). */
  isRefusal: (error: unknown) => boolean;
  /** better-auth's password-reset e-mail (its signed link), in `language`: how the advisor sets a password. */
  sendSetPassword: (email: string, language: Language) => Promise<void>;
}

export interface DecisionDeps {
  db: AppDb;
  publicUrl: string;
  logins: AdvisorLogins;
  screening: ScreeningService;
  /** A delivery pass once a text or an e-mail is queued (after its transaction committed); never throws. */
  onQueued: () => void;
  now?: () => Date;
}

const CONFLICTS: Record<AdvisorConflict | 'email', string> = {
  name: REFUSALS.nameTaken,
  agentId: REFUSALS.extensionTaken,
  phone: REFUSALS.phoneTaken,
  customerPhone: REFUSALS.customerPhone,
  email: REFUSALS.emailTaken,
};

const conflict = (field: AdvisorConflict | 'email', cause?: unknown) =>
  new AppError(409, 'ADVISOR_CONFLICT', CONFLICTS[field], cause === undefined ? undefined : { cause });

/**
 * Approval needs the test reading recorded, and passed; a rejected or withdrawn application is closed
 * (an approved one with its advisor is answered before this: the same advisor again).
 */
function assertApprovable(row: ApplicationRow): void {
  if (CLOSED_STATUSES.includes(row.status)) throw applicationClosed(row.status);
  const scores = scoresOf(row);
  if (!scores || rubricOutcome(scores) !== 'pass') {
    throw new AppError(409, 'TEST_NOT_PASSED', REFUSALS.notPassed);
  }
}

const asLanguage = (value: string): Language => (value === 'fr' ? 'fr' : 'en');

/** The applicant's files as the advisor's: the photo (already re-encoded as the console's), the voice if playable. */
async function advisorMediaOf(rows: StaffApplicationsRepository, applicationId: string) {
  const files = await rows.media(applicationId);
  const photo = files.find((file) => file.kind === 'photo');
  const voice = files.find((file) => file.kind === 'voice');
  // The directory's player and the phone line take WAV and MP3 (the console's own rule); a recording
  // made in the browser (WebM, Ogg, MP4) stays with the application, and the first-day checklist asks
  // the advisor for a voice introduction.
  const playable = voice && (ADVISOR_VOICE_TYPES as readonly string[]).includes(voice.contentType);
  return {
    ...(photo ? { photo: { bytes: photo.bytes, contentType: photo.contentType } } : {}),
    ...(playable ? { audio: { bytes: voice.bytes, contentType: voice.contentType } } : {}),
  };
}

/**
 * Deciding applications (issue 43, admin only): the approval that makes the advisor, and the rejection.
 *
 * Approval: one transaction, the application's row locked first, so two clicks (or two admins) at once
 * queue on it and the second finds it approved and answers the same advisor. In it: the draft advisor
 * (advisors/staff-changes.ts: the forwarding number's claim, the next extension under the order lock),
 * the first days' row, the application approved, both audit rows and the welcome text. The login is
 * better-auth's user, made through its own API (not inside our transaction), so it is made right after
 * the commit: an approved application whose advisor has no login gets it on any later approval of the
 * same application. A crash between the commit and the login is settled by approving again (the answer
 * is the same advisor, now with its login and the set-password e-mail); a crash after the login was made
 * but before its e-mail was queued, by the advisor page's "reset login", which sends the same link.
 */
export function createDecisions(deps: DecisionDeps) {
  const { db, logins, screening } = deps;
  const now = deps.now ?? (() => new Date());
  const repository = createStaffApplicationsRepository(db);

  /**
   * The advisor's login, unless it has one: made, then the e-mail to choose its password. Two approvals
   * at once may both find none: better-auth refuses the second user of one e-mail, and that approval
   * then finds the login linked, or (the first one between making and linking it) links that same login
   * itself. Only the approval that made the login sends its e-mail.
   */
  async function ensureLogin(agentId: number, email: string, language: Language): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      const advisor = await repository.advisor(agentId);
      if (!advisor || advisor.userId) return;
      let outcome: { action: string };
      try {
        outcome = await logins.provision(agentId, email, randomBytes(32).toString('base64url'));
      } catch (error) {
        // Linked meanwhile by the other approval (whichever way its provisioning refused ours).
        if ((await repository.advisor(agentId))?.userId) return;
        if (logins.isRefusal(error)) throw conflict('email', error);
        if (attempt >= 2) throw error;
        continue;
      }
      if (outcome.action === 'created') await logins.sendSetPassword(email, language);
      return;
    }
  }

  return {
    async approve(actor: StaffActor, id: string): Promise<{ agentId: number }> {
      const found = await repository.find(id);
      if (!found) throw applicationNotFound();
      const approvedAlready = found.status === 'approved' && found.agentId !== null;
      if (!approvedAlready) {
        // Cheap refusals before the transaction; it checks them again under the lock.
        assertApprovable(found);
        if (await repository.loginWithEmail(found.email)) throw conflict('email');
      }
      const decided = await guarded(() =>
        named(() =>
          retryTransaction(db, async (tx) => {
            const rows = createStaffApplicationsRepository(tx);
            const row = await rows.lock(id);
            if (!row) throw applicationNotFound();
            if (row.status === 'approved' && row.agentId !== null) return { row, agentId: row.agentId };
            assertApprovable(row);
            if (await rows.loginWithEmail(row.email)) throw conflict('email');
            const at = now();
            const language = asLanguage(row.language);
            const availability = availabilitySchema.safeParse(row.availability);
            const presentation = presentationOf(row.presentation);
            const agentId = await createDraftAdvisor(tx, {
              name: advisorNameOf(row.name),
              description: presentation,
              // The presentation is in the language of the form: French pages show it when it is French.
              descriptionFr: language === 'fr' ? presentation : null,
              ...scheduleOfAvailability(availability.success ? availability.data : {}),
              phoneNumber: row.phone,
              ...(await advisorMediaOf(rows, id)),
              origin: { applicationId: id },
              audit: { actor: auditActorOf(actor), reason: null },
            });
            await rows.insertOnboarding(agentId, id);
            await rows.update(id, { status: 'approved', decidedAt: at, agentId }, at);
            await insertAudit(
              tx,
              applicationAudit(actor, id, 'application.approve', {
                before: { status: row.status },
                after: { status: 'approved', agentId, decidedAt: at.toISOString() },
              }),
            );
            await queueMessage(tx, {
              key: `application-welcome:${id}`,
              channel: 'sms',
              to: row.phone,
              body: approvedWelcomeText({ publicUrl: deps.publicUrl, language, agentId }),
            });
            return { row, agentId };
          }),
        ).catch((error: unknown) => {
          if (error instanceof AdvisorConflictError) throw conflict(error.field, error);
          throw error;
        }),
      );
      deps.onQueued();
      await ensureLogin(decided.agentId, decided.row.email, asLanguage(decided.row.language));
      return { agentId: decided.agentId };
    },

    /**
     * A rejection for one of the listed reasons, and its e-mail in the applicant's language (why, and
     * the date from which they may apply again), queued in the same transaction.
     */
    async reject(actor: StaffActor, id: string, reason: RejectionReason): Promise<StaffApplication> {
      await guarded(() =>
        retryTransaction(db, async (tx) => {
          const rows = createStaffApplicationsRepository(tx);
          const row = await rows.lock(id);
          if (!row) throw applicationNotFound();
          if (CLOSED_STATUSES.includes(row.status)) throw applicationClosed(row.status);
          const at = now();
          await rows.update(id, { status: 'rejected', decidedAt: at, rejectReason: reason }, at);
          await insertAudit(
            tx,
            applicationAudit(actor, id, 'application.reject', {
              before: { status: row.status },
              after: { status: 'rejected', rejectReason: reason, decidedAt: at.toISOString() },
              reason,
            }),
          );
          const mail = applicationRejectedEmail({
            to: row.email,
            name: row.name,
            language: asLanguage(row.language),
            reason,
            reapplyFrom: reapplyFrom(at),
          });
          await queueMessage(tx, {
            key: `application-rejected:${id}`,
            channel: 'email',
            to: mail.to,
            subject: mail.subject,
            body: mail.text,
            html: mail.html,
          });
        }),
      );
      deps.onQueued();
      return screening.detail(id);
    },
  };
}

export type Decisions = ReturnType<typeof createDecisions>;
