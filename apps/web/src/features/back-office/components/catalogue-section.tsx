import type { UseMutationResult } from '@tanstack/react-query';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { formatDateTime } from '../format.ts';
import type { PageListState } from '../search-params.ts';
import { BackOfficeCard, LoadFailed } from './back-office-shell.tsx';
import { ConfirmNoteDialog } from './confirm-dialog.tsx';
import { DataTable, Pager, type StaffTableFeatures } from './data-table.tsx';
import { useServerPagedTable } from './paged-table.ts';

const FIRST_PAGE: PageListState = { page: 1, pageSize: 10 };

type CatalogueRow = { id: string; isActive: boolean };

/** Where a section stands: the page of its list, the row being edited (`item: null`, a new one), the row being taken down. */
export interface CatalogueSectionState<T> {
  position: PageListState;
  setPosition: (position: PageListState) => void;
  editing: { item: T | null } | null;
  setEditing: (editing: { item: T | null } | null) => void;
  ending: T | null;
  setEnding: (item: T | null) => void;
}

export function useCatalogueSection<T>(): CatalogueSectionState<T> {
  const [position, setPosition] = useState<PageListState>(FIRST_PAGE);
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [ending, setEnding] = useState<T | null>(null);
  return { position, setPosition, editing, setEditing, ending, setEnding };
}

/**
 * Whether the row has its French. Saving requires it now; a row saved before may have none, and French
 * pages then show its English: flagged until someone edits it.
 */
export function FrenchNote({ present, words }: { present: boolean; words: { has: string; none: string } }) {
  return (
    <span
      data-testid="french-note"
      data-french={present ? 'yes' : 'missing'}
      className={`inline-block w-fit rounded-full px-2 py-0.5 text-xs font-semibold ${
        present ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900 ring-1 ring-amber-200'
      }`}
    >
      {present ? words.has : words.none}
    </span>
  );
}

export const windowLabel = (start: string | null, end: string | null, open: string) =>
  `${start ? formatDateTime(start) : open} → ${end ? formatDateTime(end) : open}`;

/** 'Take this … down?' with a note for the audit log; closes once the server agreed. */
function DeactivateDialog({
  item,
  deactivate,
  words,
  onClose,
}: {
  item: { id: string } | null;
  deactivate: UseMutationResult<unknown, Error, { id: string; note: string }>;
  words: { title: string; text: string; done: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmNoteDialog
      open={item !== null}
      title={words.title}
      text={words.text}
      submitLabel={t('backOffice.catalogue.deactivate')}
      danger
      pending={deactivate.isPending}
      error={deactivate.isError ? messageOf(deactivate.error, t('backOffice.catalogue.failed')) : null}
      onClose={() => {
        onClose();
        deactivate.reset();
      }}
      onConfirm={(note) =>
        item &&
        deactivate.mutate(
          { id: item.id, note },
          {
            onSuccess: () => {
              toast.success(words.done);
              onClose();
            },
          },
        )
      }
    />
  );
}

/** Edit and Deactivate at the end of each row, for admins. */
function rowActions<T extends CatalogueRow>(
  canManage: boolean,
  labels: { edit: string; deactivate: string },
  onEdit: (item: T) => void,
  onDeactivate: (item: T) => void,
): ColumnDef<StaffTableFeatures, T>[] {
  if (!canManage) return [];
  return [
    createColumnHelper<StaffTableFeatures, T>().display({
      id: 'actions',
      header: () => <span className="sr-only">{labels.edit}</span>,
      cell: ({ row }) => (
        <span className="flex justify-end gap-2">
          <button
            type="button"
            onClick={() => onEdit(row.original)}
            className={buttonClass('outlineDark', 'sm')}
          >
            {labels.edit}
          </button>
          {row.original.isActive ? (
            <button
              type="button"
              onClick={() => onDeactivate(row.original)}
              className={buttonClass('outlineDark', 'sm')}
            >
              {labels.deactivate}
            </button>
          ) : null}
        </span>
      ),
    }),
  ];
}

/**
 * One section of the promotions page: its card, the editor when open, the list paged on the server with
 * Edit and Deactivate on each row (for admins), and the deactivation's confirmation.
 */
export function CatalogueSection<T extends CatalogueRow>({
  kind,
  canManage,
  section,
  editor,
  list,
  columns,
  deactivate,
}: {
  kind: 'promotions' | 'announcements';
  canManage: boolean;
  section: CatalogueSectionState<T>;
  /** The editor of a row (`null`: a new one); `onDone` closes it. */
  editor: (item: T | null, onDone: () => void) => ReactNode;
  list: {
    data?: { items: T[]; total: number } | undefined;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** The row's columns, before its actions. */
  columns: ColumnDef<StaffTableFeatures, T>[];
  deactivate: UseMutationResult<unknown, Error, { id: string; note: string }>;
}) {
  const { t } = useTranslation();
  const { position, setPosition, editing, setEditing, ending, setEnding } = section;
  const withActions = useMemo(
    () => [
      ...columns,
      ...rowActions<T>(
        canManage,
        { edit: t('backOffice.catalogue.edit'), deactivate: t('backOffice.catalogue.deactivate') },
        (item) => setEditing({ item }),
        setEnding,
      ),
    ],
    [columns, canManage, t, setEditing, setEnding],
  );
  const table = useServerPagedTable({
    columns: withActions,
    data: list.data?.items ?? [],
    total: list.data?.total ?? 0,
    state: position,
    go: setPosition,
    rowId: (row) => row.id,
  });
  const open = editing ? editor(editing.item, () => setEditing(null)) : null;
  return (
    <BackOfficeCard
      title={t(`backOffice.catalogue.${kind}.section`)}
      actions={
        canManage && !open ? (
          <button
            type="button"
            onClick={() => setEditing({ item: null })}
            className={buttonClass('night', 'md')}
          >
            {t(`backOffice.catalogue.${kind}.create`)}
          </button>
        ) : list.isFetching && list.data ? (
          <Spinner label={t('backOffice.common.loading')} />
        ) : null
      }
    >
      {open}
      {list.isError && !list.data ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Spinner label={t('backOffice.common.loading')} />
      ) : list.data.items.length === 0 ? (
        <p className="rounded-2xl bg-night-50 px-4 py-6 text-center text-night-700">
          {t(`backOffice.catalogue.${kind}.empty`)}
        </p>
      ) : (
        <>
          <DataTable
            table={table}
            caption={t(`backOffice.catalogue.${kind}.caption`, { total: list.data.total })}
            captionHidden
            rowTestId={kind === 'promotions' ? 'promotion-row' : 'announcement-row'}
          />
          {list.data.total > FIRST_PAGE.pageSize ? <Pager table={table} total={list.data.total} /> : null}
        </>
      )}
      <DeactivateDialog
        item={ending}
        deactivate={deactivate}
        words={{
          title: t(`backOffice.catalogue.${kind}.deactivateTitle`),
          text: t(`backOffice.catalogue.${kind}.deactivateText`),
          done: t(`backOffice.catalogue.${kind}.deactivated`),
        }}
        onClose={() => setEnding(null)}
      />
    </BackOfficeCard>
  );
}
