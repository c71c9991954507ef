import {
  APPLICATION_RETENTION_MONTHS,
  applicationWithdrawBodySchema,
} from '@app/shared/schemas/applications';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useWithdrawApplication } from '../api/applications.ts';

/**
 * /apply/withdraw?token=… (/fr/postuler/retrait): the link in the confirmation e-mail. No sign-in: the
 * token is the proof. Withdrawing waits for a press, so a mail scanner that opens the link withdraws
 * nothing. Kept out of search results and never pre-rendered (noindex). A token the server does not
 * know (or an application already decided) gets the server's own words.
 */
export function WithdrawApplicationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const usable = applicationWithdrawBodySchema.safeParse({ token }).success;
  const withdraw = useWithdrawApplication();
  const resultRef = useRef<HTMLDivElement>(null);
  const done = withdraw.isSuccess;

  // The button goes away with the answer: the answer takes the focus, so it is read at once.
  useEffect(() => {
    if (done) resultRef.current?.focus();
  }, [done]);

  return (
    <>
      <PageMeta page="applyWithdraw" />
      <div className="px-4 py-10 sm:py-16">
        <section className="mx-auto max-w-md rounded-3xl bg-white p-6 shadow-card ring-1 ring-night-100 sm:p-9">
          <h1 className="font-display text-3xl font-semibold text-night-900">{t('apply.withdraw.title')}</h1>
          <p className="mt-2 text-night-700">
            {t('apply.withdraw.text', { months: APPLICATION_RETENTION_MONTHS })}
          </p>
          <div className="mt-7 space-y-5">
            {done ? (
              <div
                ref={resultRef}
                tabIndex={-1}
                className="focus:outline-none"
                data-testid="application-withdrawn"
              >
                <Alert tone="success">{t('apply.withdraw.done')}</Alert>
              </div>
            ) : null}
            {!usable ? <Alert tone="error">{t('apply.withdraw.badLink')}</Alert> : null}
            {withdraw.error ? (
              <Alert tone="error">{messageOf(withdraw.error, t('apply.withdraw.failed'))}</Alert>
            ) : null}
            {usable && !done ? (
              <button
                type="button"
                onClick={() => withdraw.mutate(token)}
                disabled={withdraw.isPending}
                className={`${buttonClass('night', 'md', 'wrap')} w-full`}
              >
                {withdraw.isPending ? t('apply.withdraw.withdrawing') : t('apply.withdraw.confirm')}
              </button>
            ) : null}
            <Link to="/" className={`${buttonClass('outlineDark', 'md', 'wrap')} w-full`}>
              {t('apply.withdraw.home')}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
