/**
 * The back office's bundles (/admin/bundles): the words of each package, in both languages. English; the
 * French catalogue mirrors it.
 */
export const backOfficeBundles = {
  title: 'Bundles',
  subline:
    'The name and features of each package on the pricing and purchase pages, in English and in French. Minutes and prices follow the price list and are not edited here.',
  caption: 'Bundles, in the order of the price list',
  columns: { bundle: 'Bundle', english: 'English', french: 'French', terms: 'Minutes and price' },
  terms: '{{minutes}} + {{gift}} free min · {{price}}',
  notOnSale: 'Not on sale',
  edit: 'Edit',
  editLabel: 'Edit the words of {{name}}',
  editTitle: 'The words of {{name}}',
  english: 'English',
  french: 'French',
  name: 'Name',
  nameFr: 'Name in French',
  features: 'Features, one per line',
  featuresFr: 'Features in French, one per line',
  featuresHint: 'Each French line translates the English line at the same place.',
  saved: 'Saved: the pricing and purchase pages show the new words.',
  /** The shared checks' words (schemas/staff-bundles.ts), shown beside the fields and in API errors. */
  checks: {
    nameRequired: 'Write the English name.',
    nameFrRequired: 'Write the French name.',
    nameMax: 'A name has at most {{count}} characters.',
    featuresRequired: 'Write at least one feature.',
    featuresFrRequired: 'Write the features in French.',
    featuresMax: 'At most {{count}} features.',
    featureMax: 'A feature has at most {{count}} characters.',
    featuresMatch: 'Write one French line for each English line ({{count}}).',
  },
  notFound: 'No bundle with this id.',
} as const;
