import { z } from 'zod';
import { messageKey } from '../messages/keys.ts';
import { CALL_RECEIPT_CHANNELS } from '../rules/call-receipts.ts';
import { checkFirstName, FIRST_NAME_MAX, type FirstNameProblem } from '../rules/customer.ts';
import { credentialsSchema, otpCodeSchema, phoneSchema } from './auth.ts';

export const MIN_CUSTOMER_AGE = 18;
/** What a first-name field takes at most before trimming (the rule then allows FIRST_NAME_MAX). */
const FIRST_NAME_INPUT_MAX = 200;

/** True for a real calendar date 'YYYY-MM-DD' (2023-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whole years between a birth date and `today` (both 'YYYY-MM-DD'). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const birthDateSchema = z
  .string()
  .refine(isCalendarDate, messageKey('profile.errors.birthDateInvalid'))
  .refine((value) => value >= '1900-01-01', messageKey('profile.errors.birthDateInvalid'))
  .refine(
    (value) => ageOn(value, new Date().toISOString().slice(0, 10)) >= MIN_CUSTOMER_AGE,
    messageKey('profile.errors.tooYoung'),
  );

const FIRST_NAME_PROBLEMS: Record<FirstNameProblem, string> = {
  required: messageKey('profile.errors.firstNameRequired'),
  tooLong: messageKey('profile.errors.firstNameTooLong', { count: FIRST_NAME_MAX }),
  invalid: messageKey('profile.errors.firstNameInvalid'),
};

function firstName(optional: boolean) {
  return z
    .string()
    .max(FIRST_NAME_INPUT_MAX, FIRST_NAME_PROBLEMS.tooLong)
    .transform((value, context) => {
      const checked = checkFirstName(value);
      if (checked.ok) return checked.name;
      if (optional && checked.problem === 'required') return undefined;
      context.addIssue({ code: 'custom', message: FIRST_NAME_PROBLEMS[checked.problem] });
      return z.NEVER;
    });
}

/** A first name (rules/customer.ts checkFirstName), answered as stored: trimmed, NFC, single spaces. */
export const firstNameSchema = firstName(false);

/** Where a first name is optional (sign-up, first checkout, profile): left blank, none is given. */
export const optionalFirstNameSchema = firstName(true);

/** The sign-up form: e-mail, password and an optional first name (sent as `firstName`). */
export const signUpFormSchema = credentialsSchema.extend({ firstName: optionalFirstNameSchema });

export const profileFormSchema = z.object({
  /** Empty: no first name (the customer is greeted without one). */
  name: optionalFirstNameSchema,
  /** Empty means "not given". */
  birthDate: z.union([z.literal(''), birthDateSchema]),
  emailnotifications: z.boolean(),
  callReceipts: z.enum(CALL_RECEIPT_CHANNELS),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

/**
 * PATCH /api/customers/:id — any of the four fields, at least one. `name` is the customer's first name;
 * null takes it away (the customer is greeted without a name again).
 */
export const updateProfileSchema = z
  .strictObject({
    name: firstNameSchema.nullable().optional(),
    birthDate: birthDateSchema.nullable().optional(),
    emailnotifications: z.boolean().optional(),
    callReceipts: z.enum(CALL_RECEIPT_CHANNELS).optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    messageKey('profile.errors.nothingToUpdate'),
  );
export type UpdateProfileBody = z.infer<typeof updateProfileSchema>;

export const phoneBodySchema = z.object({ phone: phoneSchema });
export const verifyOtpBodySchema = z.object({ phone: phoneSchema, code: otpCodeSchema });
/**
 * The route's shape only: which word is right depends on the request's language, so the route checks it
 * with deleteConfirmSchema (schemas/auth.ts) and refuses a wrong one in that language.
 */
export const deleteAccountBodySchema = z.object({
  confirm: z
    .string({ error: messageKey('validation.deleteConfirm') })
    .max(64, messageKey('validation.deleteConfirm')),
});
export const sendEmailBodySchema = z.object({
  type: z.literal('welcome'),
  email: z.string().trim().toLowerCase().email(messageKey('validation.emailInvalid')),
  name: z.string().max(200).optional(),
});

export const purchaseRowSchema = z.object({
  id: z.string(),
  purchaseDate: z.string(),
  bundleName: z.string(),
  /** The bundle sold (null for a cashback row): its name in the page's language comes from the catalogue. */
  bundleId: z.string().nullable().optional(),
  minutes: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
  orderId: z.string(),
  /** True for the monthly cashback rows (amount 0). */
  cashback: z.boolean(),
});
export type PurchaseRow = z.infer<typeof purchaseRowSchema>;

export const creditUsageRowSchema = z.object({
  id: z.string(),
  callStart: z.string(),
  callEnd: z.string(),
  minutesUsed: z.number().int(),
  durationSeconds: z.number().int(),
  createdAt: z.string(),
  /** The advisor of the call (null when unknown); optional so an older server still parses. */
  advisorAgentId: z.number().int().nullable().optional(),
  advisorName: z.string().nullable().optional(),
});
export type CreditUsageRow = z.infer<typeof creditUsageRowSchema>;

export const purchasesResponseSchema = z.object({ purchases: z.array(purchaseRowSchema) });
export const creditUsageResponseSchema = z.object({ creditUsages: z.array(creditUsageRowSchema) });
export const creditsResponseSchema = z.object({ credits: z.number().int() });
export const promoCodeResponseSchema = z.object({ promoCode: z.string().nullable() });
export const phoneNumbersResponseSchema = z.object({ phoneNumbers: z.array(z.string()) });
