import type { bundles } from '@app/db/schema';
import { INITIAL_DATA_IDS } from '@app/shared/constants';
import type { BundleDto } from '@app/shared/schemas/bundles';
import { seoPageForPath } from '@app/shared/seo/pages';
import { createCachedDataTransformer } from '../../page-html/initial-data.ts';
import type { HtmlTransformer } from '../../plugins/static-spa.ts';

type BundleRow = typeof bundles.$inferSelect;

/** A bundle on sale as GET /api/bundles and the pages' #initial-bundles give it: both languages' words. */
export function toBundleDto(row: BundleRow): BundleDto {
  return {
    id: row.id,
    name: row.name,
    nameFr: row.nameFr,
    minutes: row.minutes,
    priceCents: row.priceCents,
    taxCents: row.taxCents,
    giftMinutes: row.giftMinutes,
    cashbackPercent: row.cashbackPercent,
    features: row.features,
    featuresFr: row.featuresFr,
  };
}

/** The pages that show the bundles, in either language. */
const BUNDLE_PAGES = new Set(['pricing', 'purchase']);

/**
 * The pricing and purchase pages carry the bundles on sale (the API's body), so the pre-rendered pricing
 * page shows its cards in its first paint and the app starts with them. Other pages do not need them.
 * Looked up again as soon as staff change a bundle's words on any instance (`version`).
 */
export function createInitialBundlesTransformer(
  listBundles: () => Promise<BundleRow[]>,
  version?: () => number,
): HtmlTransformer {
  const inject = createCachedDataTransformer(
    INITIAL_DATA_IDS.bundles,
    'bundles',
    async () => (await listBundles()).map(toBundleDto),
    version,
  );
  return (html, url, context) => {
    const page = seoPageForPath(url);
    return page && BUNDLE_PAGES.has(page) ? inject(html, url, context) : html;
  };
}
