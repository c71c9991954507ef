import { elisionContext } from '@app/shared/rules/french-elision';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { durationLabel, formatDateTime } from '../format.ts';
import { satisfactionReasonLabelKey } from '../labels.ts';
import {
  satisfactionListFromSearch as fromSearch,
  SATISFACTION_STATUSES,
  satisfactionListToSearch,
} from '../search-params.ts';
import { satisfactionQueryOptions } from '../trust-api.ts';
import { useFixedPageList } from './address-list.ts';
import { BackOfficeShell } from './back-office-shell.tsx';
import type { StaffTableFeatures } from './data-table.tsx';
import { PagedList } from './paged-list.tsx';
import {
  type SatisfactionDecision,
  SatisfactionDecisionDialog,
  type SatisfactionRequest,
} from './satisfaction-dialogs.tsx';
import { Badge } from './status-badges.tsx';
import { AdvisorName, CustomerLink, CustomerWords, StackedDateTime, WrapText } from './trust-table.tsx';

const column = createColumnHelper<StaffTableFeatures, SatisfactionRequest>();

const STATUS_TONES = { pending: 'neutral', granted: 'good', declined: 'bad' } as const;

/**
 * /admin/satisfaction: customers' satisfaction requests, the pending ones first (the status is in the
 * address). Staff grant minutes (at most what the call billed) or decline, with a note the customer reads.
 */
