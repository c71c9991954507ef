import { TAROT_WEEKS_CREATE_MAX, tarotWeekChangeRefusal } from '@app/shared/rules/tarot-weeks';
import type { StaffTarotWeek } from '@app/shared/schemas/staff-tarot-theme';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useAuth } from '../../../lib/use-auth.tsx';
import { formatDate } from '../format.ts';
import { tarotWeekPath } from '../labels.ts';
import { pageListFromSearch, pageListToSearch } from '../search-params.ts';
import { tarotWeeksQueryOptions, useCreateTarotWeeks, useSetTarotWeekActive } from '../tarot-theme-api.ts';
import { BackOfficeCard, BackOfficeShell } from './back-office-shell.tsx';
import { ConfirmNoteDialog } from './confirm-dialog.tsx';
import type { StaffTableFeatures } from './data-table.tsx';
import { fieldClass } from './form-parts.tsx';
import { PagedList } from './paged-list.tsx';
import { useServerPagedTable } from './paged-table.ts';
import { SeasonThemeCard } from './season-theme-card.tsx';
import { Badge } from './status-badges.tsx';

const column = createColumnHelper<StaffTableFeatures, StaffTarotWeek>();
const NO_ROWS: StaffTarotWeek[] = [];
const CREATE_CHOICES = [1, 4, 8, 12, TAROT_WEEKS_CREATE_MAX] as const;

/**
 * /admin/season: the season theme, then every weekly tarot game with its plays and wins; an admin switches
 * the theme, creates the coming weeks and switches weeks on or off.
 */
export function SeasonTarotPage() {
  const { t } = useTranslation();
  const { role } = useAuth();
  const canManage = role === 'admin';
  const [searchParams, setSearchParams] = useSearchParams();
  const state = pageListFromSearch(searchParams);
  const weeks = useQuery(tarotWeeksQueryOptions(state));
  const [switching, setSwitching] = useState<StaffTarotWeek | null>(null);
  const setActive = useSetTarotWeekActive();

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('weekStart', {
          header: t('backOffice.tarotTheme.tarot.columns.week'),
          cell: ({ row }) => (
            <Link
              to={tarotWeekPath(row.original.id)}
              aria-label={t('backOffice.tarotTheme.tarot.openPlaysOf', {
                start: formatDate(row.original.weekStart),
              })}
              className="font-semibold text-night-900 underline underline-offset-2 hover:text-night-700"
            >
              {t('backOffice.tarotTheme.tarot.weekRange', {
                start: formatDate(row.original.weekStart),
                end: formatDate(row.original.weekEnd),
              })}
            </Link>
          ),
        }),
        column.display({
          id: 'status',
          header: t('backOffice.tarotTheme.tarot.columns.status'),
          cell: ({ row }) => (
            <span className="flex flex-wrap gap-1.5">
              <Badge tone={row.original.phase === 'current' ? 'good' : 'neutral'}>
                {t(`backOffice.tarotTheme.tarot.phase.${row.original.phase}`)}
              </Badge>
              <Badge tone={row.original.isActive ? 'good' : 'bad'}>
                {t(`backOffice.tarotTheme.tarot.${row.original.isActive ? 'active' : 'inactive'}`)}
              </Badge>
            </span>
          ),
        }),
        column.accessor('plays', {
          header: t('backOffice.tarotTheme.tarot.columns.plays'),
          meta: { numeric: true },
        }),
        column.accessor('wins', {
          header: t('backOffice.tarotTheme.tarot.columns.wins'),
          meta: { numeric: true },
        }),
        column.display({
          id: 'actions',
          header: t('backOffice.tarotTheme.tarot.columns.actions'),
          cell: ({ row }) => <WeekAction week={row.original} canManage={canManage} onSwitch={setSwitching} />,
        }),
      ]),
    [t, canManage],
  );

  const table = useServerPagedTable({
    columns,
    data: weeks.data?.items ?? NO_ROWS,
    total: weeks.data?.total ?? 0,
    state,
    go: (next) => setSearchParams(pageListToSearch(next)),
    rowId: (row) => row.id,
  });

  const start = switching ? formatDate(switching.weekStart) : '';
  const turningOn = switching ? !switching.isActive : false;
  return (
    <BackOfficeShell
      title={t('backOffice.nav.season')}
      heading={t('backOffice.nav.season')}
      subline={t('backOffice.tarotTheme.subline')}
    >
      <SeasonThemeCard />
      <h2 className="mt-3 font-display text-2xl font-semibold text-night-900">
        {t('backOffice.tarotTheme.tarot.title')}
      </h2>
      <p className="-mt-3 text-night-700">{t('backOffice.tarotTheme.tarot.subline')}</p>
      {canManage ? (
        <CreateWeeksCard />
      ) : (
        <p className="text-night-700">{t('backOffice.tarotTheme.tarot.readOnly')}</p>
      )}
      <PagedList
        query={weeks}
        table={table}
        caption={t('backOffice.tarotTheme.tarot.caption', { total: weeks.data?.total ?? 0 })}
        empty={t('backOffice.tarotTheme.tarot.empty')}
        rowTestId="tarot-week-row"
      />
      <ConfirmNoteDialog
        open={switching !== null}
        title={t(`backOffice.tarotTheme.tarot.${turningOn ? 'switchOnTitle' : 'switchOffTitle'}`)}
        text={t(`backOffice.tarotTheme.tarot.${turningOn ? 'switchOnText' : 'switchOffText'}`, { start })}
        submitLabel={t(`backOffice.tarotTheme.tarot.${turningOn ? 'switchOn' : 'switchOff'}`)}
        danger={!turningOn}
        pending={setActive.isPending}
        error={setActive.isError ? messageOf(setActive.error, t('backOffice.confirm.failed')) : null}
        onClose={() => {
          setSwitching(null);
          setActive.reset();
        }}
        onConfirm={(note) => {
          if (!switching) return;
          setActive.mutate(
            { gameId: switching.id, isActive: turningOn, note },
            {
              onSuccess: (week) => {
                setSwitching(null);
                toast.success(
                  t('backOffice.tarotTheme.tarot.switched', {
                    start,
                    state: t(`backOffice.tarotTheme.tarot.${week.isActive ? 'active' : 'inactive'}`),
                  }),
                );
              },
            },
          );
        }}
      />
    </BackOfficeShell>
  );
}

