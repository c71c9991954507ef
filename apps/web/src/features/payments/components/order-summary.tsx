import type { OrderSummary } from '@app/shared/rules/pricing';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/formats.ts';
import type { SaleBundle } from '../../credits/index.ts';

export function OrderSummaryTable({ bundle, summary }: { bundle: SaleBundle; summary: OrderSummary }) {
  const { t } = useTranslation();
  const rows: [string, string, string?][] = [
    [t('purchase.package'), bundle.name],
    [t('purchase.price'), formatMoney(summary.priceCents)],
    ...(summary.discountCents > 0
      ? ([[t('purchase.discount'), `−${formatMoney(summary.discountCents)}`, 'text-emerald-700']] as [
          string,
          string,
          string,
        ][])
      : []),
    [t('purchase.subtotal'), formatMoney(summary.taxableCents)],
    [t('purchase.tax'), formatMoney(summary.taxCents)],
  ];
  return (
    <dl className="space-y-2 text-sm">
      {rows.map(([label, value, tone]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-night-600">{label}</dt>
          <dd className={`font-semibold tabular-nums ${tone ?? 'text-night-900'}`}>{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-night-100 pt-3 text-base">
        <dt className="font-semibold text-night-900">{t('purchase.total')}</dt>
        <dd
          className="font-display text-2xl font-semibold tabular-nums text-night-900"
          data-testid="order-total"
        >
          {formatMoney(summary.totalCents)}
        </dd>
      </div>
      <div className="flex justify-between gap-4 rounded-xl bg-gold-100 px-3 py-2 text-gold-700">
        <dt className="font-semibold">{t('purchase.totalMinutes')}</dt>
        <dd className="font-bold tabular-nums" data-testid="order-minutes">
          {summary.totalMinutes}
        </dd>
      </div>
    </dl>
  );
}