export function SatisfactionPage() {
  const { t } = useTranslation();
  const [acting, setActing] = useState<SatisfactionDecision>(null);

  const columns = useMemo(() => {
    const minutes = (count: number) => t('backOfficeTrust.common.minutes', { count });
    return column.columns([
      column.accessor('createdAt', {
        header: t('backOfficeTrust.satisfaction.columns.date'),
        cell: ({ getValue }) => <StackedDateTime iso={getValue()} />,
      }),
      column.display({
        id: 'customer',
        header: t('backOfficeTrust.satisfaction.columns.customer'),
        cell: ({ row }) => (
          <WrapText width="min-w-36 max-w-48">
            <CustomerLink customer={row.original} />
            <span className="block text-xs text-night-600">{row.original.customerEmail}</span>
          </WrapText>
        ),
      }),
      column.display({
        id: 'advisor',
        header: t('backOfficeTrust.satisfaction.columns.advisor'),
        cell: ({ row }) =>
          row.original.advisorName ? (
            <AdvisorName name={row.original.advisorName} agentId={row.original.agentId} />
          ) : (
            <span className="text-night-600">{t('backOfficeTrust.common.unknownAdvisor')}</span>
          ),
      }),
      column.display({
        id: 'call',
        header: t('backOfficeTrust.satisfaction.columns.call'),
        cell: ({ row }) => (
          <StackedDateTime
            iso={row.original.callStart}
            below={` · ${t('backOfficeTrust.satisfaction.callLength', {
              length: durationLabel(row.original.durationSeconds),
            })}`}
          />
        ),
      }),
      column.accessor('minutesBilled', {
        header: t('backOfficeTrust.satisfaction.columns.billed'),
        cell: ({ getValue }) => <span className="font-semibold text-night-900">{minutes(getValue())}</span>,
        meta: { numeric: true },
      }),
      column.accessor('reason', {
        header: t('backOfficeTrust.satisfaction.columns.reason'),
        cell: ({ getValue }) => (
          <WrapText width="min-w-28 max-w-36">{t(satisfactionReasonLabelKey(getValue()))}</WrapText>
        ),
      }),
      column.accessor('comment', {
        header: t('backOfficeTrust.satisfaction.columns.comment'),
        cell: ({ getValue }) => {
          const comment = getValue();
          return (
            <WrapText width="min-w-44 max-w-xs">
              <CustomerWords text={comment} none={t('backOfficeTrust.satisfaction.noComment')} />
            </WrapText>
          );
        },
      }),
      column.display({
        id: 'status',
        header: t('backOfficeTrust.satisfaction.columns.status'),
        cell: ({ row }) => <RequestStatus request={row.original} onAct={setActing} />,
      }),
    ]);
  }, [t]);

  const { state, list, table } = useFixedPageList(
    { fromSearch, toSearch: satisfactionListToSearch },
    satisfactionQueryOptions,
    columns,
    (data) => data.requests,
  );

  return (
    <BackOfficeShell
      title={t('backOfficeTrust.satisfaction.title')}
      heading={t('backOfficeTrust.satisfaction.title')}
      subline={t('backOfficeTrust.satisfaction.subline')}
    >
      <nav aria-label={t('backOfficeTrust.satisfaction.status')}>
        <ul className="flex flex-wrap gap-2">
          {SATISFACTION_STATUSES.map((status) => {
            const current = status === state.status;
            const search = satisfactionListToSearch({ status, page: 1 }).toString();
            return (
              <li key={status}>
                <Link
                  to={{ search: search ? `?${search}` : '' }}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ring-1 transition-colors ${
                    current
                      ? 'bg-night-700 text-white ring-night-700'
                      : 'bg-white text-night-800 ring-night-100 hover:bg-night-50 hover:ring-night-500/40'
                  }`}
                >
                  {t(`backOfficeTrust.satisfaction.statuses.${status}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <PagedList
        query={list}
        table={table}
        caption={t('backOfficeTrust.satisfaction.caption', { count: list.data?.total ?? 0 })}
        empty={
          state.status === 'pending'
            ? t('backOfficeTrust.satisfaction.emptyPending')
            : t('backOfficeTrust.satisfaction.empty')
        }
        rowTestId="satisfaction-row"
        pageSizes={false}
      />
      <SatisfactionDecisionDialog decision={acting} onClose={() => setActing(null)} />
    </BackOfficeShell>
  );
}

/** The status, what was decided (minutes, when, by whom, the note), or the two decisions to take. */
function RequestStatus({
  request,
  onAct,
}: {
  request: SatisfactionRequest;
  onAct: (acting: SatisfactionDecision) => void;
}) {
  const { t } = useTranslation();
  const badge = (
    <Badge tone={STATUS_TONES[request.status]}>
      {t(`backOfficeTrust.satisfaction.statuses.${request.status}`)}
    </Badge>
  );
  if (request.status === 'pending') {
    const customer = request.customerName.trim() || request.customerEmail;
    return (
      <span className="grid min-w-40 justify-items-start gap-2">
        {badge}
        <span className="flex gap-2">
          <button
            type="button"
            onClick={() => onAct({ kind: 'grant', request })}
            aria-label={t('backOfficeTrust.satisfaction.grantLabel', { customer })}
            className={`${buttonClass('night', 'sm')} py-1.5`}
          >
            {t('backOfficeTrust.satisfaction.grant')}
          </button>
          <button
            type="button"
            onClick={() => onAct({ kind: 'decline', request })}
            aria-label={t('backOfficeTrust.satisfaction.declineLabel', {
              customer,
              context: elisionContext(customer),
            })}
            className={`${buttonClass('outlineDark', 'sm')} py-1.5`}
          >
            {t('backOfficeTrust.satisfaction.decline')}
          </button>
        </span>
      </span>
    );
  }
  return (
    <span className="grid max-w-56 min-w-40 justify-items-start gap-1 whitespace-normal">
      {badge}
      {request.status === 'granted' && request.minutesGranted !== null ? (
        <span className="text-xs font-semibold text-night-900">
          {t('backOfficeTrust.satisfaction.grantedMinutes', { count: request.minutesGranted })}
        </span>
      ) : null}
      {request.decidedAt ? (
        <span className="text-xs text-night-700 [overflow-wrap:anywhere]">
          {request.decidedBy
            ? t('backOfficeTrust.satisfaction.decidedBy', {
                date: formatDateTime(request.decidedAt),
                by: request.decidedBy,
              })
            : formatDateTime(request.decidedAt)}
        </span>
      ) : null}
      {request.decisionNote ? (
        <span className="text-xs text-night-600 [overflow-wrap:anywhere]">{request.decisionNote}</span>
      ) : null}
    </span>
  );
}
