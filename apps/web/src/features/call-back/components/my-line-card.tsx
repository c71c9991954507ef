import type { CallBackPlace } from '@app/shared/schemas/call-back';
import { Suspense, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../lib/api-client.ts';
import { useLeaveLine, useMyLine } from '../api/customer-line.ts';
import { CallBackWords } from './call-back-words.tsx';
import { CallBackIcon } from './line-icon.tsx';
import { lineButtonClass, lineTones } from './line-styles.ts';
import { dashboardPlaceText } from './place-words.ts';

/**
 * The dashboard's card while the customer has a place in a line: whose line, the place and the estimate,
 * and "Leave the line". Nothing at all (no words loaded) while they have none.
 */
export function MyLineCard({ customerId }: { customerId: string }) {
  const line = useMyLine(customerId);
  // Here, not in the card's content: once left, the card stays to say so instead of vanishing under the
  // customer's focus, and the content (unmounted while the place is gone) must not own the mutation.
  const leave = useLeaveLine(customerId);
  const place = line.data ?? null;
  if (!place && !leave.isSuccess) return null;
  return (
    <Suspense fallback={null}>
      <CallBackWords>
        <MyLineCardContent place={place} leave={leave} />
      </CallBackWords>
    </Suspense>
  );
}

function MyLineCardContent({
  place,
  leave,
}: {
  place: CallBackPlace | null;
  leave: ReturnType<typeof useLeaveLine>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const doneRef = useRef<HTMLParagraphElement>(null);
  const left = place === null;

  useEffect(() => {
    if (left) doneRef.current?.focus();
  }, [left]);

  const onLeave = () => {
    if (place) leave.mutate(place.agentId);
  };

  return (
    <section
      aria-labelledby={headingId}
      data-testid="call-back-card"
      className="min-w-0 rounded-3xl bg-white p-6 shadow-card ring-2 ring-gold-300"
    >
      <h2
        id={headingId}
        className="mb-4 flex items-center gap-2.5 font-display text-xl font-semibold text-night-900"
      >
        <CallBackIcon className="size-5 shrink-0 text-gold-700" />
        {t('callBack.dashboard.title')}
      </h2>
      {place ? (
        <>
          <p className="font-semibold text-night-900" data-testid="call-back-card-place">
            {dashboardPlaceText(t, place)}
          </p>
          <p className="mt-2 text-sm text-night-600">{t('callBack.dashboard.note')}</p>
          <button
            type="button"
            onClick={onLeave}
            disabled={leave.isPending}
            data-testid="call-back-card-leave"
            className={`${lineButtonClass} ${lineTones.leave} mt-5 sm:w-auto sm:px-5`}
          >
            {leave.isPending ? t('callBack.leaving') : t('callBack.leave')}
          </button>
          {leave.error ? (
            <p
              role="alert"
              className="mt-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
            >
              {messageOf(leave.error, t('callBack.leaveFailed'))}
            </p>
          ) : null}
        </>
      ) : (
        <p ref={doneRef} tabIndex={-1} role="status" className="text-night-700 focus:outline-none">
          {t('callBack.left')}
        </p>
      )}
    </section>
  );
}
