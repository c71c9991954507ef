import type { ActionContent } from '../types.ts';

export type { Testimonial } from '@app/shared/content/testimonials';
export { TESTIMONIALS } from '@app/shared/content/testimonials';

export const testimonials = {
  subtitle: 'In their own words: customers across Canada share what a reading brought them.',
  listHeading: 'What our customers say',
  /** {{rating}} is replaced by the testimonial's rating. */
  ratingLabel: 'Rated {{rating}} out of 5',
  note: 'Testimonials reflect individual experiences; readings are for entertainment and personal guidance.',
  cta: {
    heading: 'Begin your own story',
    text: 'Create your free account, choose your advisor and call whenever you are ready, day or night.',
    primary: { label: 'Create an account', to: '/register' } satisfies ActionContent,
    secondary: [{ label: 'See all Psychics', to: '/' }] satisfies readonly ActionContent[],
  },
};

export type TestimonialsContent = typeof testimonials;
