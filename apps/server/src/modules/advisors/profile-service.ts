import type { AppDb } from '@app/db/client';
import { isUniqueViolation } from '@app/db/errors';
import { en } from '@app/shared/messages/en';
import { type EditorWeek, normalizeSchedule, type ScheduleProblem } from '@app/shared/rules/advisor-console';
import type { GrammaticalGender } from '@app/shared/rules/grammatical-gender';
import type { Language } from '@app/shared/rules/language';
import { digitsOnly } from '@app/shared/rules/phone';
import type { AdvisorProfile } from '@app/shared/schemas/advisor-console';
import { AppError } from '../../app-error.ts';
import { type PhoneVerificationService, parsePhone } from '../accounts/phone-verification.ts';
import { editorPresentationOf } from './editor-view.ts';
import { preparePhoto, prepareVoice } from './profile-media.ts';
import { createAdvisorProfileRepository } from './profile-repository.ts';
import type { AdvisorsService } from './service.ts';

/** The forwarding number as the profile page shows it: the last four digits, never more. */
export function maskPhone(phone: string): string {
  return `•••-•••-${digitsOnly(phone).slice(-4)}`;
}

/** An advisor cannot take a number a customer account has verified (phone-claims.ts). */
const customerNumber = () => new AppError(409, 'PHONE_IS_CUSTOMERS', en.auth.phone.errors.customerNumber);

export type ScheduleOutcome =
  | { ok: true; profile: AdvisorProfile }
  | { ok: false; problems: ScheduleProblem[] };

/**
 * The advisor's own profile: presentation, weekly hours, photo and voice introduction go through the
 * advisors service (one transaction with the NOTIFY that refreshes the public feed, profile pages and
 * sitemap on every instance); the forwarding number changes only with a code texted to the new number.
 */
export function createAdvisorProfileService(deps: {
  db: AppDb;
  advisors: AdvisorsService;
  phones: PhoneVerificationService;
}) {
  const { db, advisors, phones } = deps;
  const repository = createAdvisorProfileRepository(db);

  /**
   * Stores the forwarding number. 'taken' when another advisor got the number meanwhile (the unique
   * constraint decides races); 'customer' when a customer account has it (checked under the number's
   * claim lock, which a customer's adding of a number takes too).
   */
  async function setPhoneNumber(
    agentId: number,
    phoneE164: string,
  ): Promise<'updated' | 'missing' | 'taken' | 'customer'> {
    try {
      return await db.transaction(async (tx) => {
        const rows = createAdvisorProfileRepository(tx);
        await rows.lockPhoneClaim(phoneE164);
        if (await rows.isCustomerNumber(phoneE164)) return 'customer';
        return (await rows.setPhoneNumber(agentId, phoneE164, new Date())) ? 'updated' : 'missing';
      });
    } catch (error) {
      if (isUniqueViolation(error, 'advisors_phone_number_unique')) return 'taken';
      throw error;
    }
  }

  async function profile(agentId: number): Promise<AdvisorProfile> {
    const row = await repository.find(agentId);
    if (!row) throw new AppError(404, 'NOT_FOUND', `No advisor with agentId ${agentId}`);
    return { ...editorPresentationOf(row), phoneMasked: maskPhone(row.phoneNumber) };
  }

  /**
   * A number already ringing for another advisor would make the phone menu unable to tell them apart;
   * one verified on a customer account would make the line take that customer for an advisor.
   */
  async function assertFreeNumber(agentId: number, phoneE164: string): Promise<void> {
    if (await repository.isForwardingNumberOfAnother(agentId, phoneE164)) {
      throw new AppError(409, 'PHONE_TAKEN', en.auth.phone.errors.phoneTaken);
    }
    if (await repository.isCustomerNumber(phoneE164)) throw customerNumber();
  }

  return {
    profile,

    /**
     * `descriptionFr` undefined keeps the French presentation, null removes it; `grammaticalGender`
     * undefined keeps how French refers to the advisor.
     */
    async setDescription(
      agentId: number,
      change: { description: string; descriptionFr?: string | null; grammaticalGender?: GrammaticalGender },
    ): Promise<AdvisorProfile> {
      await advisors.updateProfile(agentId, {
        description: change.description,
        ...(change.descriptionFr === undefined ? {} : { descriptionFr: change.descriptionFr }),
        ...(change.grammaticalGender === undefined ? {} : { grammaticalGender: change.grammaticalGender }),
      });
      return profile(agentId);
    },

    async setSchedule(agentId: number, week: EditorWeek): Promise<ScheduleOutcome> {
      const normalized = normalizeSchedule(week);
      if (!normalized.ok) return { ok: false, problems: normalized.problems };
      await advisors.updateProfile(agentId, { schedule: normalized.schedule, daysOff: normalized.daysOff });
      return { ok: true, profile: await profile(agentId) };
    },

    async setPhoto(agentId: number, body: unknown, contentType: string | undefined): Promise<AdvisorProfile> {
      const photo = await preparePhoto(body, contentType);
      await advisors.updateProfile(agentId, { photo });
      return profile(agentId);
    },

    async setVoice(agentId: number, body: unknown, contentType: string | undefined): Promise<AdvisorProfile> {
      const audio = await prepareVoice(body, contentType);
      await advisors.updateProfile(agentId, { audio });
      return profile(agentId);
    },

    /** Step 1: the customer's rules for the number, then a code texted to it in the console's language. */
    async requestPhoneCode(agentId: number, phone: string, language: Language): Promise<void> {
      const e164 = parsePhone(phone);
      const current = await repository.find(agentId);
      if (current?.phoneNumber === e164) {
        throw new AppError(409, 'PHONE_ALREADY_ADDED', en.auth.phone.errors.alreadyAdded);
      }
      await assertFreeNumber(agentId, e164);
      await phones.requestAdvisorPhoneCode(agentId, e164, language);
    },

    /**
     * Step 2: with the code sent to that number, it becomes the forwarding number, stored in E.164 as the
     * seed stores it and the phone menu compares it. A number taken meanwhile is refused before the
     * code is spent.
     */
    async confirmPhone(agentId: number, phone: string, code: string): Promise<AdvisorProfile> {
      const e164 = parsePhone(phone);
      await assertFreeNumber(agentId, e164);
      await phones.verifyAdvisorPhoneCode(agentId, e164, code);
      const outcome = await setPhoneNumber(agentId, e164);
      if (outcome === 'taken') throw new AppError(409, 'PHONE_TAKEN', en.auth.phone.errors.phoneTaken);
      if (outcome === 'customer') throw customerNumber();
      return profile(agentId);
    },
  };
}

export type AdvisorProfileService = ReturnType<typeof createAdvisorProfileService>;
