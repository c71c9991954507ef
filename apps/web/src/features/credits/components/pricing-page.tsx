import { BEST_BUNDLE_ID } from '@app/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { pageLanguage } from '../../../lib/language.ts';
import { saleBundle, useBundles } from '../api/get-bundles.ts';
import { BundleCard } from './bundle-card.tsx';
import { BundlesPending } from './bundles-pending.tsx';

/** /pricing: the bundles on sale, in the page's language, each linking to /purchase?bundle={id}. */
export function PricingPage() {
  const { t } = useTranslation();
  const bundles = useBundles();
  return (
    <>
      <PageMeta page="pricing" />
      <PageHero title={t('site.pages.pricing')} subtitle={t('purchase.pricingSubtitle')} />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        {bundles.data ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {bundles.data.map((bundle) => (
              <BundleCard
                key={bundle.id}
                bundle={saleBundle(bundle, pageLanguage())}
                action={
                  <Link
                    to={`/purchase?bundle=${bundle.id}`}
                    className={`${buttonClass(bundle.id === BEST_BUNDLE_ID ? 'gold' : 'night', 'md')} w-full`}
                  >
                    {t('purchase.choosePackage')}
                  </Link>
                }
              />
            ))}
          </div>
        ) : (
          <BundlesPending failed={bundles.isError} onRetry={() => void bundles.refetch()} />
        )}
      </div>
      <p className="mx-auto max-w-3xl px-4 pb-14 text-center text-sm text-night-600">
        {t('purchase.secureNote')}
        <br />
        {t('salesTax.pricingNote')}
      </p>
    </>
  );
}
