import type { staffEarningsLedgerSchema } from '@app/shared/schemas/earnings';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatMoney } from '../../../lib/formats.ts';
import { earningsLedgerQueryOptions } from '../earnings-api.ts';
import { formatDateTime } from '../format.ts';
import type { PageListState } from '../search-params.ts';
import { BackOfficeCard } from './back-office-shell.tsx';
import { DataTable, Pager, type StaffTableFeatures } from './data-table.tsx';
import { EarningsAdjustDialog } from './earnings-adjust-dialog.tsx';
import { useServerPagedTable } from './paged-table.ts';

type Entry = z.infer<typeof staffEarningsLedgerSchema>['entries'][number];

const FIRST_PAGE: PageListState = { page: 1, pageSize: 10 };

/** '+$12.50' or '−$5.00' (a real minus sign) in the page's money format. */
function signedMoney(cents: number): string {
  const amount = formatMoney(Math.abs(cents));
  return cents > 0 ? `+${amount}` : cents < 0 ? `\u2212${amount}` : amount;
}

/** What a ledger line is, in words: the call's minutes at its rate, the adjustment's reason, a payout. */
function EntryWhat({ entry, t }: { entry: Entry; t: TFunction }) {
  if (entry.kind === 'call') {
    return (
      <>
        {t('backOfficeEarnings.ledger.kinds.call', {
          minutes: entry.minutes ?? 0,
          rate: formatMoney(entry.rateCents ?? 0),
        })}
      </>
    );
  }
  if (entry.kind === 'adjustment') {
    return (
      <>
        <span className="font-semibold">
          {t('backOfficeEarnings.ledger.kinds.adjustment', {
            reason: entry.reason ? t(`backOfficeEarnings.adjust.reasons.${entry.reason}`) : '',
          })}
        </span>
        {entry.note ? <span className="block text-night-700">{entry.note}</span> : null}
        {entry.overrideNegative ? (
          <span className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {t('backOfficeEarnings.ledger.overridden')}
          </span>
        ) : null}
      </>
    );
  }
  return (
    <>
      {t(`backOfficeEarnings.ledger.kinds.${entry.kind}`)}
      <span className="block font-mono text-xs text-night-500">{entry.reference}</span>
    </>
  );
}

const column = createColumnHelper<StaffTableFeatures, Entry>();

/**
 * The advisor's earnings on their back-office page: the balance owed, the ledger a page at a time
 * (newest first), and for an admin the 'Adjust earnings' dialog. Support reads it all and changes nothing.
 */
export function AdvisorEarningsCard({ agentId, admin }: { agentId: number; admin: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState<PageListState>(FIRST_PAGE);
  const [adjusting, setAdjusting] = useState(false);
  const ledger = useQuery(earningsLedgerQueryOptions(agentId, page));
  const data = ledger.data;

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('at', {
          header: t('backOfficeEarnings.ledger.columns.date'),
          cell: ({ getValue }) => formatDateTime(getValue()),
        }),
        column.display({
          id: 'what',
          header: t('backOfficeEarnings.ledger.columns.what'),
          cell: ({ row }) => <EntryWhat entry={row.original} t={t} />,
          meta: { wrap: true },
        }),
        column.accessor('deltaCents', {
          header: t('backOfficeEarnings.ledger.columns.amount'),
          cell: ({ getValue }) => (
            <span className={`font-semibold ${getValue() < 0 ? 'text-red-700' : 'text-emerald-700'}`}>
              {signedMoney(getValue())}
            </span>
          ),
          meta: { numeric: true },
        }),
        column.accessor('balanceAfterCents', {
          header: t('backOfficeEarnings.ledger.columns.balanceAfter'),
          cell: ({ getValue }) => formatMoney(getValue()),
          meta: { numeric: true },
        }),
        column.accessor('actorEmail', {
          header: t('backOfficeEarnings.ledger.columns.by'),
          // An address breaks at any character rather than pushing the column out of the card.
          cell: ({ getValue }) => (
            <span className="break-all">{getValue() ?? t('backOfficeEarnings.ledger.system')}</span>
          ),
          meta: { wrap: true, narrow: true },
        }),
      ]),
    [t],
  );
  const table = useServerPagedTable({
    columns,
    data: data?.entries ?? [],
    total: data?.total ?? 0,
    state: page,
    go: setPage,
    rowId: (entry) => String(entry.id),
  });

  const loading = <Spinner label={t('backOffice.common.loading')} />;
  return (
    <BackOfficeCard
      title={t('backOfficeEarnings.ledger.heading')}
      actions={
        <div className="flex items-center gap-3">
          {ledger.isFetching && data ? loading : null}
          {admin ? (
            <button
              type="button"
              disabled={!data}
              onClick={() => setAdjusting(true)}
              className={buttonClass('outlineDark', 'md')}
            >
              {t('backOfficeEarnings.adjust.button')}
            </button>
          ) : null}
        </div>
      }
    >
      {data ? (
        <>
          <div className="mb-4">
            <p className="text-sm font-semibold text-night-600">{t('backOfficeEarnings.ledger.balance')}</p>
            <p
              data-testid="earnings-balance"
              className={`font-display text-3xl font-semibold tabular-nums ${
                data.balanceCents < 0 ? 'text-red-700' : 'text-night-900'
              }`}
            >
              {formatMoney(data.balanceCents)}
            </p>
            {data.balanceCents < 0 ? (
              <p className="text-sm text-red-800">{t('backOfficeEarnings.ledger.owes')}</p>
            ) : null}
          </div>
          {data.total === 0 ? (
            <p className="rounded-2xl bg-night-50 px-4 py-6 text-center text-night-700">
              {t('backOfficeEarnings.ledger.empty')}
            </p>
          ) : (
            <>
              <DataTable table={table} caption={t('backOfficeEarnings.ledger.caption')} captionHidden />
              <Pager table={table} total={data.total} label={t('backOfficeEarnings.ledger.caption')} />
            </>
          )}
          {admin ? (
            <EarningsAdjustDialog
              open={adjusting}
              onClose={() => setAdjusting(false)}
              agentId={agentId}
              balanceCents={data.balanceCents}
            />
          ) : null}
        </>
      ) : ledger.isError ? (
        <div className="grid justify-items-start gap-3">
          <p role="alert" className="font-medium text-red-800">
            {t('backOffice.common.loadFailed')}
          </p>
          <button type="button" onClick={() => void ledger.refetch()} className={buttonClass('night', 'md')}>
            {t('backOffice.common.retry')}
          </button>
        </div>
      ) : (
        loading
      )}
    </BackOfficeCard>
  );
}
