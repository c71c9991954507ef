import { STAFF_PAGE_SIZES } from '@app/shared/schemas/staff';
import {
  COUPON_SORTS,
  COUPON_STATUSES,
  type CouponStatus,
  type StaffAnnouncementBody,
  type StaffCouponCreate,
  type StaffCouponUpdate,
  type StaffPromotionBody,
  staffAnnouncementPageSchema,
  staffAnnouncementSchema,
  staffCouponDetailSchema,
  staffCouponPageSchema,
  staffCouponSchema,
  staffLinkHostsSchema,
  staffPromotionPageSchema,
  staffPromotionSchema,
} from '@app/shared/schemas/staff-catalogue';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client.ts';
import { sendJson } from '../../lib/api-send.ts';
import type { PageSize, SortOrder } from './search-params.ts';

const STAFF = '/api/staff';

export type CouponSort = (typeof COUPON_SORTS)[number];

/** The coupon list as the address holds it (/admin/coupons?q=&status=&sort=&order=&page=&pageSize=). */
export interface CouponListState {
  q: string;
  status: CouponStatus | '';
  sort: CouponSort;
  order: SortOrder;
  page: number;
  pageSize: PageSize;
}

const COUPON_LIST_DEFAULTS: CouponListState = {
  q: '',
  status: '',
  sort: 'createdAt',
  order: 'desc',
  page: 1,
  pageSize: 25,
};

const oneOf = <T extends string | number>(allowed: readonly T[], value: unknown, fallback: T): T =>
  (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback;

export function couponListFromSearch(params: URLSearchParams): CouponListState {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    status: oneOf<CouponStatus | ''>(['', ...COUPON_STATUSES], params.get('status') ?? '', ''),
    sort: oneOf(COUPON_SORTS, params.get('sort'), COUPON_LIST_DEFAULTS.sort),
    order: oneOf(['asc', 'desc'] as const, params.get('order'), COUPON_LIST_DEFAULTS.order),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: oneOf(STAFF_PAGE_SIZES, Number(params.get('pageSize')), COUPON_LIST_DEFAULTS.pageSize),
  };
}

/** The address's query: only what differs from the defaults. */
export function couponListToSearch(state: CouponListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) {
    if (value !== COUPON_LIST_DEFAULTS[key as keyof CouponListState] && value !== '') {
      params.set(key, String(value));
    }
  }
  return params;
}

export const catalogueKeys = {
  coupons: () => ['staff', 'coupons'] as const,
  couponList: (state: CouponListState) => ['staff', 'coupons', 'list', state] as const,
  coupon: (id: string) => ['staff', 'coupons', 'detail', id] as const,
  promotions: (page: number, pageSize: number) => ['staff', 'promotions', page, pageSize] as const,
  promotionLinkHosts: () => ['staff', 'promotion-link-hosts'] as const,
  announcements: (page: number, pageSize: number) => ['staff', 'announcements', page, pageSize] as const,
};

export function couponListQueryOptions(state: CouponListState) {
  const query = new URLSearchParams({
    sort: state.sort,
    order: state.order,
    page: String(state.page),
    pageSize: String(state.pageSize),
  });
  if (state.q) query.set('q', state.q);
  if (state.status) query.set('status', state.status);
  return queryOptions({
    queryKey: catalogueKeys.couponList(state),
    queryFn: ({ signal }) => getJson(`${STAFF}/coupons?${query}`, staffCouponPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function couponQueryOptions(id: string) {
  return queryOptions({
    queryKey: catalogueKeys.coupon(id),
    queryFn: ({ signal }) =>
      getJson(`${STAFF}/coupons/${encodeURIComponent(id)}`, staffCouponDetailSchema, { signal }),
  });
}

export function promotionsQueryOptions(page: number, pageSize: PageSize) {
  return queryOptions({
    queryKey: catalogueKeys.promotions(page, pageSize),
    queryFn: ({ signal }) =>
      getJson(`${STAFF}/promotions?page=${page}&pageSize=${pageSize}`, staffPromotionPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Where a promotion's link may go (the server's configuration): asked once per page load. */
export function promotionLinkHostsQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.promotionLinkHosts(),
    queryFn: ({ signal }) => getJson(`${STAFF}/promotions/link-hosts`, staffLinkHostsSchema, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function announcementsQueryOptions(page: number, pageSize: PageSize) {
  return queryOptions({
    queryKey: catalogueKeys.announcements(page, pageSize),
    queryFn: ({ signal }) =>
      getJson(`${STAFF}/announcements?page=${page}&pageSize=${pageSize}`, staffAnnouncementPageSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** After a change, the lists and pages of its kind are asked again, and so is the audit log. */
function useCatalogueChange<V, R>(
  kind: 'coupons' | 'promotions' | 'announcements',
  send: (variables: V) => Promise<R>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['staff', kind] }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'audit'] }),
      ]);
    },
  });
}

export const useCreateCoupon = () =>
  useCatalogueChange('coupons', (body: StaffCouponCreate) =>
    sendJson('POST', `${STAFF}/coupons`, body, staffCouponSchema),
  );

export const useUpdateCoupon = (id: string) =>
  useCatalogueChange('coupons', (body: StaffCouponUpdate) =>
    sendJson('PATCH', `${STAFF}/coupons/${encodeURIComponent(id)}`, body, staffCouponSchema),
  );

export const useSetCouponActive = (id: string) =>
  useCatalogueChange('coupons', ({ active, note }: { active: boolean; note: string }) =>
    sendJson(
      'POST',
      `${STAFF}/coupons/${encodeURIComponent(id)}/${active ? 'reactivate' : 'deactivate'}`,
      { note },
      staffCouponSchema,
    ),
  );

/** Create (no id) or change (an id) a promotion. */
export const useSavePromotion = () =>
  useCatalogueChange('promotions', ({ id, body }: { id: string | null; body: StaffPromotionBody }) =>
    id === null
      ? sendJson('POST', `${STAFF}/promotions`, body, staffPromotionSchema)
      : sendJson('PATCH', `${STAFF}/promotions/${encodeURIComponent(id)}`, body, staffPromotionSchema),
  );

export const useSaveAnnouncement = () =>
  useCatalogueChange('announcements', ({ id, body }: { id: string | null; body: StaffAnnouncementBody }) =>
    id === null
      ? sendJson('POST', `${STAFF}/announcements`, body, staffAnnouncementSchema)
      : sendJson('PATCH', `${STAFF}/announcements/${encodeURIComponent(id)}`, body, staffAnnouncementSchema),
  );

export const useDeactivatePromotion = () =>
  useCatalogueChange('promotions', ({ id, note }: { id: string; note: string }) =>
    sendJson(
      'POST',
      `${STAFF}/promotions/${encodeURIComponent(id)}/deactivate`,
      { note },
      staffPromotionSchema,
    ),
  );

export const useDeactivateAnnouncement = () =>
  useCatalogueChange('announcements', ({ id, note }: { id: string; note: string }) =>
    sendJson(
      'POST',
      `${STAFF}/announcements/${encodeURIComponent(id)}/deactivate`,
      { note },
      staffAnnouncementSchema,
    ),
  );
