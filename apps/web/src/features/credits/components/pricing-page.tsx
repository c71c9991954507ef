import { BEST_BUNDLE_ID, BUNDLES } from '@app/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { BundleCard } from './bundle-card.tsx';

/** /pricing: the four bundles, each linking to /purchase?bundle={id}. */
export function PricingPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta page="pricing" />
      <PageHero title={t('site.pages.pricing')} subtitle={t('purchase.pricingSubtitle')} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        {BUNDLES.map((bundle) => (
          <BundleCard
            key={bundle.id}
            bundle={bundle}
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
      <p className="mx-auto max-w-3xl px-4 pb-14 text-center text-sm text-night-600">
        {t('purchase.secureNote')}
      </p>
    </>
  );
}
