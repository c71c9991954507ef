import { formatPhoneDisplay } from '@app/shared/rules/phone';
import type { StaffAdvisor } from '@app/shared/schemas/staff-advisors';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/formats.ts';
import { useAuth } from '../../../lib/use-auth.tsx';
import { advisorListQueryOptions, advisorPath, useMoveAdvisor } from '../advisors-api.ts';
import { BackOfficeShell, ListStates } from './back-office-shell.tsx';
import { DataTable, type StaffTableFeatures, staffTableFeatures } from './data-table.tsx';
import { Badge } from './status-badges.tsx';

const column = createColumnHelper<StaffTableFeatures, StaffAdvisor>();
const NO_ROWS: StaffAdvisor[] = [];

/** On a call, taking calls or offline: what the public directory shows right now. */
export function LiveBadge({ advisor }: { advisor: Pick<StaffAdvisor, 'onACall' | 'signedIn'> }) {
  const { t } = useTranslation();
  if (advisor.onACall) return <Badge tone="neutral">{t('backOffice.advisors.live.onACall')}</Badge>;
  return advisor.signedIn ? (
    <Badge tone="good">{t('backOffice.advisors.live.takingCalls')}</Badge>
  ) : (
    // A chip of its own, readable on the white table and on the page's night band alike.
    <span className="inline-flex items-center rounded-full bg-night-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-night-700 ring-1 ring-night-100">
      {t('backOffice.advisors.live.offline')}
    </span>
  );
}

export function ActiveBadge({ active, draft = false }: { active: boolean; draft?: boolean }) {
  const { t } = useTranslation();
  if (draft) return <Badge tone="neutral">{t('backOffice.advisors.active.draft')}</Badge>;
  return active ? (
    <Badge tone="good">{t('backOffice.advisors.active.yes')}</Badge>
  ) : (
    <Badge tone="bad">{t('backOffice.advisors.active.no')}</Badge>
  );
}

const moveButton =
  'inline-flex size-8 items-center justify-center rounded-full border border-night-100 text-night-700 hover:border-night-500 hover:bg-night-50 disabled:cursor-not-allowed disabled:opacity-40';

/** /admin/advisors: every advisor in directory order; an admin moves them up and down and creates new ones. */
export function AdvisorsPage() {
  const { t } = useTranslation();
  const { role } = useAuth();
  const admin = role === 'admin';
  const list = useQuery(advisorListQueryOptions());
  const { mutate: moveTo, isPending: moving, isError: moveFailed, error: moveError } = useMoveAdvisor();
  const navigate = useNavigate();
  const total = list.data?.items.length ?? 0;

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('position', {
          header: t('backOffice.advisors.columns.position'),
          cell: ({ row }) => {
            const { position, agentId, name } = row.original;
            return (
              <span className="inline-flex items-center gap-2 tabular-nums">
                <span className="w-6 font-semibold text-night-900">{position}</span>
                {admin ? (
                  <>
                    <button
                      type="button"
                      className={moveButton}
                      aria-label={t('backOffice.advisors.moveUp', { name })}
                      disabled={position === 1 || moving}
                      onClick={() => moveTo({ agentId, position: position - 1 })}
                    >
                      <ChevronDownIcon aria-hidden="true" className="size-4 rotate-180" />
                    </button>
                    <button
                      type="button"
                      className={moveButton}
                      aria-label={t('backOffice.advisors.moveDown', { name })}
                      disabled={position === total || moving}
                      onClick={() => moveTo({ agentId, position: position + 1 })}
                    >
                      <ChevronDownIcon aria-hidden="true" className="size-4" />
                    </button>
                  </>
                ) : null}
              </span>
            );
          },
        }),
        column.accessor('agentId', {
          header: t('backOffice.advisors.columns.extension'),
          cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span>,
          meta: { numeric: true },
        }),
        column.accessor('name', {
          header: t('backOffice.advisors.columns.name'),
          cell: ({ row }) => (
            <span className="grid gap-0.5">
              <Link
                to={advisorPath(row.original.agentId)}
                className="font-semibold text-night-900 underline-offset-2 hover:underline"
              >
                {row.original.name}
              </Link>
              <span className="text-xs whitespace-nowrap text-night-600 tabular-nums">
                {formatPhoneDisplay(row.original.phoneNumber)}
              </span>
            </span>
          ),
        }),
        column.display({
          id: 'live',
          header: t('backOffice.advisors.columns.live'),
          cell: ({ row }) => <LiveBadge advisor={row.original} />,
        }),
        column.accessor('loginEmail', {
          header: t('backOffice.advisors.columns.login'),
          cell: ({ getValue }) =>
            getValue() ?? <span className="text-night-600">{t('backOffice.advisors.noLogin')}</span>,
          meta: { wrap: true },
        }),
        column.accessor('payoutCentsPerMinute', {
          header: t('backOffice.advisors.columns.payout'),
          cell: ({ row }) => {
            const { payoutCentsPerMinute, defaultPayoutCentsPerMinute } = row.original;
            return payoutCentsPerMinute === null ? (
              <span className="text-night-600">
                {t('backOffice.advisors.defaultPayout', { amount: formatMoney(defaultPayoutCentsPerMinute) })}
              </span>
            ) : (
              t('backOffice.advisors.payoutPerMinute', { amount: formatMoney(payoutCentsPerMinute) })
            );
          },
          meta: { numeric: true },
        }),
        column.accessor('isActive', {
          header: t('backOffice.advisors.columns.active'),
          cell: ({ getValue, row }) => <ActiveBadge active={getValue()} draft={row.original.draft} />,
        }),
      ]),
    [t, admin, moveTo, moving, total],
  );

  // The directory's order is the only order: the server sorts, the table shows every advisor.
  const table = useTable({
    features: staffTableFeatures,
    columns,
    data: list.data?.items ?? NO_ROWS,
    getRowId: (row) => String(row.agentId),
    state: { pagination: { pageIndex: 0, pageSize: Math.max(total, 1) } },
    manualPagination: true,
    enableSorting: false,
  });

  return (
    <BackOfficeShell
      title={t('backOffice.advisors.title')}
      heading={t('backOffice.advisors.title')}
      subline={admin ? t('backOffice.advisors.subline') : t('backOffice.advisors.readOnly')}
      action={
        admin ? (
          <Link to="/admin/advisors/new" className={buttonClass('gold', 'md')}>
            {t('backOffice.advisors.create')}
          </Link>
        ) : undefined
      }
    >
      {moveFailed ? (
        <Alert tone="error">{messageOf(moveError, t('backOffice.advisors.form.failed'))}</Alert>
      ) : null}
      <ListStates list={list} isEmpty={total === 0} empty={t('backOffice.advisors.empty')}>
        <DataTable
          table={table}
          caption={t('backOffice.advisors.caption', { count: total })}
          rowTestId="advisor-row"
          onRowClick={(advisor) => void navigate(advisorPath(advisor.agentId))}
        />
      </ListStates>
    </BackOfficeShell>
  );
}
