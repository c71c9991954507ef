import type { StaffTarotPlay } from '@app/shared/schemas/staff-tarot-theme';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeftIcon } from '../../../components/ui/icons.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../format.ts';
import { customerPath, SEASON_PATH } from '../labels.ts';
import { pageListFromSearch, pageListToSearch } from '../search-params.ts';
import { tarotPlaysQueryOptions } from '../tarot-theme-api.ts';
import { BackOfficeShell } from './back-office-shell.tsx';
import type { StaffTableFeatures } from './data-table.tsx';
import { PagedList } from './paged-list.tsx';
import { useServerPagedTable } from './paged-table.ts';
import { Badge } from './status-badges.tsx';

const column = createColumnHelper<StaffTableFeatures, StaffTarotPlay>();
const NO_ROWS: StaffTarotPlay[] = [];

/** /admin/tarot/:gameId: who played that week, when, the three cards, and the coupon a win gave. */
export function TarotWeekPage() {
  const { t } = useTranslation();
  const { gameId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = pageListFromSearch(searchParams);
  const plays = useQuery(tarotPlaysQueryOptions(gameId, state));

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('customerEmail', {
          header: t('backOffice.tarotTheme.plays.columns.customer'),
          cell: ({ row }) => (
            <Link
              to={customerPath(row.original.customerId)}
              className="font-semibold text-night-900 underline underline-offset-2 hover:text-night-700"
            >
              {row.original.customerEmail}
            </Link>
          ),
          meta: { wrap: true },
        }),
        column.accessor('playedAt', {
          header: t('backOffice.tarotTheme.plays.columns.when'),
          cell: ({ getValue }) => formatDateTime(getValue()),
        }),
        column.accessor('cards', {
          header: t('backOffice.tarotTheme.plays.columns.cards'),
          cell: ({ getValue }) =>
            getValue()
              .map((card) => card.name)
              .join(', '),
          meta: { wrap: true },
        }),
        column.accessor('won', {
          header: t('backOffice.tarotTheme.plays.columns.result'),
          cell: ({ getValue }) => (
            <Badge tone={getValue() ? 'good' : 'neutral'}>
              {t(`backOffice.tarotTheme.plays.${getValue() ? 'won' : 'lost'}`)}
            </Badge>
          ),
        }),
        column.accessor('couponCode', {
          header: t('backOffice.tarotTheme.plays.columns.coupon'),
          cell: ({ getValue }) => (
            <span className="font-mono text-xs">{getValue() ?? t('backOffice.common.none')}</span>
          ),
        }),
      ]),
    [t],
  );

  const table = useServerPagedTable({
    columns,
    data: plays.data?.items ?? NO_ROWS,
    total: plays.data?.total ?? 0,
    state,
    go: (next) => setSearchParams(pageListToSearch(next)),
    rowId: (row) => row.id,
  });

  const week = plays.data?.week;
  const back = (
    <Link
      to={SEASON_PATH}
      className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-semibold text-gold-200 hover:text-white"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      {t('backOffice.tarotTheme.plays.back')}
    </Link>
  );
  const missing = plays.error instanceof ApiError && plays.error.status === 404;
  return (
    <BackOfficeShell
      title={
        week
          ? t('backOffice.tarotTheme.plays.title', { start: formatDate(week.weekStart) })
          : t('backOffice.tarotTheme.tarot.title')
      }
      heading={
        week
          ? t('backOffice.tarotTheme.plays.title', { start: formatDate(week.weekStart) })
          : t('backOffice.tarotTheme.tarot.title')
      }
      subline={
        week ? t('backOffice.tarotTheme.plays.subline', { plays: week.plays, wins: week.wins }) : undefined
      }
      above={back}
    >
      <PagedList
        query={plays}
        table={table}
        caption={t('backOffice.tarotTheme.plays.caption', { total: plays.data?.total ?? 0 })}
        empty={t('backOffice.tarotTheme.plays.empty')}
        failed={missing ? t('backOffice.tarotTheme.plays.notFound') : undefined}
        rowTestId="tarot-play-row"
      />
    </BackOfficeShell>
  );
}
