import { describe, expect, it } from 'vitest';
import { BUNDLES } from '../constants.ts';
import { en } from '../messages/en.ts';
import { fr } from '../messages/fr.ts';
import { bundleWords } from './bundle-words.ts';

describe('bundleWords', () => {
  it('gives the words of the page’s language', () => {
    const bundle = { name: 'Basic Package', nameFr: 'Forfait Essentiel', features: ['a'], featuresFr: ['b'] };
    expect(bundleWords(bundle, 'en')).toEqual({ name: 'Basic Package', features: ['a'] });
    expect(bundleWords(bundle, 'fr')).toEqual({ name: 'Forfait Essentiel', features: ['b'] });
  });
});

describe('the price list’s words (the seed and the migration write them)', () => {
  it('name each bundle as the catalogue does in both languages, and translate every feature line', () => {
    for (const bundle of BUNDLES) {
      expect(bundle.name).toBe(en.purchase.bundleNames[bundle.id]);
      expect(bundle.nameFr).toBe(fr.purchase.bundleNames[bundle.id]);
      expect(bundle.featuresFr).toHaveLength(bundle.features.length);
      for (const [index, line] of bundle.featuresFr.entries()) {
        expect(line).not.toBe(bundle.features[index]);
      }
    }
  });
});
