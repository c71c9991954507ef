import type { AppDb } from '@app/db/client';
import { en } from '@app/shared/messages/en';
import type { Language } from '@app/shared/rules/language';
import { phoneLookupKey } from '@app/shared/rules/phone';
import { toDialableE164 } from '@app/shared/rules/phone-number';
import { otpCodeSchema, phoneSchema } from '@app/shared/schemas/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { AttemptCounter } from '../../adapters/attempt-counter.ts';
import type { PhoneVerifier } from '../../adapters/sms.ts';
import { AppError } from '../../app-error.ts';
import { messageText } from '../../language.ts';
import { queueMessage } from '../messages/message-jobs.ts';
import {
  createPhoneRepository,
  type PhoneRepository,
  type Purpose,
  type VerificationOwner,
  type VerificationRow,
} from './phone-repository.ts';

export const OTP_SENDS_PER_WINDOW = 3;
export const OTP_SEND_WINDOW_MS = 15 * 60_000;
/** Codes one signed-in customer (or advisor) may request per hour, whatever the numbers (no SMS pumping). */
export const OTP_SENDS_PER_CUSTOMER_PER_HOUR = 10;
export const OTP_TTL_MS = 10 * 60_000;
/** Wrong tries after which a code is dead, even if the right one comes next. */
export const OTP_MAX_FAILURES = 5;
/** How long a verified add-phone code may wait for add-phone. */
export const ADD_PHONE_WINDOW_MS = 15 * 60_000;

const otpErrors = en.auth.otp.errors;
const phoneErrors = en.auth.phone.errors;

/** A customer cannot claim an advisor's forwarding number (phone-claims.ts). */
const advisorNumber = () => new AppError(409, 'PHONE_IS_ADVISORS', phoneErrors.advisorNumber);

/** The phone as typed (digits, at least 10) in E.164; the spec's messages otherwise. */
export function parsePhone(input: string): string {
  const parsed = phoneSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError(
      400,
      'INVALID_PHONE',
      messageText(parsed.error.issues[0]?.message ?? en.validation.phoneInvalid),
    );
  }
  const e164 = toDialableE164(parsed.data);
  if (!e164) throw new AppError(400, 'INVALID_PHONE', en.validation.phoneInvalid);
  return e164;
}

