import { STAFF_AUDIT_ACTIONS, type StaffAuditEntry } from '@app/shared/schemas/staff';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { auditQueryOptions } from '../api.ts';
import { formatDateTime } from '../format.ts';
import { actionLabelKey, pathOfTarget, roleLabelKey } from '../labels.ts';
import {
  AUDIT_LIST_DEFAULTS,
  type AuditListState,
  auditListFromSearch,
  auditListToSearch,
} from '../search-params.ts';
import { AuditChange } from './audit-change.tsx';
import { BackOfficeShell, ListPanel, LoadFailed } from './back-office-shell.tsx';
import { DataTable, Pager, type StaffTableFeatures } from './data-table.tsx';
import { fieldClass } from './form-parts.tsx';
import { useServerPagedTable } from './paged-table.ts';
import { Badge } from './status-badges.tsx';

const column = createColumnHelper<StaffTableFeatures, StaffAuditEntry>();
const NO_ROWS: StaffAuditEntry[] = [];

/** /admin/audit: what staff changed, newest first, filtered by who, what, on whom and when. */
export function AuditPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = auditListFromSearch(searchParams);
  const log = useQuery(auditQueryOptions(state));
  const go = (next: AuditListState) => setSearchParams(auditListToSearch(next));

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('at', {
          header: t('backOffice.audit.columns.at'),
          cell: ({ getValue }) => formatDateTime(getValue()),
        }),
        column.display({
          id: 'who',
          header: t('backOffice.audit.columns.who'),
          cell: ({ row }) => {
            const roleKey = roleLabelKey(row.original.actorRole);
            return (
              <span className="grid justify-items-start gap-1">
                <span className="font-semibold text-night-900">{row.original.actorEmail}</span>
                <Badge tone={row.original.actorRole === 'admin' ? 'neutral' : 'good'}>
                  {roleKey ? t(roleKey) : row.original.actorRole}
                </Badge>
                {/* Under the author rather than a column of its own: the change keeps the room it needs. */}
                <span className="text-xs text-night-600">
                  {t('backOffice.audit.columns.ip')}{' '}
                  <span className="font-mono">{row.original.clientIp ?? t('backOffice.common.none')}</span>
                </span>
              </span>
            );
          },
        }),
        column.accessor('action', {
          header: t('backOffice.audit.columns.action'),
          cell: ({ getValue }) => <span className="font-semibold">{t(actionLabelKey(getValue()))}</span>,
          meta: { wrap: true, narrow: true },
        }),
        column.accessor('target', {
          header: t('backOffice.audit.columns.target'),
          cell: ({ row }) => {
            const target = row.original.target;
            // What it names (an e-mail, an advisor's name, a promotion's words); the raw target on hover.
            const name = row.original.names[target];
            const path = pathOfTarget(target);
            const textClass = name ? 'text-sm' : 'font-mono text-xs';
            return path ? (
              <Link
                to={path}
                title={target}
                className={`${textClass} text-night-800 underline underline-offset-2 hover:text-night-950`}
              >
                {name ?? target}
              </Link>
            ) : (
              <span title={target} className={textClass}>
                {name ?? target}
              </span>
            );
          },
          meta: { wrap: true },
        }),
        column.accessor('reason', {
          header: t('backOffice.audit.columns.reason'),
          cell: ({ getValue }) => getValue() ?? t('backOffice.common.none'),
          meta: { wrap: true, narrow: true },
        }),
        column.display({
          id: 'change',
          header: t('backOffice.audit.columns.change'),
          cell: ({ row }) => (
            <AuditChange before={row.original.before} after={row.original.after} names={row.original.names} />
          ),
          meta: { wrap: true },
        }),
      ]),
    [t],
  );

  const table = useServerPagedTable({
    columns,
    data: log.data?.items ?? NO_ROWS,
    total: log.data?.total ?? 0,
    state,
    go: (next) => go({ ...state, ...next }),
    rowId: (row) => String(row.id),
  });

  return (
    <BackOfficeShell
      title={t('backOffice.audit.title')}
      heading={t('backOffice.audit.title')}
      subline={t('backOffice.audit.subline')}
    >
      <Filters key={searchParams.toString()} state={state} onApply={(next) => go({ ...next, page: 1 })} />
      {log.isError && !log.data ? (
        <LoadFailed onRetry={() => void log.refetch()} />
      ) : (
        <ListPanel
          busy={log.isFetching && log.data ? <Spinner label={t('backOffice.common.loading')} /> : null}
        >
          {!log.data ? (
            <Spinner label={t('backOffice.common.loading')} />
          ) : log.data.items.length === 0 ? (
            <p className="rounded-2xl bg-night-50 px-4 py-6 text-center text-night-700">
              {t('backOffice.audit.empty')}
            </p>
          ) : (
            <>
              <DataTable
                table={table}
                caption={t('backOffice.audit.caption', { count: log.data.total })}
                rowTestId="audit-row"
              />
              <Pager table={table} total={log.data.total} />
            </>
          )}
        </ListPanel>
      )}
    </BackOfficeShell>
  );
}

