/** Customer quotes (English): the testimonials page and its structured data (SPEC 2 'Page metadata'). */
export interface Testimonial {
  /** First name and last initial only. */
  name: string;
  city: string;
  quote: string;
  /** Out of 5. */
  rating: number;
}

/** Customer quotes, also the source of the page's structured data. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Sophie L.',
    city: 'Montréal, QC',
    quote:
      'I called late one evening after a difficult week, and my advisor took the time to really listen before reading the cards. I hung up calmer and much clearer about what I wanted to do next.',
    rating: 5,
  },
  {
    name: 'Marc-André T.',
    city: 'Québec City, QC',
    quote:
      "What I appreciate most is how simple it is: I buy my minutes, I call, I enter the extension and I'm talking with my advisor. No subscription and no surprises on my statement.",
    rating: 5,
  },
  {
    name: 'Priya S.',
    city: 'Toronto, ON',
    quote:
      "My astrology reading put words on something I had been feeling for months. It didn't tell me what to do; it helped me see my own options more clearly.",
    rating: 5,
  },
  {
    name: 'Daniel K.',
    city: 'Ottawa, ON',
    quote:
      'I was sceptical before my first call. My advisor was warm, honest and never pushy, and the reading gave me a lot to think about before my career change.',
    rating: 4,
  },
  {
    name: 'Emily R.',
    city: 'Vancouver, BC',
    quote:
      'I lost my grandmother last year. My session with a medium was gentle and respectful, and it brought me a kind of comfort I did not expect.',
    rating: 5,
  },
  {
    name: 'Jason M.',
    city: 'Calgary, AB',
    quote:
      'I like that my minutes never expire. I keep a few on my account and call when I have a real decision in front of me, not before.',
    rating: 4,
  },
  {
    name: 'Claire B.',
    city: 'Halifax, NS',
    quote:
      "The dream interpretation session was fascinating. A dream that had kept coming back for years finally made sense to me, and I've felt lighter since.",
    rating: 5,
  },
  {
    name: 'Nathalie G.',
    city: 'Sherbrooke, QC',
    quote:
      'My tarot reading about my relationship was honest without being harsh, which is exactly what I needed. I appreciated that the advisor let me draw my own conclusions.',
    rating: 5,
  },
];
