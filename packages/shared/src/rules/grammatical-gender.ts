/**
 * How French refers to an advisor: « elle » ('f': « Amélie vous est réservée », « votre voyante »),
 * « il » ('m'), or wording that agrees with neither ('x', and any advisor who has not said: « Alex vous
 * attend »). English needs none of it. The catalogue holds the feminine and masculine sentences as
 * variants of the neutral one (`<key>_female`, `<key>_male`; messages/variant.ts).
 */
export const GRAMMATICAL_GENDERS = ['f', 'm', 'x'] as const;
export type GrammaticalGender = (typeof GRAMMATICAL_GENDERS)[number];

export function isGrammaticalGender(value: unknown): value is GrammaticalGender {
  return typeof value === 'string' && (GRAMMATICAL_GENDERS as readonly string[]).includes(value);
}

/** The catalogue context for an advisor's gender: none (the neutral sentence) for 'x' or unknown. */
export function genderContext(gender: string | null | undefined): 'female' | 'male' | undefined {
  return gender === 'f' ? 'female' : gender === 'm' ? 'male' : undefined;
}
