import type { Language } from './language.ts';

/** What a bundle is called and offers, in both languages (the bundles table, the API, the seed). */
export interface BundleWordsSource {
  name: string;
  nameFr: string;
  features: readonly string[];
  featuresFr: readonly string[];
}

/** A bundle's name and features in `language`: French pages, French PayPal orders, French staff pages. */
export function bundleWords(
  bundle: BundleWordsSource,
  language: Language,
): { name: string; features: readonly string[] } {
  return language === 'fr'
    ? { name: bundle.nameFr, features: bundle.featuresFr }
    : { name: bundle.name, features: bundle.features };
}
