import type { CreditUsageRow } from '@app/shared/schemas/accounts';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert.tsx';
import {
  formatDay,
  ReviewDialog,
  type ReviewTarget,
  SatisfactionDialog,
  type SatisfactionTarget,
  type UsageActions,
  usageActions,
  useOwnReviews,
  useOwnSatisfaction,
} from '../../../trust/index.ts';
import { formatDate } from './dashboard-format.ts';
import { CreditUsageTable, usageAdvisorId, usageDateId } from './history-tables.tsx';

const actionClass =
  'inline-flex items-center justify-center rounded-full px-3 py-1.5 text-xs font-semibold whitespace-nowrap transition-colors';

const STATUS_TONES = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-500/30',
  granted: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
  declined: 'bg-slate-100 text-slate-700 ring-slate-400/30',
} as const;

/** A row's buttons and request status. */
function RowActions({
  usage,
  actions,
  onReview,
  onAsk,
}: {
  usage: CreditUsageRow;
  actions: UsageActions;
  onReview: (target: ReviewTarget) => void;
  onAsk: (usage: CreditUsageRow) => void;
}) {
  const { t } = useTranslation();
  const { review, satisfaction } = actions;
  if (!review && !satisfaction) return null;
  // "Rate this reading" alone does not say which reading: the row's date and advisor do.
  const describedBy = [usageDateId(usage.id), usage.advisorName ? usageAdvisorId(usage.id) : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-wrap gap-2 sm:justify-end">
      {review ? (
        <button
          type="button"
          aria-describedby={describedBy}
          onClick={() => onReview(review)}
          className={`${actionClass} bg-night-700 text-white hover:bg-night-600`}
        >
          {review.kind === 'edit' ? t('trust.rate.edit') : t('trust.rate.action')}
        </button>
      ) : null}
      {satisfaction?.kind === 'ask' ? (
        <button
          type="button"
          aria-describedby={describedBy}
          onClick={() => onAsk(usage)}
          className={`${actionClass} border border-night-700/25 text-night-800 hover:border-night-600 hover:bg-night-50`}
        >
          {t('trust.satisfaction.action')}
        </button>
      ) : null}
      {satisfaction?.kind === 'status' ? (
        <span
          data-testid="satisfaction-status"
          className={`${actionClass} ring-1 ring-inset ${STATUS_TONES[satisfaction.request.status]}`}
        >
          {satisfaction.request.status === 'granted'
            ? t('trust.satisfaction.status.granted', { count: satisfaction.request.minutesGranted ?? 0 })
            : t(`trust.satisfaction.status.${satisfaction.request.status}`)}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The credit usage table (SPEC: date, minutes used, call duration) with each call's advisor, and what a
 * customer may do about a reading: rate or edit the review, ask for a satisfaction credit.
 */
export function CreditUsageCardContent({
  customerId,
  usages,
}: {
  customerId: string;
  usages: CreditUsageRow[];
}) {
  const { t } = useTranslation();
  const reviews = useOwnReviews(customerId);
  const satisfaction = useOwnSatisfaction(customerId);
  const [reviewTarget, setReviewTarget] = useState<ReviewTarget | null>(null);
  const [satisfactionTarget, setSatisfactionTarget] = useState<SatisfactionTarget | null>(null);

  // Recomputed with each answer; "now" is read then, which is soon enough for windows of days.
  const actions = useMemo(
    () => usageActions(usages, reviews.data, satisfaction.data, new Date()),
    [usages, reviews.data, satisfaction.data],
  );
  const extras = useMemo(() => {
    const cells = new Map<string, ReactNode>();
    for (const usage of usages) {
      const rowActions = actions.get(usage.id);
      if (!rowActions) continue;
      cells.set(
        usage.id,
        <RowActions
          usage={usage}
          actions={rowActions}
          onReview={setReviewTarget}
          onAsk={(row) =>
            setSatisfactionTarget({
              usageId: row.id,
              date: formatDate(row.callStart),
              advisorName: row.advisorName ?? null,
            })
          }
        />,
      );
    }
    return cells;
  }, [usages, actions]);

  const nextAllowedAt = satisfaction.data?.nextAllowedAt ?? null;
  return (
    <>
      {reviews.isError || satisfaction.isError ? (
        <div className="mb-4">
          <Alert tone="warning">{t('trust.usage.loadError')}</Alert>
        </div>
      ) : null}
      {nextAllowedAt ? (
        <p className="mb-4 text-sm text-night-700">
          {t('trust.satisfaction.nextAllowed', { date: formatDay(nextAllowedAt) })}
        </p>
      ) : null}
      <CreditUsageTable usages={usages} extras={extras} />
      <ReviewDialog customerId={customerId} target={reviewTarget} onClose={() => setReviewTarget(null)} />
      <SatisfactionDialog
        customerId={customerId}
        target={satisfactionTarget}
        onClose={() => setSatisfactionTarget(null)}
      />
    </>
  );
}
