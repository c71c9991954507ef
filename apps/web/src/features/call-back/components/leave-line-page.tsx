import { callBackLeaveBodySchema } from '@app/shared/schemas/call-back';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useLeaveByLink } from '../api/customer-line.ts';

/**
 * /line/leave?token=… (and /fr/line/leave): the link in the text a customer gets on joining a line. No
 * sign-in: the token is the proof. Leaving waits for a press, so a link preview that opens the page
 * never takes anyone out of a line. Kept out of search results and never pre-rendered (noindex).
 */
export function LeaveLinePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const usable = callBackLeaveBodySchema.safeParse({ token }).success;
  const leave = useLeaveByLink();
  const resultRef = useRef<HTMLDivElement>(null);
  const result = leave.data;

  // The button goes away with the answer: the answer takes the focus, so it is read at once.
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  return (
    <>
      <PageMeta page="lineLeave" />
      <div className="px-4 py-10 sm:py-16">
        <section className="mx-auto max-w-md rounded-3xl bg-white p-6 shadow-card ring-1 ring-night-100 sm:p-9">
          <h1 className="font-display text-3xl font-semibold text-night-900">
            {t('callBack.leavePage.title')}
          </h1>
          <p className="mt-2 text-night-700">{t('callBack.leavePage.text')}</p>
          <div className="mt-7 space-y-5">
            {result ? (
              <div
                ref={resultRef}
                tabIndex={-1}
                className="focus:outline-none"
                data-testid="line-leave-result"
              >
                <Alert tone={result === 'left' ? 'success' : 'info'}>
                  {t(result === 'left' ? 'callBack.leavePage.done' : 'callBack.leavePage.gone')}
                </Alert>
              </div>
            ) : null}
            {!usable ? <Alert tone="error">{t('callBack.leavePage.badLink')}</Alert> : null}
            {leave.error ? (
              <Alert tone="error">{messageOf(leave.error, t('callBack.leavePage.failed'))}</Alert>
            ) : null}
            {usable && !result ? (
              <button
                type="button"
                onClick={() => leave.mutate(token)}
                disabled={leave.isPending}
                data-testid="line-leave-confirm"
                className={`${buttonClass('night', 'md', 'wrap')} w-full`}
              >
                {leave.isPending ? t('callBack.leavePage.leaving') : t('callBack.leavePage.confirm')}
              </button>
            ) : null}
            <Link to="/" className={`${buttonClass('outlineDark', 'md', 'wrap')} w-full`}>
              {t('callBack.leavePage.advisors')}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