/** The filters, applied together (a list that changed with every key typed would jump under the eyes). */
function Filters({ state, onApply }: { state: AuditListState; onApply: (next: AuditListState) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(state);
  const id = useId();
  const set = (field: keyof AuditListState) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, actor: draft.actor.trim(), target: draft.target.trim() });
  };
  const filtered = ['actor', 'action', 'target', 'from', 'to'].some(
    (field) => state[field as keyof AuditListState] !== '',
  );
  const labelClass = 'mb-1.5 block text-sm font-semibold text-night-800';
  return (
    <form
      onSubmit={submit}
      aria-label={t('backOffice.audit.filters')}
      className="grid gap-3 rounded-3xl bg-white p-5 shadow-card ring-1 ring-night-100 sm:grid-cols-2 sm:p-6 md:grid-cols-3 md:items-end lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1.2fr)_minmax(0,1.3fr)_auto_auto]"
    >
      <div>
        <label htmlFor={`${id}-actor`} className={labelClass}>
          {t('backOffice.audit.actor')}
        </label>
        <input
          id={`${id}-actor`}
          type="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={254}
          value={draft.actor}
          onChange={set('actor')}
          className={`${fieldClass} h-12 border-night-100 py-0`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-action`} className={labelClass}>
          {t('backOffice.audit.action')}
        </label>
        <select
          id={`${id}-action`}
          value={draft.action}
          onChange={set('action')}
          className={`${fieldClass} h-12 border-night-100 py-0`}
        >
          <option value="">{t('backOffice.audit.anyAction')}</option>
          {STAFF_AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(actionLabelKey(action))}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-target`} className={labelClass}>
          {t('backOffice.audit.target')}
        </label>
        <input
          id={`${id}-target`}
          type="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={254}
          placeholder={t('backOffice.audit.targetPlaceholder')}
          value={draft.target}
          onChange={set('target')}
          className={`${fieldClass} h-12 border-night-100 py-0 placeholder:text-night-600/60`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-from`} className={labelClass}>
          {t('backOffice.audit.from')}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={set('from')}
          className={`${fieldClass} h-12 border-night-100 py-0`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={labelClass}>
          {t('backOffice.audit.to')}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={set('to')}
          className={`${fieldClass} h-12 border-night-100 py-0`}
        />
      </div>
      <div className="flex gap-2 sm:col-span-2 sm:justify-end md:col-span-3 lg:col-span-5">
        {filtered ? (
          <button
            type="button"
            onClick={() => onApply({ ...AUDIT_LIST_DEFAULTS, pageSize: state.pageSize })}
            className={buttonClass('outlineDark', 'md')}
          >
            {t('backOffice.audit.clear')}
          </button>
        ) : null}
        <button type="submit" className={buttonClass('night', 'md')}>
          {t('backOffice.audit.apply')}
        </button>
      </div>
    </form>
  );
}
