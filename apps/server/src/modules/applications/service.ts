import { randomBytes } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import { BRAND } from '@app/shared/brand';
import { messagesIn } from '@app/shared/messages/catalogue';
import { formatMessage } from '@app/shared/messages/format';
import { formatLongDateIn, type Language } from '@app/shared/rules/language';
import { toDialableE164 } from '@app/shared/rules/phone-number';
import type { ApplicationBody } from '@app/shared/schemas/applications';
import type { AttemptCounter } from '../../adapters/attempt-counter.ts';
import { AppError, isAppError } from '../../app-error.ts';
import { rateLimitedError } from '../../plugins/rate-limit.ts';
import { queueMessage } from '../messages/message-jobs.ts';
import { applicationReceivedEmail, withdrawUrl } from './emails.ts';
import { checkFormToken, FORM_MIN_AGE_MS, signFormToken } from './form-token.ts';
import { checkPhoto, checkVoice } from './media.ts';
import {
  CODE_MAX_TRIES,
  CODE_TTL_MS,
  newPhoneCode,
  phoneCodeHash,
  phoneCodeMatches,
  VERIFIED_CODE_WINDOW_MS,
} from './phone-code.ts';
import { reapplyRefusal } from './reapply.ts';
import { type ApplicationsRepository, createApplicationsRepository } from './repository.ts';

/**
 * The abuse limits of /apply, counted with the shared attempt counters. Codes: per number and per address
 * (no SMS pumping). Submissions: created applications per address and per e-mail (a refused one gives its
 * slot back), and tries per address whatever their outcome (each decodes two files).
 */
export const APPLICATION_LIMITS = {
  codesPerPhone: { max: 3, windowMs: 15 * 60_000 },
  codesPerAddress: { max: 10, windowMs: 60 * 60_000 },
  applicationsPerAddress: { max: 5, windowMs: 24 * 60 * 60_000 },
  applicationsPerEmail: { max: 3, windowMs: 24 * 60 * 60_000 },
  triesPerAddress: { max: 20, windowMs: 60 * 60_000 },
} as const;

type Limits = typeof APPLICATION_LIMITS;

export interface ApplicationServiceDeps {
  db: AppDb;
  /** Signs the form tokens and hashes the phone codes (config.authSecret). */
  secret: string;
  publicUrl: string;
  attempts: AttemptCounter;
  /** A delivery pass once a text or an e-mail is queued (after its transaction committed); never throws. */
  onQueued: () => void;
  now?: () => Date;
  limits?: Limits;
}

/**
 * The applicant's side of recruiting advisors in-house (issue 43): the form's token, the phone code,
 * the application itself and its withdrawal. Every refusal is an AppError in the request's language.
 * Nothing here logs what the applicant sent.
 */
