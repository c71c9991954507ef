import { z } from 'zod';
import { messageKey } from '../messages/keys.ts';
import { PAYOUT_METHODS } from '../rules/earnings.ts';
import { isoToEasternWallClock } from '../rules/eastern-wall-clock.ts';
import {
  isAtLeastYearsOld,
  isCalendarDate,
  normalizeGstHstNumber,
  normalizePostalCode,
  normalizeQstNumber,
  normalizeTin,
  PAYOUT_MIN_AGE_YEARS,
  TIN_KINDS,
} from '../rules/payout-profile.ts';
import { toE164 } from '../rules/phone.ts';
import { isProvince, PROVINCES } from '../rules/provinces.ts';
import { psychicPhotoQuerySchema } from './advisors.ts';
import { otpCodeSchema } from './auth.ts';
import { staffNoteSchema } from './staff.ts';

const EMAIL_MAX = 254;
const NAME_MAX = 200;
const LINE_MAX = 200;
const CITY_MAX = 100;
/** Room for a number typed with spaces and a program account; anything longer is not one. */
const NUMBER_MAX = 40;

const tooLong = (count: number) => messageKey('payoutProfile.checks.tooLong', { count });
const text = (max: number) => z.string().trim().max(max, tooLong(max));
/** An optional field the form sends as '' when left empty: stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => (value ? value : null));

const EMAIL = z.regexes.email;

/** Today on Montréal's wall clock (YYYY-MM-DD): the day an age is counted on. */
const montrealToday = () => isoToEasternWallClock(new Date().toISOString()).slice(0, 10);

/**
 * The whole payout profile as the advisor sends it (POST /api/advisor/payout-profile/changes), checked and
 * put in its stored form: the SIN or business number as its 9 digits, the postal code 'H2X 1Y4', the tax
 * numbers without spaces, the destination lower-cased (an e-mail) or in E.164 (a mobile number). Each
 * problem names its field, in the page's language (the messages are catalogue keys).
 */
export const payoutProfileInputSchema = z
  .strictObject({
    method: z.enum(PAYOUT_METHODS, { error: messageKey('payoutProfile.checks.methodRequired') }),
    destination: text(EMAIL_MAX),
    legalName: text(NAME_MAX),
    addressLine1: text(LINE_MAX),
    addressLine2: optionalText(LINE_MAX),
    city: text(CITY_MAX),
    // Checked with the others below, so that a first submit names every problem at once.
    province: z.string().trim().max(2, messageKey('payoutProfile.checks.provinceRequired')),
    postalCode: text(NUMBER_MAX),
    tinKind: z.enum(TIN_KINDS, { error: messageKey('payoutProfile.checks.tinRequired') }),
    tin: text(NUMBER_MAX),
    birthDate: optionalText(10),
    gstHstNumber: optionalText(NUMBER_MAX),
    qstNumber: optionalText(NUMBER_MAX),
  })
  .transform((input, ctx) => {
    const problem = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
    };

    if (!input.legalName) problem('legalName', messageKey('payoutProfile.checks.legalNameRequired'));
    if (!input.addressLine1) problem('addressLine1', messageKey('payoutProfile.checks.addressRequired'));
    if (!input.city) problem('city', messageKey('payoutProfile.checks.cityRequired'));
    const province = isProvince(input.province) ? input.province : null;
    if (!province) problem('province', messageKey('payoutProfile.checks.provinceRequired'));

    let destination: string | null = null;
    if (input.method === 'paypal' || input.destination.includes('@')) {
      const email = input.destination.toLowerCase();
      if (EMAIL.test(email)) destination = email;
      else problem('destination', messageKey('payoutProfile.checks.emailInvalid'));
    } else {
      destination = toE164(input.destination);
      if (!destination) problem('destination', messageKey('payoutProfile.checks.interacDestinationInvalid'));
    }

    const postalCode = normalizePostalCode(input.postalCode);
    if (!postalCode) problem('postalCode', messageKey('payoutProfile.checks.postalCodeInvalid'));

    const tin = input.tin ? normalizeTin(input.tinKind, input.tin) : null;
    if (!input.tin) problem('tin', messageKey('payoutProfile.checks.tinRequired'));
    else if (!tin) {
      problem(
        'tin',
        messageKey(
          input.tinKind === 'sin' ? 'payoutProfile.checks.sinInvalid' : 'payoutProfile.checks.bnInvalid',
        ),
      );
    }

    // An individual (a SIN) must give their birth date and be of age; a business may leave it out.
    const { birthDate } = input;
    if (birthDate === null) {
      if (input.tinKind === 'sin') problem('birthDate', messageKey('payoutProfile.checks.birthDateRequired'));
    } else if (!isCalendarDate(birthDate) || birthDate < '1900-01-01' || birthDate > montrealToday()) {
      problem('birthDate', messageKey('payoutProfile.checks.birthDateInvalid'));
    } else if (input.tinKind === 'sin' && !isAtLeastYearsOld(birthDate, montrealToday())) {
      problem('birthDate', messageKey('payoutProfile.checks.tooYoung', { count: PAYOUT_MIN_AGE_YEARS }));
    }

    const gstHstNumber = input.gstHstNumber === null ? null : normalizeGstHstNumber(input.gstHstNumber);
    if (input.gstHstNumber !== null && !gstHstNumber) {
      problem('gstHstNumber', messageKey('payoutProfile.checks.gstHstInvalid'));
    }
    const qstNumber = input.qstNumber === null ? null : normalizeQstNumber(input.qstNumber);
    if (input.qstNumber !== null && !qstNumber) {
      problem('qstNumber', messageKey('payoutProfile.checks.qstInvalid'));
    }

    if (!destination || !postalCode || !tin || !province) return z.NEVER;
    if (!input.legalName || !input.addressLine1 || !input.city) return z.NEVER;
    return { ...input, destination, province, postalCode, tin, birthDate, gstHstNumber, qstNumber };
  });

