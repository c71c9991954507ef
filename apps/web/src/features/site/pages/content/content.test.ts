import { BRAND } from '@app/shared/brand';
import { translationProblems } from '@app/shared/messages/parity';
import { describe, expect, it } from 'vitest';
import * as en from './en/index.ts';
import * as fr from './fr/index.ts';

/** Values that are identifiers, not words: the same in both languages (links keep their English paths) and a quote's author. */
const STRUCTURAL = ['id', 'kind', 'href', 'to', 'code', 'icon', 'name', 'rating'];
/** Names and addresses both languages write alike. */
const SAME = [
  BRAND.supportEmail,
  BRAND.productName,
  BRAND.city,
  `${BRAND.productName}, ${BRAND.city}`,
  'PayPal',
  'Twilio',
  'Tarot',
  // Where the quotes' authors live: the same names in French, but for Québec City (« Québec »).
  ...en.TESTIMONIALS.map((testimonial) => testimonial.city).filter((city) => city !== 'Québec City, QC'),
];

describe('the site pages in French', () => {
  it.each(Object.keys(en))(
    '%s has the English shape, links and anchors, and every word translated',
    (name) => {
      const french = (fr as Record<string, unknown>)[name];
      expect(french, name).toBeDefined();
      expect(
        translationProblems((en as Record<string, unknown>)[name], french, {
          structuralKeys: STRUCTURAL,
          sameInBoth: SAME,
        }),
      ).toEqual([]);
    },
  );

  it('has no page the English lacks', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });
});
