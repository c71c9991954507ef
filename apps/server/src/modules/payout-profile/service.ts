import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import { BRAND } from '@app/shared/brand';
import { messagesIn } from '@app/shared/messages/catalogue';
import { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import { PAYOUT_PROFILE_HOLD_HOURS } from '@app/shared/rules/earnings';
import { formatLongDateIn, formatTimeIn, type Language } from '@app/shared/rules/language';
import { isCanadianNumber } from '@app/shared/rules/phone-number';
import type { PayoutProfileInput, PayoutProfileView } from '@app/shared/schemas/payout-profile';
import type { FastifyBaseLogger } from 'fastify';
import type { AttemptCounter } from '../../adapters/attempt-counter.ts';
import { AppError } from '../../app-error.ts';
import { type Sealer, sealPurpose } from '../../sealed.ts';
import type { StaffActor } from '../accounts/staff-guard.ts';
import { maskPhone } from '../advisors/profile-service.ts';
import { advisorTarget, auditActorOf, insertAudit } from '../audit/log.ts';
import { queueMessage } from '../messages/message-jobs.ts';
import { createPayoutProfileRepository, type PayoutProfileRow } from './repository.ts';
import { viewOf } from './view.ts';

/** A change's code lives 10 minutes and dies at the fifth wrong try, like every texted code here. */
export const PAYOUT_CODE_TTL_MS = 10 * 60_000;
export const PAYOUT_CODE_MAX_FAILURES = 5;
/** Changes one advisor may start in an hour (each texts a code: no SMS pumping). */
export const PAYOUT_CHANGES_PER_HOUR = 5;

const words = en.payoutProfile;

export function createPayoutProfileService(deps: {
  db: AppDb;
  sealer: Sealer;
  /** Keys the codes' HMAC, so a leaked table gives no code away. */
  codeSecret: string;
  attempts: AttemptCounter;
  log: FastifyBaseLogger;
  /** A delivery pass after a commit that queued texts or e-mails; never throws. */
  onQueued?: () => void;
  now?: () => Date;
}) {
  const { db, sealer } = deps;
  const now = deps.now ?? (() => new Date());
  const repository = createPayoutProfileRepository(db);

  const codeHash = (changeId: string, code: string) =>
    createHmac('sha256', deps.codeSecret).update(`payout-profile:${changeId}:${code}`).digest('hex');

  function sameHash(expected: string, actual: string): boolean {
    const a = Buffer.from(expected);
    const b = Buffer.from(actual);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /** The destination's last check, which needs libphonenumber's metadata (kept off the web's pages). */
  function assertDestination(input: PayoutProfileInput): void {
    if (
      input.method === 'interac' &&
      input.destination.startsWith('+') &&
      !isCanadianNumber(input.destination)
    ) {
      throw new AppError(400, 'PAYOUT_DESTINATION_INVALID', words.checks.mobileNotCanadian);
    }
  }

  /** The draft, sealed as a whole: nothing of a pending change is stored in clear. */
  function sealDraft(agentId: number, input: PayoutProfileInput) {
    return sealer.seal(JSON.stringify(input), sealPurpose.change(agentId));
  }

  function holdText(language: Language, holdUntil: Date) {
    return { date: formatLongDateIn(language, holdUntil), time: formatTimeIn(language, holdUntil) };
  }

  /** The notices of a change, in the advisor's language, queued in the transaction that made it. */
  async function queueChangeNotices(
    tx: AppDb,
    change: { id: string; language: Language },
    contact: { phoneNumber: string; name: string; email: string | null },
    holdUntil: Date,
  ): Promise<void> {
    const texts = messagesIn(change.language).payoutProfile.texts;
    const values = {
      ...holdText(change.language, holdUntil),
      product: BRAND.productName,
      email: BRAND.supportEmail,
      name: contact.name,
    };
    await queueMessage(tx, {
      key: `payout-profile-changed:${change.id}:sms`,
      channel: 'sms',
      to: contact.phoneNumber,
      body: formatMessage(texts.changed, values),
    });
    if (contact.email) {
      await queueMessage(tx, {
        key: `payout-profile-changed:${change.id}:email`,
        channel: 'email',
        to: contact.email,
        subject: formatMessage(texts.changedSubject, values),
        body: formatMessage(texts.changedEmail, values),
      });
    }
  }

  function profileRowOf(agentId: number, input: PayoutProfileInput, at: Date, language: Language) {
    const tin = sealer.seal(input.tin, sealPurpose.tin(agentId));
    const birthDate = input.birthDate ? sealer.seal(input.birthDate, sealPurpose.birthDate(agentId)) : null;
    return {
      agentId,
      method: input.method,
      destination: input.destination,
      legalName: input.legalName,
      addressLine1: input.addressLine1,
      addressLine2: input.addressLine2,
      city: input.city,
      province: input.province,
      postalCode: input.postalCode,
      country: 'CA',
      tinKind: input.tinKind,
      tinCiphertext: tin.sealed,
      tinLast3: input.tin.slice(-3),
      birthDateCiphertext: birthDate?.sealed ?? null,
      keyId: tin.keyId,
      gstHstNumber: input.gstHstNumber,
      qstNumber: input.qstNumber,
      holdUntil: new Date(at.getTime() + PAYOUT_PROFILE_HOLD_HOURS * 3_600_000),
      language,
      updatedAt: at,
    };
  }

  return {
    /** The advisor's own profile, masked, or null before they give one. */
    async view(agentId: number): Promise<PayoutProfileView | null> {
      const row = await repository.find(agentId);
      return row ? viewOf(row, now()) : null;
    },

    /**
     * Step 1: the checked profile is kept sealed as a pending change (any earlier one ends), and a code is
     * texted to the advisor's forwarding number, both in one transaction.
     */
    async requestChange(
      agentId: number,
      input: PayoutProfileInput,
      language: Language,
    ): Promise<{ changeId: string; sentTo: string; expiresAt: string }> {
      assertDestination(input);
      const contact = await repository.contactOf(agentId);
      if (!contact) throw new AppError(404, 'NOT_FOUND', `No advisor with agentId ${agentId}`);
      const limitKey = `payout-profile-change:${agentId}`;
      if ((await deps.attempts.hit(limitKey, 60 * 60_000)) > PAYOUT_CHANGES_PER_HOUR) {
        const retryAfterSeconds = Math.max(1, Math.ceil((await deps.attempts.msUntilReset(limitKey)) / 1000));
        throw new AppError(429, 'TOO_MANY_OTP_REQUESTS', words.errors.tooManyRequests, { retryAfterSeconds });
      }
      const at = now();
      const changeId = randomUUID();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const draft = sealDraft(agentId, input);
      const expiresAt = new Date(at.getTime() + PAYOUT_CODE_TTL_MS);
      await db.transaction(async (tx) => {
        const rows = createPayoutProfileRepository(tx);
        await rows.endOpenChanges(agentId, at);
        await rows.insertChange({
          id: changeId,
          agentId,
          sealedProfile: draft.sealed,
          keyId: draft.keyId,
          codeHash: codeHash(changeId, code),
          sentTo: contact.phoneNumber,
          language,
          expiresAt,
        });
        await queueMessage(tx, {
          key: `payout-profile-code:${changeId}`,
          channel: 'sms',
          to: contact.phoneNumber,
          body: formatMessage(messagesIn(language).payoutProfile.texts.code, {
            product: BRAND.productName,
            code,
          }),
        });
      });
      deps.onQueued?.();
      return { changeId, sentTo: maskPhone(contact.phoneNumber), expiresAt: expiresAt.toISOString() };
    },

    /**
     * Step 2: with the right code, the draft becomes the profile, the next payout is held 48 h, and the
     * advisor is told by text and e-mail, all in one transaction. A wrong code is counted (and kept, in its
     * own commit); the fifth, or a code past its 10 minutes, ends the change.
     */
    async confirmChange(agentId: number, changeId: string, code: string): Promise<PayoutProfileView> {
      const at = now();
      type Outcome = { kind: 'not-found' | 'expired' | 'wrong' } | { kind: 'saved'; row: PayoutProfileRow };
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const rows = createPayoutProfileRepository(tx);
        const change = await rows.lockChange(agentId, changeId);
        if (!change || change.confirmedAt) return { kind: 'not-found' };
        if (change.endedAt || change.expiresAt.getTime() <= at.getTime()) return { kind: 'expired' };
        if (!sameHash(change.codeHash, codeHash(change.id, code))) {
          const failures = await rows.recordWrongCode(change.id, PAYOUT_CODE_MAX_FAILURES, at);
          return { kind: failures >= PAYOUT_CODE_MAX_FAILURES ? 'expired' : 'wrong' };
        }
        const input = JSON.parse(
          sealer.open(change.sealedProfile, change.keyId, sealPurpose.change(agentId)),
        ) as PayoutProfileInput;
        const language = change.language === 'fr' ? 'fr' : 'en';
        const saved = await rows.upsert(profileRowOf(agentId, input, at, language));
        await rows.markConfirmed(change.id, at);
        const contact = await rows.contactOf(agentId);
        if (contact && saved.holdUntil) {
          await queueChangeNotices(tx, { id: change.id, language }, contact, saved.holdUntil);
        }
        return { kind: 'saved', row: saved };
      });
      if (outcome.kind === 'not-found') {
        throw new AppError(404, 'PAYOUT_CHANGE_NOT_FOUND', words.errors.changeNotFound);
      }
      if (outcome.kind === 'expired')
        throw new AppError(400, 'PAYOUT_CODE_EXPIRED', words.errors.codeExpired);
      if (outcome.kind !== 'saved') throw new AppError(400, 'PAYOUT_CODE_INVALID', words.errors.codeInvalid);
      deps.onQueued?.();
      deps.log.info({ agentId }, 'payout profile changed: next payout held');
      return viewOf(outcome.row, at);
    },

    /** The back office's view (support and admin): masked, as the advisor sees it. */
    async staffView(agentId: number): Promise<{ agentId: number; profile: PayoutProfileView | null }> {
      if (!(await repository.advisorExists(agentId))) {
        throw new AppError(404, 'NOT_FOUND', `No advisor with agentId ${agentId}`);
      }
      const row = await repository.find(agentId);
      return { agentId, profile: row ? viewOf(row, now()) : null };
    },

    /**
     * An admin reads the full number, with a reason: the audit row (never the number) is written in the
     * same transaction as the read, so no reveal goes unrecorded.
     */
    async revealTin(agentId: number, reason: string, actor: StaffActor) {
      return db.transaction(async (tx) => {
        const row: PayoutProfileRow | undefined = await createPayoutProfileRepository(tx).find(agentId);
        if (!row) throw new AppError(404, 'PAYOUT_PROFILE_NOT_FOUND', words.errors.noProfile);
        const tin = sealer.open(row.tinCiphertext, row.keyId, sealPurpose.tin(agentId));
        await insertAudit(tx, {
          actor: auditActorOf(actor),
          action: 'payouts.reveal_tin',
          target: advisorTarget(agentId),
          before: null,
          after: { tinKind: row.tinKind, tinLast3: row.tinLast3 },
          reason,
        });
        return { agentId, tinKind: row.tinKind as 'sin' | 'bn', tin };
      });
    },
  };
}

export type PayoutProfileService = ReturnType<typeof createPayoutProfileService>;
