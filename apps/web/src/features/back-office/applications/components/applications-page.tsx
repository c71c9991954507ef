import type { StaffApplicationSummary } from '@app/shared/schemas/application-screening';
import { APPLICATION_LANGUAGES, APPLICATION_STATUSES, SPECIALTIES } from '@app/shared/schemas/applications';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAddressList } from '../../components/address-list.ts';
import { BackOfficeShell } from '../../components/back-office-shell.tsx';
import type { StaffTableFeatures } from '../../components/data-table.tsx';
import { FilterField, FilterForm, filterControlClass } from '../../components/list-filters.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { useServerPagedTable } from '../../components/paged-table.ts';
import { StackedDateTime, WrapText } from '../../components/trust-table.tsx';
import { applicationListQueryOptions } from '../api.ts';
import { applicationPath } from '../paths.ts';
import {
  APPLICATION_LIST_DEFAULTS,
  type ApplicationListState,
  applicationListFromSearch as fromSearch,
  isFiltered,
  applicationListToSearch as toSearch,
} from '../search-params.ts';
import { ApplicationStatusBadge, useApplicationWords } from './application-parts.tsx';

const column = createColumnHelper<StaffTableFeatures, StaffApplicationSummary>();
const NO_ROWS: StaffApplicationSummary[] = [];

/**
 * /admin/applications: the applications to become an advisor, newest first, filtered by status, language
 * and specialty (in the address, with the page). A row opens the application.
 */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const words = useApplicationWords();
  const { searchParams, state, list, go } = useAddressList(
    { fromSearch, toSearch },
    applicationListQueryOptions,
  );

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: t('backOffice.applications.queue.columns.name'),
          cell: ({ row }) => (
            <WrapText width="min-w-32 max-w-56">
              <Link
                to={applicationPath(row.original.id)}
                className="font-semibold text-night-900 underline underline-offset-2 hover:text-night-600"
              >
                {row.original.name}
              </Link>
            </WrapText>
          ),
        }),
        column.accessor('status', {
          header: t('backOffice.applications.queue.columns.status'),
          cell: ({ getValue }) => <ApplicationStatusBadge status={getValue()} />,
        }),
        column.accessor('languages', {
          header: t('backOffice.applications.queue.columns.languages'),
          cell: ({ getValue }) => words.languages(getValue()),
        }),
        column.accessor('specialties', {
          header: t('backOffice.applications.queue.columns.specialties'),
          cell: ({ getValue }) => (
            <WrapText width="min-w-44 max-w-64">{words.specialties(getValue())}</WrapText>
          ),
        }),
        column.accessor('province', {
          header: t('backOffice.applications.queue.columns.province'),
          cell: ({ getValue }) => (
            <abbr title={words.province(getValue())} className="no-underline">
              {getValue()}
            </abbr>
          ),
        }),
        column.accessor('createdAt', {
          header: t('backOffice.applications.queue.columns.received'),
          cell: ({ getValue }) => <StackedDateTime iso={getValue()} />,
        }),
        column.accessor('testReadingAt', {
          header: t('backOffice.applications.queue.columns.testReading'),
          cell: ({ getValue }) => {
            const at = getValue();
            return at ? (
              <StackedDateTime iso={at} />
            ) : (
              <span className="text-night-600">{t('backOffice.applications.queue.notScheduled')}</span>
            );
          },
        }),
      ]),
    [t, words],
  );

  const table = useServerPagedTable({
    columns,
    data: list.data?.items ?? NO_ROWS,
    total: list.data?.total ?? 0,
    state,
    go: (next) => go({ ...state, ...next }),
    rowId: (row) => row.id,
  });

  return (
    <BackOfficeShell
      title={t('backOffice.applications.queue.title')}
      heading={t('backOffice.applications.queue.title')}
      subline={t('backOffice.applications.queue.subline')}
    >
      <Filters key={searchParams.toString()} state={state} onApply={(next) => go({ ...next, page: 1 })} />
      <PagedList
        query={list}
        table={table}
        caption={t('backOffice.applications.queue.caption', { count: list.data?.total ?? 0 })}
        empty={
          isFiltered(state)
            ? t('backOffice.applications.queue.emptyFiltered')
            : t('backOffice.applications.queue.empty')
        }
        rowTestId="application-row"
        onRowClick={(row) => navigate(applicationPath(row.id))}
      />
    </BackOfficeShell>
  );
}

/** Status, language and specialty, applied together. */
function Filters({
  state,
  onApply,
}: {
  state: ApplicationListState;
  onApply: (next: ApplicationListState) => void;
}) {
  const { t } = useTranslation();
  const words = useApplicationWords();
  const [draft, setDraft] = useState(state);
  const id = useId();
  const choose =
    <K extends 'status' | 'language' | 'specialty'>(key: K) =>
    (event: { target: { value: string } }) =>
      setDraft({ ...draft, [key]: event.target.value as ApplicationListState[K] });
  return (
    <FilterForm
      label={t('backOffice.applications.queue.filters')}
      grid="lg:grid-cols-[repeat(3,minmax(0,16rem))_auto] lg:items-end"
      actions="lg:col-span-1"
      filtered={isFiltered(state)}
      clearLabel={t('backOffice.applications.queue.clear')}
      applyLabel={t('backOffice.applications.queue.apply')}
      onClear={() => onApply({ ...APPLICATION_LIST_DEFAULTS, pageSize: state.pageSize })}
      onApply={() => onApply(draft)}
    >
      <FilterField id={`${id}-status`} label={t('backOffice.applications.queue.status')}>
        <select
          id={`${id}-status`}
          value={draft.status}
          onChange={choose('status')}
          className={filterControlClass}
        >
          <option value="">{t('backOffice.applications.queue.anyStatus')}</option>
          {APPLICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`backOffice.applications.statuses.${status}`)}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField id={`${id}-language`} label={t('backOffice.applications.queue.language')}>
        <select
          id={`${id}-language`}
          value={draft.language}
          onChange={choose('language')}
          className={filterControlClass}
        >
          <option value="">{t('backOffice.applications.queue.anyLanguage')}</option>
          {APPLICATION_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {words.language(language)}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField id={`${id}-specialty`} label={t('backOffice.applications.queue.specialty')}>
        <select
          id={`${id}-specialty`}
          value={draft.specialty}
          onChange={choose('specialty')}
          className={filterControlClass}
        >
          <option value="">{t('backOffice.applications.queue.anySpecialty')}</option>
          {SPECIALTIES.map((specialty) => (
            <option key={specialty} value={specialty}>
              {t(`apply.specialties.${specialty}`)}
            </option>
          ))}
        </select>
      </FilterField>
    </FilterForm>
  );
}
