import { type SalesTaxMessages, taxLineLabel } from '@app/shared/rules/receipt';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatMoney, pageLocale } from '../../../lib/formats.ts';
import type { SaleBundle } from '../../credits/index.ts';
import { type QuoteRequest, useQuote } from '../api/get-quote.ts';

type Row = { key: string; label: string; value: string; tone?: string };

/**
 * The purchase page's order summary: the package, then the server's quote (price, discount, subtotal,
 * one line per tax of the customer's province, total), which is what the order will charge; and the
 * minutes the purchase adds. While another quote loads, the last one stays, dimmed.
 */
export function OrderSummary({
  bundle,
  request,
  totalMinutes,
}: {
  bundle: SaleBundle;
  /** null until the customer's record says where they are taxed. */
  request: QuoteRequest | null;
  totalMinutes: number;
}) {
  const { t } = useTranslation();
  const quote = useQuote(request);
  const salesTax = t('salesTax', { returnObjects: true }) as SalesTaxMessages;
  const figures = quote.isError ? null : quote.data;
  const rows: Row[] = [{ key: 'package', label: t('purchase.package'), value: bundle.name }];
  if (figures) {
    const subtotalCents = figures.priceCents - figures.discountCents;
    rows.push({ key: 'price', label: t('purchase.price'), value: formatMoney(figures.priceCents) });
    if (figures.discountCents > 0)
      rows.push({
        key: 'discount',
        label: t('purchase.discount'),
        value: `\u2212${formatMoney(figures.discountCents)}`,
        tone: 'text-emerald-700',
      });
    rows.push({ key: 'subtotal', label: t('purchase.subtotal'), value: formatMoney(subtotalCents) });
    for (const line of figures.taxes)
      rows.push({
        key: `tax-${line.name}`,
        label: taxLineLabel(line, salesTax, pageLocale()),
        value: formatMoney(line.amountCents),
      });
  }
  const stale = quote.isPlaceholderData || (quote.isFetching && figures !== undefined);

  return (
    <div className="space-y-2 text-sm" aria-busy={stale || quote.isPending || undefined}>
      <dl className={`space-y-2 transition-opacity ${stale ? 'opacity-50' : ''}`}>
        {rows.map(({ key, label, value, tone }) => (
          <div key={key} className="flex justify-between gap-4" data-row={key}>
            <dt className="min-w-0 text-night-600">{label}</dt>
            <dd className={`text-right font-semibold tabular-nums ${tone ?? 'text-night-900'}`}>{value}</dd>
          </div>
        ))}
        {figures ? (
          <div className="flex justify-between gap-4 border-t border-night-100 pt-3 text-base">
            <dt className="font-semibold text-night-900">{t('purchase.total')}</dt>
            <dd
              className="font-display text-2xl font-semibold tabular-nums text-night-900"
              data-testid="order-total"
            >
              {formatMoney(figures.totalCents)}
            </dd>
          </div>
        ) : null}
      </dl>
      {quote.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          <p className="font-medium">{messageOf(quote.error, t('salesTax.errors.quote'))}</p>
          <button
            type="button"
            onClick={() => void quote.refetch()}
            className="mt-2 font-semibold underline underline-offset-2 hover:no-underline"
          >
            {t('common.tryAgain')}
          </button>
        </div>
      ) : !figures ? (
        <div className="flex justify-center py-3">
          <Spinner label={t('common.loading')} />
        </div>
      ) : null}
      <dl>
        <div className="flex justify-between gap-4 rounded-xl bg-gold-100 px-3 py-2 text-gold-700">
          <dt className="font-semibold">{t('purchase.totalMinutes')}</dt>
          <dd className="font-bold tabular-nums" data-testid="order-minutes">
            {totalMinutes}
          </dd>
        </div>
      </dl>
    </div>
  );
}