export function createPhoneVerificationService(deps: {
  db: AppDb;
  /** The rows over `db` or one of its transactions; createPhoneRepository unless a test fakes them. */
  repositoryOf?: (executor: AppDb) => PhoneRepository;
  verifier: PhoneVerifier;
  attempts: AttemptCounter;
  log: FastifyBaseLogger;
  /** A delivery pass once a code's text is queued (after its transaction committed); never throws. */
  onQueued?: () => void;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { db } = deps;
  const repositoryOf = deps.repositoryOf ?? createPhoneRepository;
  const repository = repositoryOf(db);

  /** The 429 of a code-send limit, saying when it lifts (the client tells the customer). */
  async function tooManySends(key: string): Promise<AppError> {
    const retryAfterSeconds = Math.max(1, Math.ceil((await deps.attempts.msUntilReset(key)) / 1000));
    return new AppError(429, 'TOO_MANY_OTP_REQUESTS', otpErrors.tooManyRequests, { retryAfterSeconds });
  }

  /** The hourly cap of codes one signed-in person may ask for, across every number they try. */
  async function limitSender(key: string): Promise<void> {
    const sent = await deps.attempts.hit(key, 60 * 60_000);
    if (sent > OTP_SENDS_PER_CUSTOMER_PER_HOUR) throw await tooManySends(key);
  }

  async function send(
    purpose: Purpose,
    phoneE164: string,
    owner: VerificationOwner,
    language: Language,
  ): Promise<void> {
    const sends = await deps.attempts.hit(`otp-send:${phoneE164}`, OTP_SEND_WINDOW_MS);
    if (sends > OTP_SENDS_PER_WINDOW) throw await tooManySends(`otp-send:${phoneE164}`);
    let started: { codeHash: string | null; text?: string };
    try {
      started = await deps.verifier.send(phoneE164, language);
    } catch (error) {
      deps.log.error({ err: error }, 'verification code could not be sent');
      throw new AppError(502, 'OTP_SEND_FAILED', otpErrors.sendCodeFailed, { expose: true });
    }
    const at = now();
    const { codeHash, text } = started;
    // Any earlier pending code of this number, purpose and owner is superseded. The code's SMS, when we
    // send it ourselves, is queued in the same transaction (the durable message queue, keyed by the
    // verification): the code exists if and only if its text goes out.
    await db.transaction(async (tx) => {
      const rows = repositoryOf(tx);
      await rows.supersedePending({ purpose, phoneE164, owner, now: at });
      const verification = await rows.insertVerification({
        purpose,
        phoneE164,
        owner,
        codeHash,
        expiresAt: new Date(at.getTime() + OTP_TTL_MS),
      });
      if (text !== undefined && verification) {
        await queueMessage(tx, { key: `code:${verification.id}`, channel: 'sms', to: phoneE164, body: text });
      }
    });
    if (text !== undefined) deps.onQueued?.();
  }

  /**
   * Checks a code; returns the verification (and so its owner). Each check first takes one of the code's
   * OTP_MAX_FAILURES tries (an atomic UPDATE), so concurrent guesses compare at most that many codes; a
   * wrong code keeps its try, and the fifth kills the code.
   */
  async function check(
    purpose: Purpose,
    phoneE164: string,
    code: string,
    owner?: VerificationOwner,
  ): Promise<VerificationRow> {
    const parsedCode = otpCodeSchema.safeParse(code);
    if (!parsedCode.success) {
      throw new AppError(
        400,
        'INVALID_OTP',
        messageText(parsedCode.error.issues[0]?.message ?? otpErrors.invalidCode),
      );
    }
    const pending = await repository.latestPending({ purpose, phoneE164, owner });
    const at = now();
    const tryNumber = pending ? await repository.reserveTry(pending.id, OTP_MAX_FAILURES, at) : undefined;
    if (!pending || tryNumber === undefined) throw new AppError(400, 'OTP_EXPIRED', otpErrors.codeExpired);
    let matches: boolean;
    try {
      matches = await deps.verifier.check(phoneE164, parsedCode.data, pending.codeHash);
    } catch (error) {
      deps.log.error({ err: error }, 'verification code could not be checked');
      // Not a wrong code: the try is given back.
      await repository.releaseTry(pending.id);
      throw new AppError(502, 'OTP_CHECK_FAILED', otpErrors.verifyCodeFailed, { expose: true });
    }
    if (!matches) {
      if (tryNumber >= OTP_MAX_FAILURES) throw new AppError(400, 'OTP_EXPIRED', otpErrors.codeExpired);
      throw new AppError(400, 'INVALID_OTP', otpErrors.invalidCode);
    }
    if (!(await repository.markVerified(pending.id, at))) {
      throw new AppError(400, 'OTP_EXPIRED', otpErrors.codeExpired);
    }
    return pending;
  }

  /**
   * One transaction: a verified, unused add_phone code of this customer for this number (verified after
   * `verifiedSince`) is consumed, the number is registered to the customer (unique: one owner per number)
   * and appended to the customer's list, unless it is an advisor's forwarding number (checked under the
   * number's claim lock, which an advisor's change of number takes too). Returns the new list, or why it
   * could not.
   */
  function addVerifiedPhone(customerId: string, phoneE164: string, verifiedSince: Date, at: Date) {
    return db.transaction(
      async (
        tx,
      ): Promise<
        { ok: true; phoneNumbers: string[] } | { ok: false; reason: 'not-verified' | 'taken' | 'advisor' }
      > => {
        const rows = repositoryOf(tx);
        await rows.lockPhoneClaim(phoneE164);
        if (await rows.isAdvisorNumber(phoneE164)) return { ok: false, reason: 'advisor' };
        const verificationId = await rows.lockVerifiedAddPhone({ customerId, phoneE164, verifiedSince });
        if (!verificationId) return { ok: false, reason: 'not-verified' };
        if (!(await rows.insertOwnership(customerId, phoneE164, at))) return { ok: false, reason: 'taken' };
        await rows.markConsumed(verificationId, at);
        const phoneNumbers = await rows.appendToPhoneList(customerId, phoneE164);
        return { ok: true, phoneNumbers: phoneNumbers ?? [phoneE164] };
      },
    );
  }

  return {
    /** Add-phone flow, step 1 (signed in): a number already verified by anyone cannot be claimed again. */
    async requestAddPhoneCode(customerId: string, phone: string, language: Language = 'en'): Promise<void> {
      const e164 = parsePhone(phone);
      const owner = await repository.findOwnerByLookupKey(phoneLookupKey(e164) ?? '');
      if (owner === customerId) throw new AppError(409, 'PHONE_ALREADY_ADDED', phoneErrors.alreadyAdded);
      if (owner) throw new AppError(409, 'PHONE_TAKEN', phoneErrors.phoneTaken);
      if (await repository.isAdvisorNumber(e164)) throw advisorNumber();
      await limitSender(`otp-send-customer:${customerId}`);
      await send('add_phone', e164, { customerId }, language);
    },

    async verifyAddPhoneCode(customerId: string, phone: string, code: string): Promise<void> {
      await check('add_phone', parsePhone(phone), code, { customerId });
    },

    /** Add-phone flow, step 3: only with a code verified for this number by this customer. */
    async addPhone(customerId: string, phone: string): Promise<string[]> {
      const e164 = parsePhone(phone);
      const at = now();
      const result = await addVerifiedPhone(
        customerId,
        e164,
        new Date(at.getTime() - ADD_PHONE_WINDOW_MS),
        at,
      );
      if (result.ok) return result.phoneNumbers;
      // A double submit: the first request added it; answer the same list instead of an error.
      const owner = await repository.findOwnerByLookupKey(phoneLookupKey(e164) ?? '');
      if (owner === customerId) return repository.phoneNumbersOf(customerId);
      if (result.reason === 'taken') throw new AppError(409, 'PHONE_TAKEN', phoneErrors.phoneTaken);
      if (result.reason === 'advisor') throw advisorNumber();
      throw new AppError(403, 'PHONE_NOT_VERIFIED', phoneErrors.notVerified);
    },

    /** Phone sign-in, step 1: only a number already verified on an account (no account is ever created). */
    async requestSignInCode(phone: string, language: Language = 'en'): Promise<void> {
      const e164 = parsePhone(phone);
      const owner = await repository.findOwnerByLookupKey(phoneLookupKey(e164) ?? '');
      if (!owner) throw new AppError(404, 'NO_CUSTOMER_FOR_PHONE', en.dataService.noCustomerForPhone);
      await send('sign_in', e164, { customerId: owner }, language);
    },

    /**
     * Phone sign-in, step 2: the customer to open a session for. Single use: check() marks the code verified
     * with a conditional update, and only unverified codes can be checked, so one code opens one session.
     */
    async verifySignInCode(phone: string, code: string): Promise<string> {
      const { customerId } = await check('sign_in', parsePhone(phone), code);
      // Every sign_in code is sent to a customer's number (requestSignInCode), never an advisor's.
      if (!customerId) throw new AppError(400, 'OTP_EXPIRED', otpErrors.codeExpired);
      return customerId;
    },

    /**
     * An advisor's new forwarding number, step 1: a code to that number, under the same limits as a
     * customer's (per number, and per advisor per hour). The number is parsed (parsePhone) by the caller,
     * which also decides whether it may be used.
     */
    async requestAdvisorPhoneCode(
      agentId: number,
      phoneE164: string,
      language: Language = 'en',
    ): Promise<void> {
      await limitSender(`otp-send-advisor:${agentId}`);
      await send('advisor_phone', phoneE164, { advisorAgentId: agentId }, language);
    },

    /** Step 2: the code sent to this number for this advisor (single use, 5 tries, 10 minutes). */
    async verifyAdvisorPhoneCode(agentId: number, phoneE164: string, code: string): Promise<void> {
      await check('advisor_phone', phoneE164, code, { advisorAgentId: agentId });
    },
  };
}

export type PhoneVerificationService = ReturnType<typeof createPhoneVerificationService>;
