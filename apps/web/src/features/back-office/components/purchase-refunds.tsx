import { type Refundable, refundableOf } from '@app/shared/rules/refund';
import type { StaffCustomerDetail } from '@app/shared/schemas/staff';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { formatMoney } from '../../../lib/formats.ts';
import { formatDate } from '../format.ts';
import { Badge } from './status-badges.tsx';

type Purchase = StaffCustomerDetail['purchases'][number];

export const providerName = (t: TFunction, provider: string) =>
  provider === 'paypal' || provider === 'interac' || provider === 'cashback'
    ? t(`backOffice.refunds.providers.${provider}`)
    : provider;

/** What is left to refund of a purchase shown on the customer page. */
export const refundableOfPurchase = (purchase: Purchase): Refundable =>
  refundableOf({ paidCents: purchase.totalCents, minutes: purchase.minutes }, purchase.refunds ?? []);

/** Paid, credited and not all refunded yet: the 'Refund…' button shows (to admins). */
export function canBeRefunded(purchase: Purchase): boolean {
  if (!purchase.purchaseId || purchase.provider === 'cashback') return false;
  if (purchase.status !== 'completed') return false;
  return refundableOfPurchase(purchase).remainingCents > 0;
}

/** The purchase's refunds in its row: Refunded / Partly refunded with the amounts, pending or failed. */
export function RefundCell({
  purchase,
  onRefund,
}: {
  purchase: Purchase;
  onRefund?: (purchase: Purchase) => void;
}) {
  const { t } = useTranslation();
  const refunds = purchase.refunds ?? [];
  const sofar = refundableOfPurchase(purchase);
  const pending = refunds.some((refund) => refund.status === 'pending');
  const failed = refunds.filter((refund) => refund.status === 'failed').length;
  const whole = sofar.refundedCents > 0 && sofar.remainingCents === 0;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {sofar.refundedCents > 0 ? (
        <>
          <Badge tone={whole ? 'bad' : 'neutral'}>
            {whole ? t('backOffice.refunds.refunded') : t('backOffice.refunds.partly')}
          </Badge>
          <span className="text-xs whitespace-nowrap text-night-700 tabular-nums">
            {t('backOffice.refunds.soFar', {
              amount: formatMoney(sofar.refundedCents),
              minutes: t('backOffice.common.minutes', { count: sofar.refundedMinutes }),
            })}
          </span>
        </>
      ) : null}
      {pending ? <Badge tone="neutral">{t('backOffice.refunds.pending')}</Badge> : null}
      {failed > 0 ? <Badge tone="bad">{t('backOffice.refunds.failed', { count: failed })}</Badge> : null}
      {onRefund && canBeRefunded(purchase) ? (
        <button
          type="button"
          className={buttonClass('outlineDark', 'sm')}
          aria-label={t('backOffice.refunds.actionLabel', {
            bundle: purchase.bundle,
            date: formatDate(purchase.createdAt),
          })}
          onClick={() => onRefund(purchase)}
        >
          {t('backOffice.refunds.action')}
        </button>
      ) : null}
      {sofar.refundedCents === 0 && !pending && failed === 0 && !(onRefund && canBeRefunded(purchase))
        ? t('backOffice.common.none')
        : null}
    </div>
  );
}
