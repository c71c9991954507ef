import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { formatMoney } from '../../../../lib/formats.ts';
import { usePayNow } from '../../earnings-api.ts';
import { ConsoleCard } from '../console-shell.tsx';

/** The refusals the card says in its own words; anything else is "could not be sent". */
const REFUSALS = [
  'PAYOUT_ALREADY_TODAY',
  'PAYOUT_BELOW_MINIMUM',
  'PAYOUT_PROFILE_MISSING',
  'PAYOUT_HELD',
] as const;
type Refusal = (typeof REFUSALS)[number];

function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError)) return null;
  return REFUSALS.find((code) => error.is(code)) ?? null;
}

/** "Pay me now": the advisor's whole balance, free, at most once a day, above the payout minimum. */
export function PayNowCard() {
  const { t } = useTranslation();
  const payNow = usePayNow();
  const refusal = payNow.isError ? refusalOf(payNow.error) : null;
  return (
    <ConsoleCard title={t('earnings.payNow.heading')}>
      <p className="text-sm text-night-700">{t('earnings.payNow.text')}</p>
      <div aria-live="polite" className="mt-3 empty:hidden">
        {payNow.isSuccess ? (
          <Alert tone="success">
            {t('earnings.payNow.done', { amount: formatMoney(payNow.data.amountCents) })}
          </Alert>
        ) : payNow.isError ? (
          <Alert tone={refusal ? 'info' : 'error'}>
            {t(refusal ? `earnings.payNow.errors.${refusal}` : 'earnings.payNow.errors.failed')}
          </Alert>
        ) : null}
      </div>
      <button
        type="button"
        className={`${buttonClass('night', 'md', 'wrap')} mt-4 min-h-11`}
        disabled={payNow.isPending || payNow.isSuccess}
        onClick={() => payNow.mutate()}
      >
        {payNow.isPending ? t('earnings.payNow.sending') : t('earnings.payNow.button')}
      </button>
    </ConsoleCard>
  );
}
