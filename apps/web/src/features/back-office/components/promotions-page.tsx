import type { StaffAnnouncement, StaffPromotion } from '@app/shared/schemas/staff-catalogue';
import { type UseMutationResult, useQuery } from '@tanstack/react-query';
import { type ColumnDef, createColumnHelper, type PaginationState, useTable } from '@tanstack/react-table';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import {
  announcementsQueryOptions,
  promotionsQueryOptions,
  useDeactivateAnnouncement,
  useDeactivatePromotion,
} from '../catalogue-api.ts';
import { formatDateTime } from '../format.ts';
import type { PageListState, PageSize } from '../search-params.ts';
import { AnnouncementEditor } from './announcement-editor.tsx';
import { BackOfficeCard, BackOfficeShell, LoadFailed } from './back-office-shell.tsx';
import { CatalogueStatusBadge, ReadOnlyNote, useCanManageCatalogue } from './catalogue-parts.tsx';
import { ConfirmNoteDialog } from './confirm-dialog.tsx';
import { DataTable, Pager, type StaffTableFeatures, staffTableFeatures } from './data-table.tsx';
import { PromotionEditor } from './promotion-editor.tsx';

const FIRST_PAGE: PageListState = { page: 1, pageSize: 10 };
type Editing<T> = { item: T | null } | null;

/** /admin/promotions: the banner's promotions and the announcements, each with its editor and preview. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const canManage = useCanManageCatalogue();
  return (
    <BackOfficeShell
      title={t('backOffice.catalogue.promotions.title')}
      heading={t('backOffice.catalogue.promotions.title')}
      subline={
        <>
          {t('backOffice.catalogue.promotions.subline')}
          {canManage ? null : <ReadOnlyNote />}
        </>
      }
    >
      <PromotionsSection canManage={canManage} />
      <AnnouncementsSection canManage={canManage} />
    </BackOfficeShell>
  );
}

/**
 * Whether the row has its French. Saving requires it now; a row saved before may have none, and French
 * pages then show its English: flagged until someone edits it.
 */
