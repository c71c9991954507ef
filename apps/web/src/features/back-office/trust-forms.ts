import {
  type declineSatisfactionBodySchema,
  grantSatisfactionBodySchema,
  hideReviewBodySchema,
  type ReviewHideReason,
  type restoreReviewBodySchema,
} from '@app/shared/schemas/trust';
import type { z } from 'zod';
import { schemaMessage } from '../../lib/schema-messages.ts';
import type { FormCheck } from './check-resolver.ts';

/**
 * The moderation and satisfaction forms' checks: the shared schemas decide (the server checks the same
 * bodies again), their messages read in the page's language; the grant adds the call's own limit.
 */

/** A message per field of the form, from the schema's issues (the first one of each field). */
function fieldErrors<V>(error: z.ZodError, fields: readonly (keyof V & string)[]) {
  const errors: Partial<Record<keyof V, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field)) {
      errors[field as keyof V] ??= schemaMessage(issue.message);
    }
  }
  return errors;
}

export interface HideFormValues {
  /** '' until staff choose one: there is no default reason. */
  reason: ReviewHideReason | '';
  note: string;
}
export type HideBody = z.output<typeof hideReviewBodySchema>;

export function checkHide(values: HideFormValues): FormCheck<HideFormValues, HideBody> {
  const parsed = hideReviewBodySchema.safeParse({
    reason: values.reason === '' ? undefined : values.reason,
    note: values.note,
  });
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: fieldErrors<HideFormValues>(parsed.error, ['reason', 'note']) };
}

export interface NoteFormValues {
  note: string;
}
export type NoteBody = { note: string };

/** Restoring a review and declining a request take a note only. */
export function checkNote(
  values: NoteFormValues,
  schema: typeof restoreReviewBodySchema | typeof declineSatisfactionBodySchema,
): FormCheck<NoteFormValues, NoteBody> {
  const parsed = schema.safeParse({ note: values.note });
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: fieldErrors<NoteFormValues>(parsed.error, ['note']) };
}

export interface GrantFormValues {
  /** As typed. */
  minutes: string;
  note: string;
}
export type GrantBody = z.output<typeof grantSatisfactionBodySchema>;

/** The form opens on the whole call: every minute it billed. */
export function grantDefaults(request: { minutesBilled: number }): GrantFormValues {
  return { minutes: String(request.minutesBilled), note: '' };
}

/** Typed minutes as the number the schema judges; a blank or a word is 0, which it refuses in its words. */
function typedMinutes(text: string): number {
  const trimmed = text.trim();
  const value = trimmed === '' ? 0 : Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : 0;
}

/**
 * The grant's body: a whole number of minutes, at least 1 (the shared schema), and at most what the call
 * billed (`overMessage` says so, the server refuses more too); a note.
 */
export function checkGrant(
  values: GrantFormValues,
  minutesBilled: number,
  overMessage: string,
): FormCheck<GrantFormValues, GrantBody> {
  const minutes = typedMinutes(values.minutes);
  const parsed = grantSatisfactionBodySchema.safeParse({ minutes, note: values.note });
  const errors = parsed.success ? {} : fieldErrors<GrantFormValues>(parsed.error, ['minutes', 'note']);
  if (!errors.minutes && minutes > minutesBilled) errors.minutes = overMessage;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
