import { STAFF_AUDIT_ACTIONS, type StaffAuditEntry } from '@app/shared/schemas/staff';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { auditQueryOptions } from '../api.ts';
import { formatDateTime } from '../format.ts';
import { actionLabelKey, pathOfTarget, roleLabelKey } from '../labels.ts';
import {
  AUDIT_LIST_DEFAULTS,
  type AuditListState,
  auditListFromSearch as fromSearch,
  auditListToSearch as toSearch,
} from '../search-params.ts';
import { useAddressList } from './address-list.ts';
import { AuditChange } from './audit-change.tsx';
import { BackOfficeShell } from './back-office-shell.tsx';
import type { StaffTableFeatures } from './data-table.tsx';
import { FilterField, FilterForm, filterControlClass } from './list-filters.tsx';
import { PagedList } from './paged-list.tsx';
import { useServerPagedTable } from './paged-table.ts';
import { Badge } from './status-badges.tsx';

const column = createColumnHelper<StaffTableFeatures, StaffAuditEntry>();
const NO_ROWS: StaffAuditEntry[] = [];

/** /admin/audit: what staff changed, newest first, filtered by who, what, on whom and when. */
export function AuditPage() {
  const { t } = useTranslation();
  const { searchParams, state, list: log, go } = useAddressList({ fromSearch, toSearch }, auditQueryOptions);

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
      <PagedList
        query={log}
        table={table}
        caption={t('backOffice.audit.caption', { count: log.data?.total ?? 0 })}
        empty={t('backOffice.audit.empty')}
        isEmpty={log.data?.items.length === 0}
        rowTestId="audit-row"
      />
    </BackOfficeShell>
  );
}

/** The filters, applied together. */
function Filters({ state, onApply }: { state: AuditListState; onApply: (next: AuditListState) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(state);
  const id = useId();
  const set = (field: keyof AuditListState) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  const filtered = ['actor', 'action', 'target', 'from', 'to'].some(
    (field) => state[field as keyof AuditListState] !== '',
  );
  return (
    <FilterForm
      label={t('backOffice.audit.filters')}
      grid="md:grid-cols-3 md:items-end lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1.2fr)_minmax(0,1.3fr)_auto_auto]"
      actions="md:col-span-3 lg:col-span-5"
      filtered={filtered}
      clearLabel={t('backOffice.audit.clear')}
      applyLabel={t('backOffice.audit.apply')}
      onClear={() => onApply({ ...AUDIT_LIST_DEFAULTS, pageSize: state.pageSize })}
      onApply={() => onApply({ ...draft, actor: draft.actor.trim(), target: draft.target.trim() })}
    >
      <FilterField id={`${id}-actor`} label={t('backOffice.audit.actor')}>
        <input
          id={`${id}-actor`}
          type="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={254}
          value={draft.actor}
          onChange={set('actor')}
          className={filterControlClass}
        />
      </FilterField>
      <FilterField id={`${id}-action`} label={t('backOffice.audit.action')}>
        <select
          id={`${id}-action`}
          value={draft.action}
          onChange={set('action')}
          className={filterControlClass}
        >
          <option value="">{t('backOffice.audit.anyAction')}</option>
          {STAFF_AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(actionLabelKey(action))}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField id={`${id}-target`} label={t('backOffice.audit.target')}>
        <input
          id={`${id}-target`}
          type="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={254}
          placeholder={t('backOffice.audit.targetPlaceholder')}
          value={draft.target}
          onChange={set('target')}
          className={`${filterControlClass} placeholder:text-night-600/60`}
        />
      </FilterField>
      <FilterField id={`${id}-from`} label={t('backOffice.audit.from')}>
        <input
          id={`${id}-from`}
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={set('from')}
          className={filterControlClass}
        />
      </FilterField>
      <FilterField id={`${id}-to`} label={t('backOffice.audit.to')}>
        <input
          id={`${id}-to`}
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={set('to')}
          className={filterControlClass}
        />
      </FilterField>
    </FilterForm>
  );
}
