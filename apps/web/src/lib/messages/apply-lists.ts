import type { apply } from '@app/shared/messages/apply';
import type { Translated } from '@app/shared/messages/translated';

/**
 * The application form's lists that the back office's applications pages show too, in the form's own
 * words: the languages, specialties, reading styles and the week of availability.
 */
export function applyLists(words: Translated<typeof apply>) {
  const { languages, specialties, styles, availability } = words;
  return {
    languages: { en: languages.en, fr: languages.fr },
    specialties,
    styles,
    availability: {
      day: availability.day,
      parts: availability.parts,
      days: availability.days,
      daysShort: availability.daysShort,
    },
  };
}