export function createApplicationService(deps: ApplicationServiceDeps) {
  const { db, secret, attempts } = deps;
  const now = deps.now ?? (() => new Date());
  const limits = deps.limits ?? APPLICATION_LIMITS;
  const repository = createApplicationsRepository(db);
  const wordsIn = (language: Language) => messagesIn(language).applications;

  /** A token we signed, not older than a day, and (for a submission) not younger than a person can be. */
  function assertFormToken(token: string, minAgeMs: number, language: Language): void {
    if (checkFormToken(secret, token, now(), minAgeMs) !== 'ok') {
      throw new AppError(400, 'FORM_EXPIRED', wordsIn(language).errors.formExpired);
    }
  }

  function parsePhone(phone: string, language: Language): string {
    const e164 = toDialableE164(phone);
    if (!e164) throw new AppError(400, 'INVALID_PHONE', wordsIn(language).errors.phoneInvalid);
    return e164;
  }

  /** Takes a slot of `key`'s limit, or refuses with when it lifts (429, Retry-After). */
  async function reserve(key: string, limit: { max: number; windowMs: number }): Promise<void> {
    if (!(await attempts.reserve(key, limit.max, limit.windowMs))) {
      throw rateLimitedError(await attempts.msUntilReset(key));
    }
  }

  /** Takes every slot or none: a refusal by one limit gives back what the others took. */
  async function reserveAll(
    slots: readonly [string, { max: number; windowMs: number }][],
  ): Promise<string[]> {
    const taken: string[] = [];
    try {
      for (const [key, limit] of slots) {
        await reserve(key, limit);
        taken.push(key);
      }
    } catch (error) {
      await Promise.all(taken.map((key) => attempts.release(key)));
      throw error;
    }
    return taken;
  }

  const alreadyAnAdvisor = (language: Language) =>
    new AppError(409, 'ALREADY_AN_ADVISOR', wordsIn(language).errors.alreadyAdvisor);

  /**
   * Refuses an applicant who may not apply now: one of our advisors already (their forwarding number,
   * or their login's e-mail), or an earlier application in the way (reapply.ts).
   */
  async function assertMayApply(
    rows: ApplicationsRepository,
    email: string,
    phone: string,
    at: Date,
    language: Language,
  ): Promise<void> {
    if (await rows.isAdvisor(email, phone)) throw alreadyAnAdvisor(language);
    const refusal = reapplyRefusal(await rows.earlierApplications(email, phone), at);
    if (!refusal) return;
    const errors = wordsIn(language).errors;
    if (refusal.kind === 'open') throw new AppError(409, 'ALREADY_APPLIED', errors.alreadyApplied);
    if (refusal.kind === 'advisor') throw alreadyAnAdvisor(language);
    throw new AppError(
      409,
      'APPLIED_RECENTLY',
      formatMessage(errors.appliedRecently, { date: formatLongDateIn(language, refusal.from) }),
    );
  }

  /**
   * Runs `work`, passing its refusals on; any other failure (the database's) is replaced by one that
   * quotes nothing: a failed query's error holds every value of its statement (names, e-mail, the
   * code's text, the files), and the request's log line would carry it.
   */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw withoutApplicantData(error);
    }
  }

  const phoneNotVerified = (language: Language) =>
    new AppError(400, 'PHONE_NOT_VERIFIED', wordsIn(language).errors.phoneNotVerified);

  const service = {
    /** A fresh form token (the page asks for one as it opens the form). */
    start(): { formToken: string } {
      return { formToken: signFormToken(secret, now()) };
    },

    /**
     * Texts a code to the number, in the page's language. Earlier codes of the number still waiting are
     * ended; the code's row and its text are written in one transaction (the text goes out if and only if
     * the code exists).
     */
    async requestCode(input: {
      formToken: string;
      phone: string;
      ip: string;
      language: Language;
    }): Promise<void> {
      const { language } = input;
      assertFormToken(input.formToken, 0, language);
      const phone = parsePhone(input.phone, language);
      const taken = await reserveAll([
        [`application-code:phone:${phone}`, limits.codesPerPhone],
        [`application-code:address:${input.ip}`, limits.codesPerAddress],
      ]);
      const at = now();
      const code = newPhoneCode();
      try {
        await db.transaction(async (tx) => {
          const rows = createApplicationsRepository(tx);
          await rows.supersedePendingCodes(phone, at);
          const id = await rows.insertCode({
            phone,
            codeHash: phoneCodeHash(secret, phone, code),
            expiresAt: new Date(at.getTime() + CODE_TTL_MS),
          });
          await queueMessage(tx, {
            key: `application-code:${id}`,
            channel: 'sms',
            to: phone,
            body: formatMessage(wordsIn(language).sms.code, {
              product: BRAND.productName,
              code,
              minutes: CODE_TTL_MS / 60_000,
            }),
          });
        });
      } catch (error) {
        await Promise.all(taken.map((key) => attempts.release(key)));
        throw error;
      }
      deps.onQueued();
    },

    /**
     * Checks the newest code of the number. Each check first takes one of the code's CODE_MAX_TRIES tries;
     * the last wrong one ends the code (410). Verifying a code already verified (a second click) succeeds.
     */
    async verifyCode(input: {
      formToken: string;
      phone: string;
      code: string;
      language: Language;
    }): Promise<void> {
      const { language } = input;
      const errors = wordsIn(language).errors;
      assertFormToken(input.formToken, 0, language);
      const phone = parsePhone(input.phone, language);
      const expired = () => new AppError(410, 'CODE_EXPIRED', errors.codeExpired);
      const at = now();
      const latest = await repository.latestCode(phone);
      if (!latest) throw expired();
      const matches = () => phoneCodeMatches(secret, phone, input.code, latest.codeHash);
      if (latest.verifiedAt) {
        if (!latest.consumedAt && matches()) return;
        throw expired();
      }
      const tryNumber = await repository.takeTry(latest.id, CODE_MAX_TRIES, at);
      if (tryNumber === undefined) throw expired();
      if (!matches()) {
        if (tryNumber >= CODE_MAX_TRIES) throw expired();
        throw new AppError(400, 'WRONG_CODE', errors.wrongCode);
      }
      if (!(await repository.markVerified(latest.id, at))) throw expired();
    },

    /**
     * The application: the form's token old enough, no honeypot, the limits, a verified phone, no earlier
     * application in the way, both files checked by content; then, in one transaction under the
     * applicant's locks, the checks again, the phone's code used (a conditional UPDATE: of two submissions
     * at once, one creates the application), the application, its files and the confirmation e-mail queued.
     */
    async submit(input: { body: ApplicationBody; ip: string; language: Language }): Promise<{ id: string }> {
      const { body, language } = input;
      assertFormToken(body.formToken, FORM_MIN_AGE_MS, language);
      // A person never sees the field; a bot that fills it is told nothing useful, and nothing is stored.
      if (body.website !== undefined && body.website.trim() !== '') {
        throw new AppError(400, 'BAD_REQUEST', wordsIn(language).errors.notAccepted);
      }
      const phone = parsePhone(body.phone, language);
      const tries = `application-tries:address:${input.ip}`;
      const tried = await attempts.hitWindow(tries, limits.triesPerAddress.windowMs);
      if (tried.count > limits.triesPerAddress.max) throw rateLimitedError(tried.msLeft);
      const taken = await reserveAll([
        [`application:address:${input.ip}`, limits.applicationsPerAddress],
        [`application:email:${body.email}`, limits.applicationsPerEmail],
      ]);
      try {
        const at = now();
        const verifiedSince = new Date(at.getTime() - VERIFIED_CODE_WINDOW_MS);
        // Cheap refusals first, before the files are decoded; the transaction checks them again.
        if (!(await repository.hasVerifiedCode(phone, verifiedSince))) throw phoneNotVerified(language);
        await assertMayApply(repository, body.email, phone, at, language);
        const photo = await checkPhoto(body.photo, language);
        const voice = await checkVoice(body.voice, language);
        const withdrawToken = randomBytes(24).toString('base64url');
        const id = await db.transaction(async (tx) => {
          const rows = createApplicationsRepository(tx);
          await rows.lockApplicant(body.email, phone);
          await assertMayApply(rows, body.email, phone, at, language);
          if (!(await rows.consumeVerifiedCode(phone, verifiedSince, at))) throw phoneNotVerified(language);
          const applicationId = await rows.insertApplication({
            status: 'new',
            name: body.name,
            email: body.email,
            phone,
            province: body.province,
            language,
            languages: body.languages,
            specialties: body.specialties,
            styles: body.styles,
            experience: body.experience,
            availability: body.availability,
            presentation: body.presentation,
            confirmedAt: at,
            withdrawToken,
          });
          await rows.insertMedia(applicationId, { photo, voice });
          const mail = applicationReceivedEmail({
            to: body.email,
            name: body.name,
            phoneE164: phone,
            language,
            withdrawUrl: withdrawUrl(deps.publicUrl, language, withdrawToken),
          });
          await queueMessage(tx, {
            key: `application-received:${applicationId}`,
            channel: 'email',
            to: mail.to,
            subject: mail.subject,
            body: mail.text,
            html: mail.html,
          });
          return applicationId;
        });
        deps.onQueued();
        return { id };
      } catch (error) {
        await Promise.all(taken.map((key) => attempts.release(key)));
        throw error;
      }
    },

    /**
     * The link in the confirmation e-mail: an application under way becomes 'withdrawn'. Withdrawing one
     * already withdrawn succeeds again (a second click shows no error); a decided one cannot be (409).
     */
    async withdraw(token: string, language: Language): Promise<void> {
      const errors = wordsIn(language).errors;
      if (await repository.withdraw(token, now())) return;
      const status = await repository.statusByWithdrawToken(token);
      if (status === undefined) throw new AppError(404, 'NOT_FOUND', errors.withdrawGone);
      if (status === 'withdrawn') return;
      throw new AppError(409, 'ALREADY_DECIDED', errors.alreadyDecided);
    },
  };

  return {
    start: service.start,
    requestCode: (input: Parameters<typeof service.requestCode>[0]) =>
      guarded(() => service.requestCode(input)),
    verifyCode: (input: Parameters<typeof service.verifyCode>[0]) => guarded(() => service.verifyCode(input)),
    submit: (input: Parameters<typeof service.submit>[0]) => guarded(() => service.submit(input)),
    withdraw: (token: string, language: Language) => guarded(() => service.withdraw(token, language)),
  };
}

/**
 * A failure that is no refusal, without the data its message or properties quoted: its kind, and the
 * database's error code when there is one, are enough to look into it.
 */
export function withoutApplicantData(error: unknown): unknown {
  if (isAppError(error)) return error;
  const cause = error instanceof Error ? error.cause : undefined;
  const code = [error, cause]
    .map((candidate) => (candidate as { code?: unknown } | undefined)?.code)
    .find((value): value is string => typeof value === 'string');
  const failure = new Error(`an advisor application step failed${code ? ` (code ${code})` : ''}`);
  failure.name = error instanceof Error ? error.name : 'Error';
  return failure;
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
