import { elisionContext } from '@app/shared/rules/french-elision';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { advisorListQueryOptions } from '../advisors-api.ts';
import { formatDateTime } from '../format.ts';
import { hideReasonLabelKey } from '../labels.ts';
import {
  reviewListFromSearch as fromSearch,
  REVIEW_LIST_DEFAULTS,
  REVIEW_STATES,
  type ReviewListState,
  reviewListToSearch as toSearch,
} from '../search-params.ts';
import { staffReviewsQueryOptions } from '../trust-api.ts';
import { useFixedPageList } from './address-list.ts';
import { BackOfficeShell } from './back-office-shell.tsx';
import type { StaffTableFeatures } from './data-table.tsx';
import { FilterField, FilterForm, filterControlClass } from './list-filters.tsx';
import { PagedList } from './paged-list.tsx';
import { type ReviewAction, ReviewActionDialog, type StaffReview } from './review-dialogs.tsx';
import { Badge } from './status-badges.tsx';
import {
  AdvisorName,
  CustomerLink,
  CustomerWords,
  RatingStars,
  StackedDateTime,
  WrapText,
} from './trust-table.tsx';

const column = createColumnHelper<StaffTableFeatures, StaffReview>();

/**
 * /admin/reviews: every review, newest first, filtered by state and advisor (in the address). Staff hide
 * a review for abuse only, with a reason and a note, and may show it again; both go to the audit log.
 */
export function ReviewsPage() {
  const { t } = useTranslation();
  const [acting, setActing] = useState<ReviewAction>(null);

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('createdAt', {
          header: t('backOfficeTrust.reviews.columns.date'),
          cell: ({ getValue }) => <StackedDateTime iso={getValue()} />,
        }),
        column.display({
          id: 'advisor',
          header: t('backOfficeTrust.reviews.columns.advisor'),
          cell: ({ row }) => <AdvisorName name={row.original.advisorName} agentId={row.original.agentId} />,
        }),
        column.display({
          id: 'customer',
          header: t('backOfficeTrust.reviews.columns.customer'),
          cell: ({ row }) => (
            <WrapText width="min-w-28 max-w-40">
              <CustomerLink customer={row.original} />
            </WrapText>
          ),
        }),
        column.accessor('rating', {
          header: t('backOfficeTrust.reviews.columns.rating'),
          cell: ({ getValue }) => (
            <RatingStars
              rating={getValue()}
              label={t('backOfficeTrust.reviews.stars', { rating: getValue() })}
              labelHidden
            />
          ),
        }),
        column.display({
          id: 'comment',
          header: t('backOfficeTrust.reviews.columns.comment'),
          cell: ({ row }) => {
            const { comment, source } = row.original;
            return (
              <WrapText width="min-w-52 max-w-sm">
                <CustomerWords text={comment} none={t('backOfficeTrust.reviews.noComment')} />
                {source === 'phone' ? (
                  <span className="mt-1 block text-xs text-night-600">
                    {t('backOfficeTrust.reviews.byPhone')}
                  </span>
                ) : null}
              </WrapText>
            );
          },
        }),
        column.accessor('reply', {
          header: t('backOfficeTrust.reviews.columns.reply'),
          cell: ({ getValue }) => {
            const reply = getValue();
            return (
              <WrapText width="min-w-40 max-w-xs">
                {reply ? (
                  <span className="whitespace-pre-line">{reply}</span>
                ) : (
                  <span className="text-night-600">{t('backOfficeTrust.reviews.noReply')}</span>
                )}
              </WrapText>
            );
          },
        }),
        column.display({
          id: 'state',
          header: t('backOfficeTrust.reviews.columns.state'),
          cell: ({ row }) => <ReviewState review={row.original} onAct={setActing} />,
        }),
      ]),
    [t],
  );

  const { searchParams, state, list, go, table } = useFixedPageList(
    { fromSearch, toSearch },
    staffReviewsQueryOptions,
    columns,
    (data) => data.reviews,
  );

  return (
    <BackOfficeShell
      title={t('backOfficeTrust.reviews.title')}
      heading={t('backOfficeTrust.reviews.title')}
      subline={t('backOfficeTrust.reviews.subline')}
    >
      <Filters key={searchParams.toString()} state={state} onApply={(next) => go({ ...next, page: 1 })} />
      <PagedList
        query={list}
        table={table}
        caption={t('backOfficeTrust.reviews.caption', { count: list.data?.total ?? 0 })}
        empty={t('backOfficeTrust.reviews.empty')}
        rowTestId="review-row"
        pageSizes={false}
      />
      <ReviewActionDialog action={acting} onClose={() => setActing(null)} />
    </BackOfficeShell>
  );
}