function FrenchNote({ present, words }: { present: boolean; words: { has: string; none: string } }) {
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

const windowLabel = (start: string | null, end: string | null, open: string) =>
  `${start ? formatDateTime(start) : open} → ${end ? formatDateTime(end) : open}`;

function PromotionsSection({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const [position, setPosition] = useState<PageListState>(FIRST_PAGE);
  const [editing, setEditing] = useState<Editing<StaffPromotion>>(null);
  const [ending, setEnding] = useState<StaffPromotion | null>(null);
  const list = useQuery(promotionsQueryOptions(position.page, position.pageSize));
  const deactivate = useDeactivatePromotion();
  const columns = useMemo(
    () =>
      promotionColumn.columns([
        promotionColumn.accessor('message', {
          header: t('backOffice.catalogue.promotions.columns.message'),
          cell: ({ row }) => (
            <span className="flex items-center gap-2.5">
              <span
                aria-hidden="true"
                className="grid size-7 shrink-0 place-items-center rounded-md text-xs font-bold ring-1 ring-night-100"
                style={{ backgroundColor: row.original.backgroundColor, color: row.original.textColor }}
              >
                Aa
              </span>
              <span className="grid gap-1">
                {/* Staff write the main text in English; its French is a field of its own. */}
                <span lang="en">{row.original.message}</span>
                <FrenchNote
                  present={row.original.messageFr !== null}
                  words={{
                    has: t('backOffice.catalogue.promotions.hasFrench'),
                    none: t('backOffice.catalogue.promotions.noFrench'),
                  }}
                />
              </span>
            </span>
          ),
          meta: { wrap: true },
        }),
        promotionColumn.display({
          id: 'window',
          header: t('backOffice.catalogue.promotions.columns.window'),
          cell: ({ row }) => windowLabel(row.original.startDate, row.original.endDate, ''),
        }),
        promotionColumn.accessor('status', {
          header: t('backOffice.catalogue.promotions.columns.status'),
          cell: ({ getValue }) => <CatalogueStatusBadge status={getValue()} />,
        }),
        ...rowActions<StaffPromotion>(canManage, actionLabels(t), (item) => setEditing({ item }), setEnding),
      ]),
    [t, canManage],
  );
  return (
    <CatalogueSection
      kind="promotions"
      canManage={canManage}
      onCreate={() => setEditing({ item: null })}
      editor={
        editing ? (
          <PromotionEditor
            key={editing.item?.id ?? 'new'}
            promotion={editing.item}
            onDone={() => setEditing(null)}
          />
        ) : null
      }
      list={list}
      position={position}
      onPosition={setPosition}
      columns={columns}
      ending={ending}
      onEndingClose={() => setEnding(null)}
      deactivate={deactivate}
    />
  );
}

function AnnouncementsSection({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const [position, setPosition] = useState<PageListState>(FIRST_PAGE);
  const [editing, setEditing] = useState<Editing<StaffAnnouncement>>(null);
  const [ending, setEnding] = useState<StaffAnnouncement | null>(null);
  const list = useQuery(announcementsQueryOptions(position.page, position.pageSize));
  const deactivate = useDeactivateAnnouncement();
  const columns = useMemo(
    () =>
      announcementColumn.columns([
        announcementColumn.accessor('title', {
          header: t('backOffice.catalogue.announcements.columns.title'),
          cell: ({ row }) => (
            <span className="grid gap-0.5">
              <span className="font-semibold text-night-900" lang="en">
                {row.original.title}
              </span>
              <span className="line-clamp-2 text-xs text-night-600" lang="en">
                {row.original.message}
              </span>
              <FrenchNote
                present={row.original.titleFr !== null && row.original.messageFr !== null}
                words={{
                  has: t('backOffice.catalogue.announcements.hasFrench'),
                  none: t('backOffice.catalogue.announcements.noFrench'),
                }}
              />
            </span>
          ),
          meta: { wrap: true },
        }),
        announcementColumn.accessor('severity', {
          header: t('backOffice.catalogue.announcements.columns.severity'),
          cell: ({ getValue }) => t(`backOffice.catalogue.announcementForm.severities.${getValue()}`),
        }),
        announcementColumn.display({
          id: 'window',
          header: t('backOffice.catalogue.announcements.columns.window'),
          cell: ({ row }) =>
            windowLabel(
              row.original.startAt,
              row.original.endAt,
              t('backOffice.catalogue.announcements.open'),
            ),
        }),
        announcementColumn.accessor('status', {
          header: t('backOffice.catalogue.announcements.columns.status'),
          cell: ({ getValue }) => <CatalogueStatusBadge status={getValue()} />,
        }),
        ...rowActions<StaffAnnouncement>(
          canManage,
          actionLabels(t),
          (item) => setEditing({ item }),
          setEnding,
        ),
      ]),
    [t, canManage],
  );
  return (
    <CatalogueSection
      kind="announcements"
      canManage={canManage}
      onCreate={() => setEditing({ item: null })}
      editor={
        editing ? (
          <AnnouncementEditor
            key={editing.item?.id ?? 'new'}
            announcement={editing.item}
            onDone={() => setEditing(null)}
          />
        ) : null
      }
      list={list}
      position={position}
      onPosition={setPosition}
      columns={columns}
      ending={ending}
      onEndingClose={() => setEnding(null)}
      deactivate={deactivate}
    />
  );
}

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

const promotionColumn = createColumnHelper<StaffTableFeatures, StaffPromotion>();
const announcementColumn = createColumnHelper<StaffTableFeatures, StaffAnnouncement>();

const actionLabels = (
  t: (key: 'backOffice.catalogue.edit' | 'backOffice.catalogue.deactivate') => string,
) => ({
  edit: t('backOffice.catalogue.edit'),
  deactivate: t('backOffice.catalogue.deactivate'),
});

/** Edit and Deactivate at the end of each row, for admins. */
function rowActions<T extends { id: string; isActive: boolean }>(
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

/** One section of the page: its card, the editor when open, the list paged on the server. */
function CatalogueSection<T extends { id: string }>({
  kind,
  canManage,
  onCreate,
  editor,
  list,
  position,
  onPosition,
  columns,
  ending,
  onEndingClose,
  deactivate,
}: {
  kind: 'promotions' | 'announcements';
  canManage: boolean;
  onCreate: () => void;
  editor: ReactNode;
  list: {
    data?: { items: T[]; total: number } | undefined;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  position: PageListState;
  onPosition: (position: PageListState) => void;
  columns: ColumnDef<StaffTableFeatures, T>[];
  /** The row whose deactivation is being confirmed. */
  ending: T | null;
  onEndingClose: () => void;
  deactivate: UseMutationResult<unknown, Error, { id: string; note: string }>;
}) {
  const { t } = useTranslation();
  const pagination: PaginationState = { pageIndex: position.page - 1, pageSize: position.pageSize };
  const table = useTable({
    features: staffTableFeatures,
    columns,
    data: list.data?.items ?? [],
    getRowId: (row) => row.id,
    rowCount: list.data?.total ?? 0,
    state: { pagination },
    manualPagination: true,
    enableSorting: false,
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      const sizeChanged = next.pageSize !== position.pageSize;
      onPosition({ page: sizeChanged ? 1 : next.pageIndex + 1, pageSize: next.pageSize as PageSize });
    },
  });
  return (
    <BackOfficeCard
      title={t(`backOffice.catalogue.${kind}.section`)}
      actions={
        canManage && !editor ? (
          <button type="button" onClick={onCreate} className={buttonClass('night', 'md')}>
            {t(`backOffice.catalogue.${kind}.create`)}
          </button>
        ) : list.isFetching && list.data ? (
          <Spinner label={t('backOffice.common.loading')} />
        ) : null
      }
    >
      {editor}
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
        onClose={onEndingClose}
      />
    </BackOfficeCard>
  );
}
