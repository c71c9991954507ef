import type { en } from '@app/shared/messages/en';
import { digitsOnly } from '@app/shared/rules/phone';
import type { Province } from '@app/shared/rules/provinces';
import {
  type APPLICATION_LANGUAGES,
  APPLICATION_VOICE_MAX_SECONDS,
  type ApplicationBody,
  applicationBodySchema,
  DAY_PARTS,
  type READING_STYLES,
  type SPECIALTIES,
  WEEKDAYS,
} from '@app/shared/schemas/applications';
import { base64Of, type ChosenMedia } from './media.ts';

// The application form's answers, the checks that mirror the contract's schema (applicationBodySchema)
// field by field, and the body sent. Pure, so the checks are tested without a page.

export type Weekday = (typeof WEEKDAYS)[number];
export type DayPart = (typeof DAY_PARTS)[number];
export type ApplicationLanguage = (typeof APPLICATION_LANGUAGES)[number];
export type Specialty = (typeof SPECIALTIES)[number];
export type ReadingStyle = (typeof READING_STYLES)[number];
export type Availability = Record<Weekday, readonly DayPart[]>;

export interface ApplicationDraft {
  name: string;
  email: string;
  phone: string;
  province: Province | '';
  languages: readonly ApplicationLanguage[];
  specialties: readonly Specialty[];
  styles: readonly ReadingStyle[];
  experience: string;
  availability: Availability;
  presentation: string;
  ofAge: boolean;
  consent: boolean;
  /** The field people never see: whatever a bot typed in it, sent as it is. */
  website: string;
}

export const emptyAvailability = (): Availability =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as Availability;

export const emptyDraft = (): ApplicationDraft => ({
  name: '',
  email: '',
  phone: '',
  province: '',
  languages: [],
  specialties: [],
  styles: [],
  experience: '',
  availability: emptyAvailability(),
  presentation: '',
  ofAge: false,
  consent: false,
  website: '',
});

/** The form's fields that can be wrong, in the order the page shows them (the first one wrong gets the focus). */
export const FIELDS = [
  'name',
  'email',
  'phone',
  'province',
  'languages',
  'specialties',
  'styles',
  'experience',
  'presentation',
  'photo',
  'voice',
  'ofAge',
  'consent',
] as const;
export type Field = (typeof FIELDS)[number];

/** The limits of the two texts, read from the schema so that the page and the server agree. */
export const TEXT_LIMITS = {
  experience: { min: 20, max: 2000 },
  presentation: { min: 80, max: 2000 },
} as const;

/** What is wrong with a field: a key of `apply.errors` and the numbers its sentence names (`length`: so far). */
export interface Problem {
  key: keyof typeof en.apply.errors;
  values?: { min?: number; max?: number; length?: number };
}

/**
 * The 10 digits of a North American number ('(514) 555-1234', '+1 514 555 1234'), as the site's phone
 * forms send them; null when it is not one.
 */
export function nationalNumber(phone: string): string | null {
  const digits = digitsOnly(phone);
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return null;
}

function textProblem(value: string, { min, max }: { min: number; max: number }): Problem | undefined {
  const length = value.trim().length;
  if (length < min) return { key: 'tooShort', values: { min, length } };
  if (length > max) return { key: 'tooLong', values: { max, length } };
  return undefined;
}

/**
 * Every field that the server would refuse, with what to say: the schema's rules (required fields, their
 * lengths, one choice at least in each list, both media, both boxes ticked), and the phone verified.
 */
export function problemsOf(
  draft: ApplicationDraft,
  media: { photo: ChosenMedia | null; voice: ChosenMedia | null },
  phoneVerified: boolean,
): Partial<Record<Field, Problem>> {
  const problems: Partial<Record<Field, Problem>> = {};
  const shape = applicationBodySchema.shape;
  if (!shape.name.safeParse(draft.name).success) problems.name = { key: 'name' };
  if (!shape.email.safeParse(draft.email.trim()).success) problems.email = { key: 'email' };
  if (nationalNumber(draft.phone) === null) problems.phone = { key: 'phone' };
  else if (!phoneVerified) problems.phone = { key: 'phoneNotVerified' };
  if (draft.province === '') problems.province = { key: 'province' };
  if (draft.languages.length === 0) problems.languages = { key: 'languages' };
  if (draft.specialties.length === 0) problems.specialties = { key: 'specialties' };
  if (draft.styles.length === 0) problems.styles = { key: 'styles' };
  const experience = textProblem(draft.experience, TEXT_LIMITS.experience);
  if (experience) problems.experience = experience;
  const presentation = textProblem(draft.presentation, TEXT_LIMITS.presentation);
  if (presentation) problems.presentation = presentation;
  if (!media.photo) problems.photo = { key: 'photo' };
  const voice = media.voice;
  if (
    !voice ||
    (voice.source.kind === 'recording' && voice.source.seconds > APPLICATION_VOICE_MAX_SECONDS + 1)
  ) {
    problems.voice = { key: 'voice' };
  }
  if (!draft.ofAge) problems.ofAge = { key: 'ofAge' };
  if (!draft.consent) problems.consent = { key: 'consent' };
  return problems;
}

/** The weekdays with at least one part of the day, each with its parts in the order of the day. */
export function availabilityOf(week: Availability): ApplicationBody['availability'] {
  const chosen: ApplicationBody['availability'] = {};
  for (const day of WEEKDAYS) {
    const parts = DAY_PARTS.filter((part) => week[day].includes(part));
    if (parts.length > 0) chosen[day] = parts;
  }
  return chosen;
}

/** The application as POST /api/applications takes it; call it only once `problemsOf` found nothing. */
export async function applicationBody(
  draft: ApplicationDraft,
  formToken: string,
  photo: ChosenMedia,
  voice: ChosenMedia,
): Promise<ApplicationBody> {
  const [photoData, voiceData] = await Promise.all([base64Of(photo.blob), base64Of(voice.blob)]);
  return {
    formToken,
    website: draft.website,
    name: draft.name.trim(),
    email: draft.email.trim(),
    phone: nationalNumber(draft.phone) ?? draft.phone.trim(),
    province: draft.province as Province,
    languages: [...draft.languages],
    specialties: [...draft.specialties],
    styles: [...draft.styles],
    experience: draft.experience.trim(),
    availability: availabilityOf(draft.availability),
    presentation: draft.presentation.trim(),
    photo: { type: photo.type, data: photoData },
    voice: { type: voice.type, data: voiceData },
    ofAge: true,
    consent: true,
  };
}