/** What the form holds (strings as typed). */
export type PayoutProfileForm = z.input<typeof payoutProfileInputSchema>;
/** The profile checked and normalised: what is sealed and stored. */
export type PayoutProfileInput = z.output<typeof payoutProfileInputSchema>;

/**
 * A payout profile as anyone but an admin's reveal sees it: the SIN or business number masked to its last
 * three digits ('•••-•••-123'), the birth date never, only whether one is on file.
 */
export const payoutProfileViewSchema = z.object({
  method: z.enum(PAYOUT_METHODS),
  destination: z.string(),
  legalName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  province: z.enum(PROVINCES),
  postalCode: z.string(),
  country: z.string(),
  tinKind: z.enum(TIN_KINDS),
  tinMasked: z.string(),
  hasBirthDate: z.boolean(),
  gstHstNumber: z.string().nullable(),
  qstNumber: z.string().nullable(),
  /** No payout leaves before this instant (ISO): 48 h after the last change. Null once passed, or never set. */
  holdUntil: z.string().nullable(),
  updatedAt: z.string(),
});
export type PayoutProfileView = z.infer<typeof payoutProfileViewSchema>;

/** GET /api/advisor/payout-profile: the advisor's own profile, or null before they give one. */
export const advisorPayoutProfileSchema = z.object({ profile: payoutProfileViewSchema.nullable() });
export type AdvisorPayoutProfile = z.infer<typeof advisorPayoutProfileSchema>;

/** The answer to a change: its id for the confirmation, and where the code went (masked). */
export const payoutProfileChangeSchema = z.object({
  changeId: z.uuid(),
  sentTo: z.string(),
  expiresAt: z.string(),
});
export type PayoutProfileChange = z.infer<typeof payoutProfileChangeSchema>;

export const payoutProfileChangeParamsSchema = z.object({ changeId: z.uuid() });

export const payoutProfileConfirmBodySchema = z.strictObject({ code: otpCodeSchema });

/** The back office's routes about one advisor's profile. */
export const staffPayoutProfileParamsSchema = z.object({ agentId: psychicPhotoQuerySchema.shape.agentId });

export const staffPayoutProfileSchema = z.object({
  agentId: z.int(),
  profile: payoutProfileViewSchema.nullable(),
});
export type StaffPayoutProfile = z.infer<typeof staffPayoutProfileSchema>;

/** An admin's reveal of the full number: why, as the audit log keeps it. */
export const payoutTinRevealBodySchema = z.strictObject({ reason: staffNoteSchema });

export const payoutTinRevealSchema = z.object({
  agentId: z.int(),
  tinKind: z.enum(TIN_KINDS),
  tin: z.string(),
});
export type PayoutTinReveal = z.infer<typeof payoutTinRevealSchema>;
