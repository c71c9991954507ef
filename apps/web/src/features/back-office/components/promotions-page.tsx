import type { StaffAnnouncement, StaffPromotion } from '@app/shared/schemas/staff-catalogue';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  announcementsQueryOptions,
  promotionsQueryOptions,
  useDeactivateAnnouncement,
  useDeactivatePromotion,
} from '../catalogue-api.ts';
import { AnnouncementEditor } from './announcement-editor.tsx';
import { BackOfficeShell } from './back-office-shell.tsx';
import { CatalogueStatusBadge, ReadOnlyNote, useCanManageCatalogue } from './catalogue-parts.tsx';
import { CatalogueSection, FrenchNote, useCatalogueSection, windowLabel } from './catalogue-section.tsx';
import type { StaffTableFeatures } from './data-table.tsx';
import { PromotionEditor } from './promotion-editor.tsx';

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

function PromotionsSection({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const section = useCatalogueSection<StaffPromotion>();
  const list = useQuery(promotionsQueryOptions(section.position.page, section.position.pageSize));
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
      ]),
    [t],
  );
  return (
    <CatalogueSection
      kind="promotions"
      canManage={canManage}
      section={section}
      editor={(item, onDone) => <PromotionEditor key={item?.id ?? 'new'} promotion={item} onDone={onDone} />}
      list={list}
      columns={columns}
      deactivate={deactivate}
    />
  );
}

function AnnouncementsSection({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const section = useCatalogueSection<StaffAnnouncement>();
  const list = useQuery(announcementsQueryOptions(section.position.page, section.position.pageSize));
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
      ]),
    [t],
  );
  return (
    <CatalogueSection
      kind="announcements"
      canManage={canManage}
      section={section}
      editor={(item, onDone) => (
        <AnnouncementEditor key={item?.id ?? 'new'} announcement={item} onDone={onDone} />
      )}
      list={list}
      columns={columns}
      deactivate={deactivate}
    />
  );
}

const promotionColumn = createColumnHelper<StaffTableFeatures, StaffPromotion>();
const announcementColumn = createColumnHelper<StaffTableFeatures, StaffAnnouncement>();
