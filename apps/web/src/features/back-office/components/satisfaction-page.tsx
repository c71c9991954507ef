import { elisionContext } from '@app/shared/rules/french-elision';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { durationLabel, formatDateTime } from '../format.ts';
import { customerPath, satisfactionReasonLabelKey } from '../labels.ts';
import {
  SATISFACTION_STATUSES,
  type SatisfactionListState,
  satisfactionListFromSearch,
  satisfactionListToSearch,
} from '../search-params.ts';
import { satisfactionQueryOptions } from '../trust-api.ts';
import { BackOfficeShell } from './back-office-shell.tsx';
import type { StaffTableFeatures } from './data-table.tsx';
import { PagedList } from './paged-list.tsx';
import {
  DeclineSatisfactionDialog,
  GrantSatisfactionDialog,
  type SatisfactionRequest,
} from './satisfaction-dialogs.tsx';
import { Badge } from './status-badges.tsx';
import { StackedDateTime, useFixedPageTable, WrapText } from './trust-table.tsx';

const column = createColumnHelper<StaffTableFeatures, SatisfactionRequest>();
const NO_ROWS: SatisfactionRequest[] = [];

type Acting = { kind: 'grant' | 'decline'; request: SatisfactionRequest } | null;

const STATUS_TONES = { pending: 'neutral', granted: 'good', declined: 'bad' } as const;

/**
 * /admin/satisfaction: customers' satisfaction requests, the pending ones first (the status is in the
 * address). Staff grant minutes (at most what the call billed) or decline, with a note the customer reads.
 */
export function SatisfactionPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = satisfactionListFromSearch(searchParams);
  const list = useQuery(satisfactionQueryOptions(state));
  const [acting, setActing] = useState<Acting>(null);
  const go = (next: SatisfactionListState) => setSearchParams(satisfactionListToSearch(next));

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
            <Link
              to={customerPath(row.original.customerId)}
              className="font-semibold text-night-900 underline underline-offset-2 hover:text-night-600"
            >
              {row.original.customerName.trim() || row.original.customerEmail}
            </Link>
            <span className="block text-xs text-night-600">{row.original.customerEmail}</span>
          </WrapText>
        ),
      }),
      column.display({
        id: 'advisor',
        header: t('backOfficeTrust.satisfaction.columns.advisor'),
        cell: ({ row }) =>
          row.original.advisorName ? (
            <span className="grid">
              <span className="font-semibold text-night-900">{row.original.advisorName}</span>
              <span className="text-xs text-night-600 tabular-nums">{row.original.agentId}</span>
            </span>
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
              {comment ? (
                <span className="whitespace-pre-line">{comment}</span>
              ) : (
                <span className="text-night-600 italic">{t('backOfficeTrust.satisfaction.noComment')}</span>
              )}
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

  const data = list.data;
  const table = useFixedPageTable({
    columns,
    data: data?.requests ?? NO_ROWS,
    total: data?.total ?? 0,
    page: state.page,
    pageSize: data?.pageSize ?? 25,
    goToPage: (page) => go({ ...state, page }),
  });

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
        caption={t('backOfficeTrust.satisfaction.caption', { count: data?.total ?? 0 })}
        empty={
          state.status === 'pending'
            ? t('backOfficeTrust.satisfaction.emptyPending')
            : t('backOfficeTrust.satisfaction.empty')
        }
        rowTestId="satisfaction-row"
        pageSizes={false}
      />
      <GrantSatisfactionDialog
        request={acting?.kind === 'grant' ? acting.request : null}
        onClose={() => setActing(null)}
      />
      <DeclineSatisfactionDialog
        request={acting?.kind === 'decline' ? acting.request : null}
        onClose={() => setActing(null)}
      />
    </BackOfficeShell>
  );
}

/** The status, what was decided (minutes, when, by whom, the note), or the two decisions to take. */
function RequestStatus({
  request,
  onAct,
}: {
  request: SatisfactionRequest;
  onAct: (acting: Acting) => void;
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
