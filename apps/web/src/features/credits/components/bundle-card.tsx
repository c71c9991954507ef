import { BEST_BUNDLE_ID } from '@app/shared/constants';
import { perMinutePriceCents } from '@app/shared/rules/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SparklesIcon } from '../../../components/ui/icons.tsx';
import { formatMoney } from '../../../lib/formats.ts';
import type { SaleBundle } from '../api/get-bundles.ts';

/** One package as the pricing page and the purchase page show it; `action` is the card's call to action. */
export function BundleCard({
  bundle,
  selected = false,
  action,
}: {
  bundle: SaleBundle;
  selected?: boolean;
  action: ReactNode;
}) {
  const { t } = useTranslation();
  const best = bundle.id === BEST_BUNDLE_ID;
  return (
    <article
      className={`relative flex h-full flex-col rounded-3xl bg-white p-6 shadow-card ring-1 transition-shadow ${
        selected ? 'ring-2 ring-gold-400 shadow-glow' : best ? 'ring-gold-300' : 'ring-night-100'
      }`}
    >
      {best ? (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-gradient-to-b from-gold-300 to-gold-400 px-3 py-1 text-xs font-bold uppercase tracking-wider text-night-950 shadow">
          {t('purchase.bestPackage')}
        </span>
      ) : null}
      <h3 className="font-display text-xl font-semibold text-night-900">{bundle.name}</h3>
      <p className="mt-3 font-display text-3xl font-semibold tabular-nums text-night-900">
        {formatMoney(bundle.priceInCents)}
      </p>
      <p className="mt-1 text-sm text-night-600">
        {t('purchase.perMinute', { price: formatMoney(perMinutePriceCents(bundle)) })}
      </p>
      <p className="mt-4 text-lg font-semibold text-night-800">
        {t('purchase.minutes', { count: bundle.minutes })}
      </p>
      <p className="text-sm font-semibold text-gold-700">
        {t('purchase.giftMinutes', { count: bundle.gift })}
      </p>
      {bundle.cashbackPercent > 0 ? (
        <p className="mt-1 text-xs text-night-600">
          {t('purchase.cashback', { percent: bundle.cashbackPercent })}
        </p>
      ) : null}
      <ul className="mt-5 flex-1 space-y-2 text-sm text-night-700">
        {bundle.features.map((feature, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: staff may write the same line twice; lines never move
          <li key={index} className="flex gap-2">
            <SparklesIcon className="mt-0.5 size-4 shrink-0 text-gold-500" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-6">{action}</div>
    </article>
  );
}
