import { apiErrorSchema } from '@app/shared/schemas/errors';
import { staffReasonBodySchema } from '@app/shared/schemas/staff';
import {
  staffAnnouncementBodySchema,
  staffAnnouncementPageSchema,
  staffAnnouncementSchema,
  staffCatalogueParamsSchema,
  staffCouponCreateSchema,
  staffCouponDetailSchema,
  staffCouponListQuerySchema,
  staffCouponPageSchema,
  staffCouponParamsSchema,
  staffCouponSchema,
  staffCouponUpdateSchema,
  staffLinkHostsSchema,
  staffPromotionBodySchema,
  staffPromotionPageSchema,
  staffPromotionSchema,
  staffWindowListQuerySchema,
} from '@app/shared/schemas/staff-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOfRequest } from '../../language.ts';
import {
  MANAGE_CATALOGUE,
  type RoleGuards,
  registerStaffGuard,
  staffRoute,
} from '../accounts/staff-guard.ts';
import type { CatalogueService } from './staff-service.ts';

/** Changes to the catalogue: admin only (support reads). */
const manage = MANAGE_CATALOGUE;

/**
 * The back office's catalogue: coupons, promotions, announcements (contract in
 * packages/shared/src/schemas/staff-catalogue.ts). Support and admin read; admin changes.
 */
export const staffCatalogueRoutes: FastifyPluginAsyncZod<{
  guards: RoleGuards;
  service: CatalogueService;
}> = async (app, { guards, service }) => {
  const { actorOf } = registerStaffGuard(app, guards);

  app.get(
    '/api/staff/coupons',
    staffRoute({
      summary: 'Coupons by part of the code and status, with their uses, paged and sorted',
      querystring: staffCouponListQuerySchema,
      response: { 200: staffCouponPageSchema },
    }),
    (request) => service.listCoupons(request.query),
  );

  app.get(
    '/api/staff/coupons/:couponId',
    staffRoute({
      summary: 'One coupon and who used it (reserved, redeemed, released), newest first',
      params: staffCouponParamsSchema,
      response: { 200: staffCouponDetailSchema },
    }),
    (request) => service.couponDetail(request.params.couponId, languageOfRequest(request)),
  );

  app.post(
    '/api/staff/coupons',
    staffRoute(
      {
        summary: 'Creates a coupon; its code is upper-cased and unique (409 CODE_TAKEN)',
        body: staffCouponCreateSchema,
        response: { 201: staffCouponSchema, 409: apiErrorSchema },
      },
      manage,
    ),
    async (request, reply) =>
      reply.code(201).send(await service.createCoupon(actorOf(request), request.body)),
  );

  app.patch(
    '/api/staff/coupons/:couponId',
    staffRoute(
      {
        summary: "Changes a coupon's terms (never its code; type and value only while unused)",
        params: staffCouponParamsSchema,
        body: staffCouponUpdateSchema,
        response: { 200: staffCouponSchema, 409: apiErrorSchema },
      },
      manage,
    ),
    (request) => service.updateCoupon(actorOf(request), request.params.couponId, request.body),
  );

  for (const [verb, run] of [
    ['deactivate', service.deactivateCoupon],
    ['reactivate', service.reactivateCoupon],
  ] as const) {
    app.post(
      `/api/staff/coupons/:couponId/${verb}`,
      staffRoute(
        {
          summary: verb === 'deactivate' ? 'Switches a coupon off' : 'Switches a coupon on again',
          params: staffCouponParamsSchema,
          body: staffReasonBodySchema,
          response: { 200: staffCouponSchema },
        },
        manage,
      ),
      (request) => run(actorOf(request), request.params.couponId, request.body.note),
    );
  }

  app.get(
    '/api/staff/promotions',
    staffRoute({
      summary: 'Promotions (current, scheduled, ended, inactive), latest start first',
      querystring: staffWindowListQuerySchema,
      response: { 200: staffPromotionPageSchema },
    }),
    (request) => service.listPromotions(request.query),
  );

  app.get(
    '/api/staff/promotions/link-hosts',
    staffRoute({
      summary: "Where a promotion's https link may go: our own host and the sites of PROMOTION_LINK_HOSTS",
      response: { 200: staffLinkHostsSchema },
    }),
    () => service.promotionLinkHosts(),
  );

  app.post(
    '/api/staff/promotions',
    staffRoute(
      {
        summary: 'Creates a promotion banner (colours must pass WCAG AA, 4.5:1)',
        body: staffPromotionBodySchema,
        response: { 201: staffPromotionSchema },
      },
      manage,
    ),
    async (request, reply) =>
      reply.code(201).send(await service.createPromotion(actorOf(request), request.body)),
  );

  app.patch(
    '/api/staff/promotions/:id',
    staffRoute(
      {
        summary: 'Changes a promotion banner',
        params: staffCatalogueParamsSchema,
        body: staffPromotionBodySchema,
        response: { 200: staffPromotionSchema },
      },
      manage,
    ),
    (request) => service.updatePromotion(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/staff/promotions/:id/deactivate',
    staffRoute(
      {
        summary: 'Takes a promotion banner down',
        params: staffCatalogueParamsSchema,
        body: staffReasonBodySchema,
        response: { 200: staffPromotionSchema },
      },
      manage,
    ),
    (request) => service.deactivatePromotion(actorOf(request), request.params.id, request.body.note),
  );

  app.get(
    '/api/staff/announcements',
    staffRoute({
      summary: 'Platform announcements (current, scheduled, ended, inactive), latest start first',
      querystring: staffWindowListQuerySchema,
      response: { 200: staffAnnouncementPageSchema },
    }),
    (request) => service.listAnnouncements(request.query),
  );

  app.post(
    '/api/staff/announcements',
    staffRoute(
      {
        summary: 'Creates a platform announcement',
        body: staffAnnouncementBodySchema,
        response: { 201: staffAnnouncementSchema },
      },
      manage,
    ),
    async (request, reply) =>
      reply.code(201).send(await service.createAnnouncement(actorOf(request), request.body)),
  );

  app.patch(
    '/api/staff/announcements/:id',
    staffRoute(
      {
        summary: 'Changes a platform announcement',
        params: staffCatalogueParamsSchema,
        body: staffAnnouncementBodySchema,
        response: { 200: staffAnnouncementSchema },
      },
      manage,
    ),
    (request) => service.updateAnnouncement(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/staff/announcements/:id/deactivate',
    staffRoute(
      {
        summary: 'Takes a platform announcement down',
        params: staffCatalogueParamsSchema,
        body: staffReasonBodySchema,
        response: { 200: staffAnnouncementSchema },
      },
      manage,
    ),
    (request) => service.deactivateAnnouncement(actorOf(request), request.params.id, request.body.note),
  );
};