/** Switch off or on, shown only where an admin could do it (the server refuses the rest anyway). */
function WeekAction({
  week,
  canManage,
  onSwitch,
}: {
  week: StaffTarotWeek;
  canManage: boolean;
  onSwitch: (week: StaffTarotWeek) => void;
}) {
  const { t } = useTranslation();
  if (!canManage || week.phase === 'past')
    return <span className="text-night-600">{t('backOffice.common.none')}</span>;
  if (tarotWeekChangeRefusal(week.phase, week.plays, !week.isActive) === 'has_plays') {
    return <span className="text-sm text-night-600">{t('backOffice.tarotTheme.tarot.playedLocked')}</span>;
  }
  const start = formatDate(week.weekStart);
  return (
    <button
      type="button"
      onClick={() => onSwitch(week)}
      aria-label={t(`backOffice.tarotTheme.tarot.${week.isActive ? 'switchOffOf' : 'switchOnOf'}`, { start })}
      className={buttonClass('outlineDark', 'sm')}
    >
      {t(`backOffice.tarotTheme.tarot.${week.isActive ? 'switchOff' : 'switchOn'}`)}
    </button>
  );
}

/** How many weeks ahead to create; the answer says how many were new. */
function CreateWeeksCard() {
  const { t } = useTranslation();
  const id = useId();
  const [count, setCount] = useState(4);
  const create = useCreateTarotWeeks();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    create.mutate(count, {
      onSuccess: ({ created }) =>
        toast.success(
          created === 0
            ? t('backOffice.tarotTheme.tarot.create.none')
            : t('backOffice.tarotTheme.tarot.create.done', { count: created }),
        ),
    });
  };
  return (
    <BackOfficeCard title={t('backOffice.tarotTheme.tarot.create.title')}>
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-count`} className="text-sm font-semibold text-night-800">
            {t('backOffice.tarotTheme.tarot.create.count')}
          </label>
          <select
            id={`${id}-count`}
            value={count}
            onChange={(event) => setCount(Number(event.target.value))}
            className={`${fieldClass} h-12 border-night-100 py-0 sm:w-40`}
          >
            {CREATE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={create.isPending} className={buttonClass('night', 'md')}>
          {create.isPending
            ? t('backOffice.tarotTheme.tarot.create.working')
            : t('backOffice.tarotTheme.tarot.create.submit')}
        </button>
        <p className="text-sm text-night-600 sm:ml-2 sm:self-center">
          {t('backOffice.tarotTheme.tarot.create.text')}
        </p>
      </form>
      {create.isError ? (
        <div className="mt-3">
          <Alert tone="error">{messageOf(create.error, t('backOffice.common.loadFailed'))}</Alert>
        </div>
      ) : null}
    </BackOfficeCard>
  );
}
