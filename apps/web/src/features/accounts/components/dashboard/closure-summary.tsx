import type { AccountClosure } from '@app/shared/schemas/account-closure';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert.tsx';
import { formatMoney } from '../../../../lib/formats.ts';

/**
 * What closing the account would do with its minutes, said before the customer confirms: the unused
 * paid minutes refunded, by where the money goes back, and the gift, bonus and coupon minutes lost.
 */
export function ClosureSummary({ closure }: { closure: AccountClosure }) {
  const { t } = useTranslation();
  if (closure.callInProgress) return <Alert tone="warning">{t('deletion.closure.callInProgress')}</Alert>;
  if (closure.refunds.length === 0 && closure.lostMinutes === 0) return null;
  return (
    <div className="space-y-2 rounded-xl border border-night-200 bg-night-50 px-4 py-3 text-sm text-night-800">
      {closure.refunds.map((refund) => (
        <p key={refund.provider} className="font-semibold text-night-900">
          {t(`deletion.closure.refund.${refund.provider}`, {
            amount: formatMoney(refund.amountCents),
            count: refund.minutes,
          })}
        </p>
      ))}
      {closure.lostMinutes > 0 ? <p>{t('deletion.closure.lost', { count: closure.lostMinutes })}</p> : null}
      {closure.refunds.length > 0 ? <p className="text-night-600">{t('deletion.closure.delay')}</p> : null}
    </div>
  );
}
