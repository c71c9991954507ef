import { z } from 'zod';
import { DELETE_CONFIRM_WORDS, OTP_LENGTH, PASSWORD_LIMITS, PHONE_MIN_DIGITS } from '../constants.ts';
import { messageKey } from '../messages/keys.ts';
import type { Language } from '../rules/language.ts';

const DIGITS = /^\d+$/;
/** The longest address SMTP can deliver to (RFC 5321 path limit less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** Trimmed and lower-cased before the checks, so ' Jane@Example.com ' is valid and stored once. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: messageKey('validation.emailRequired'), abort: true })
  // RFC 5321: a path holds at most 254 characters of address; longer ones cannot receive mail.
  .max(EMAIL_MAX_LENGTH, messageKey('validation.emailInvalid'))
  .regex(z.regexes.email, messageKey('validation.emailInvalid'));

export const loginPasswordSchema = z
  .string()
  .min(PASSWORD_LIMITS.loginMin, messageKey('validation.passwordMin6'))
  .max(PASSWORD_LIMITS.max, messageKey('validation.passwordMax72'));

export const credentialsSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_LIMITS.resetMin, messageKey('validation.passwordMin8'))
  .max(PASSWORD_LIMITS.max, messageKey('validation.passwordMax72'));

export const resetPasswordSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((d) => d.password === d.confirmPassword, {
    error: messageKey('validation.passwordsDontMatch'),
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The phone as typed in the form: digits only, at least 10 (toE164 then decides whether it is dialable). */
export const phoneSchema = z
  .string()
  .trim()
  .min(PHONE_MIN_DIGITS, messageKey('validation.phoneMinDigits'))
  .regex(DIGITS, messageKey('validation.phoneDigitsOnly'));

export const phoneFormSchema = z.object({ phone: phoneSchema });
export type PhoneForm = z.infer<typeof phoneFormSchema>;

export const otpCodeSchema = z
  .string()
  .trim()
  .length(OTP_LENGTH, messageKey('validation.otpLength'))
  .regex(DIGITS, messageKey('validation.otpDigitsOnly'));

export const otpSchema = z.object({ phone: phoneSchema, code: otpCodeSchema });
export type OtpInput = z.infer<typeof otpSchema>;

/**
 * Closing an account: the word of the page's language typed exactly (DELETE on English pages, SUPPRIMER
 * on French ones). The web checks it in the page's language, the server in the request's.
 */
export const deleteConfirmSchema = (language: Language) =>
  z.object({
    // A string checked against the page's word, so the form's values and its result have one type.
    confirm: z.string().refine((word) => word === DELETE_CONFIRM_WORDS[language], {
      error: messageKey('validation.deleteConfirm'),
    }),
  });
export type DeleteConfirm = { confirm: string };
