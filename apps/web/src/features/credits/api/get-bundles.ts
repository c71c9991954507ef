import { INITIAL_DATA_IDS } from '@app/shared/constants';
import { bundleWords } from '@app/shared/rules/bundle-words';
import type { Language } from '@app/shared/rules/language';
import type { BundleDto } from '@app/shared/schemas/bundles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client.ts';
import { initialDataReader } from '../../../lib/initial-data.ts';

/** A bundle on sale as a page shows it: its words in the page's language, its figures as the rules take them. */
export interface SaleBundle {
  id: string;
  name: string;
  features: readonly string[];
  minutes: number;
  gift: number;
  priceInCents: number;
  cashbackPercent: number;
}

export function saleBundle(bundle: BundleDto, language: Language): SaleBundle {
  return {
    id: bundle.id,
    ...bundleWords(bundle, language),
    minutes: bundle.minutes,
    gift: bundle.giftMinutes,
    priceInCents: bundle.priceCents,
    cashbackPercent: bundle.cashbackPercent,
  };
}

/**
 * The pricing and purchase pages carry the bundles as the server had them (#initial-bundles), so a
 * pre-rendered pricing page shows its cards at once and the app starts with the same ones.
 */
const initial = initialDataReader<{ bundles: BundleDto[] }>(INITIAL_DATA_IDS.bundles);

export const bundlesQueryOptions = queryOptions({
  queryKey: ['bundles'] as const,
  queryFn: async ({ signal }) =>
    (
      await getJson(
        '/api/bundles',
        async () => (await import('@app/shared/schemas/bundles')).bundlesResponseSchema,
        { signal },
      )
    ).bundles,
  // Staff change the words rarely; a page loaded before a change keeps the words it showed.
  staleTime: 5 * 60_000,
  initialData: () => initial()?.value.bundles,
  initialDataUpdatedAt: () => initial()?.at,
});

export const useBundles = () => useQuery(bundlesQueryOptions);
