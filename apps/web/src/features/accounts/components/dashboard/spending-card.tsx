import { stricter } from '@app/shared/rules/spending-limits';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { formatLongDate, formatMoney } from '../../../../lib/formats.ts';
import { SPENDING_LIMITS_ANCHOR, useSpendingLimits } from '../../api/spending-limits.ts';
import { DashboardCard } from './dashboard-card.tsx';

/**
 * The dashboard's "Your spending": what was spent this Montréal month against the monthly limit that
 * applies (the stricter of the customer's and staff's), a break under way, and the way to /profile's card.
 */
export function SpendingCard({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const limits = useSpendingLimits(customerId);
  const data = limits.data;
  const monthly = data ? stricter(data.monthlyCents, data.staff.monthlyCents) : null;
  const pause = data?.pause && new Date(data.pause.until).getTime() > Date.now() ? data.pause : null;
  return (
    <DashboardCard title={t('spendingLimits.dashboard.title')}>
      {data ? (
        <div className="space-y-1.5 text-sm text-night-800" data-testid="spending-summary">
          {pause ? (
            <p className="font-semibold text-night-900">
              {t(
                pause.kind === 'break' ? 'spendingLimits.pause.onBreak' : 'spendingLimits.pause.onExclusion',
                {
                  date: formatLongDate(new Date(pause.until)),
                },
              )}
            </p>
          ) : null}
          <p className="font-semibold text-night-900">
            {t('spendingLimits.dashboard.month', { amount: formatMoney(data.spent.monthlyCents) })}
          </p>
          <p>
            {monthly === null
              ? t('spendingLimits.dashboard.noLimit')
              : t('spendingLimits.dashboard.limit', { amount: formatMoney(monthly) })}
          </p>
        </div>
      ) : limits.isError ? (
        <Alert tone="error">{t('spendingLimits.errors.load')}</Alert>
      ) : (
        <Spinner label={t('common.loading')} />
      )}
      <Link to={`/profile#${SPENDING_LIMITS_ANCHOR}`} className={`${buttonClass('outlineDark', 'sm')} mt-5`}>
        {t('spendingLimits.dashboard.manage')}
      </Link>
    </DashboardCard>
  );
}
