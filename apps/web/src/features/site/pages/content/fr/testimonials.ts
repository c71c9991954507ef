import type { TestimonialsContent } from '../en/testimonials.ts';

export type { Testimonial } from '@app/shared/content/testimonials';
export { FRENCH_TESTIMONIALS as TESTIMONIALS } from '@app/shared/content/testimonials-fr';

export const testimonials: TestimonialsContent = {
  subtitle:
    'Dans leurs propres mots : des clients de partout au Canada racontent ce qu’une consultation leur a apporté.',
  listHeading: 'Ce que disent nos clients',
  /** {{rating}} is replaced by the testimonial's rating. */
  ratingLabel: 'Note de {{rating}} sur 5',
  note: 'Les témoignages reflètent des expériences personnelles; les consultations sont offertes à des fins de divertissement et d’orientation personnelle.',
  cta: {
    heading: 'Écrivez votre propre histoire',
    text: 'Créez votre compte gratuit, choisissez votre voyant et appelez quand bon vous semble, de jour comme de nuit.',
    primary: { label: 'Créer un compte', to: '/register' },
    secondary: [{ label: 'Voir tous les voyants', to: '/' }],
  },
};