/** The state and the advisor, applied together. */
function Filters({ state, onApply }: { state: ReviewListState; onApply: (next: ReviewListState) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(state);
  const advisors = useQuery(advisorListQueryOptions());
  const id = useId();
  const options = advisors.data?.items ?? [];
  // The address may name an advisor the list does not hold (yet): keep it choosable.
  const knownAgent =
    state.agentId === '' || options.some((advisor) => String(advisor.agentId) === state.agentId);
  return (
    <FilterForm
      label={t('backOfficeTrust.common.filters')}
      grid="lg:grid-cols-[minmax(0,16rem)_minmax(0,22rem)_auto] lg:items-end"
      actions="lg:col-span-1"
      filtered={state.state !== REVIEW_LIST_DEFAULTS.state || state.agentId !== ''}
      clearLabel={t('backOfficeTrust.common.clear')}
      applyLabel={t('backOfficeTrust.common.apply')}
      onClear={() => onApply(REVIEW_LIST_DEFAULTS)}
      onApply={() => onApply(draft)}
    >
      <FilterField id={`${id}-state`} label={t('backOfficeTrust.reviews.state')}>
        <select
          id={`${id}-state`}
          value={draft.state}
          onChange={(event) => setDraft({ ...draft, state: event.target.value as ReviewListState['state'] })}
          className={filterControlClass}
        >
          {REVIEW_STATES.map((value) => (
            <option key={value} value={value}>
              {t(`backOfficeTrust.reviews.states.${value}`)}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField id={`${id}-advisor`} label={t('backOfficeTrust.reviews.advisor')}>
        <select
          id={`${id}-advisor`}
          value={draft.agentId}
          onChange={(event) => setDraft({ ...draft, agentId: event.target.value })}
          className={filterControlClass}
        >
          <option value="">{t('backOfficeTrust.reviews.anyAdvisor')}</option>
          {knownAgent ? null : <option value={state.agentId}>{state.agentId}</option>}
          {options.map((advisor) => (
            <option key={advisor.agentId} value={String(advisor.agentId)}>
              {t('backOfficeTrust.reviews.advisorOption', {
                name: advisor.name,
                extension: advisor.agentId,
              })}
            </option>
          ))}
        </select>
      </FilterField>
    </FilterForm>
  );
}

/** Shown or hidden (why, when, by whom), and the action that changes it. */
function ReviewState({ review, onAct }: { review: StaffReview; onAct: (acting: ReviewAction) => void }) {
  const { t } = useTranslation();
  const hidden = review.hidden;
  const customer = review.customerName || review.customerId;
  const names = { customer, advisor: review.advisorName, context: elisionContext(customer) };
  if (!hidden) {
    return (
      <span className="grid min-w-32 justify-items-start gap-2">
        <Badge tone="good">{t('backOfficeTrust.reviews.shown')}</Badge>
        <button
          type="button"
          onClick={() => onAct({ kind: 'hide', review })}
          aria-label={t('backOfficeTrust.reviews.hideLabel', names)}
          className="inline-flex items-center justify-center rounded-full border border-red-700/40 px-4 py-1.5 text-sm font-semibold whitespace-nowrap text-red-800 transition-colors hover:border-red-700 hover:bg-red-50"
        >
          {t('backOfficeTrust.reviews.hide')}
        </button>
      </span>
    );
  }
  const reason = t(hideReasonLabelKey(hidden.reason));
  const date = formatDateTime(hidden.at);
  return (
    <span className="grid max-w-52 min-w-40 justify-items-start gap-1 whitespace-normal">
      <Badge tone="bad">{t('backOfficeTrust.reviews.hidden')}</Badge>
      <span className="text-xs text-night-700 [overflow-wrap:anywhere]">
        {hidden.by
          ? t('backOfficeTrust.reviews.hiddenBy', { reason, date, by: hidden.by })
          : t('backOfficeTrust.reviews.hiddenWhen', { reason, date })}
      </span>
      {hidden.note ? (
        <span className="text-xs text-night-600 [overflow-wrap:anywhere]">{hidden.note}</span>
      ) : null}
      <button
        type="button"
        onClick={() => onAct({ kind: 'restore', review })}
        aria-label={t('backOfficeTrust.reviews.restoreLabel', names)}
        className={`${buttonClass('outlineDark', 'sm')} mt-1 py-1.5`}
      >
        {t('backOfficeTrust.reviews.restore')}
      </button>
    </span>
  );
}
