import type { LinkHosts } from '@app/shared/rules/link-hosts';
import type { RoleGuards } from '../accounts/session-guard.ts';
import type { ModuleContext } from '../context.ts';
import { createInitialAnnouncementTransformer, findActiveAnnouncement } from './active-announcement.ts';
import { createInitialPromotionTransformer, findActivePromotion } from './active-promotion.ts';
import { announcementRoutes } from './announcement-routes.ts';
import { createSiteContentVersion, registerSiteContentSync, type SiteContentVersion } from './live.ts';
import { promotionRoutes } from './promotion-routes.ts';
import { staffCatalogueRoutes } from './staff-routes.ts';
import { createCatalogueService } from './staff-service.ts';

/**
 * What pages carry of the catalogue, and when to look it up again: every instance follows a change
 * (a promotion, an announcement or a bundle) at once.
 */
export function createSiteContent({ app, config, database }: ModuleContext) {
  const version = createSiteContentVersion();
  registerSiteContentSync(app, version, database);
  /** Where promotion links may go: our own site and the other sites of PROMOTION_LINK_HOSTS. */
  const linkHosts: LinkHosts = { own: new URL(config.publicUrl).hostname, others: config.promotionLinkHosts };
  return { version, linkHosts };
}

export type SiteContent = ReturnType<typeof createSiteContent>;

/** The promotion and the announcement every page carries as inline data (the site's transformer chain). */
export function createCataloguePageData({ db }: ModuleContext, content: SiteContent) {
  return [
    createInitialPromotionTransformer(db, content.linkHosts, content.version.current),
    createInitialAnnouncementTransformer(db, content.version.current),
  ];
}

/** Coupons, the promotion banner and the announcements: public routes and the back office's. */
export async function registerCatalogue(
  { app, db }: ModuleContext,
  deps: { guards: RoleGuards; content: SiteContent; onSiteContentChange: () => Promise<void> },
) {
  const { linkHosts } = deps.content;
  await app.register(promotionRoutes, { db, linkHosts });
  await app.register(announcementRoutes, { db });
  await app.register(staffCatalogueRoutes, {
    guards: deps.guards,
    service: createCatalogueService({
      db,
      shown: {
        promotion: (at) => findActivePromotion(db, at),
        announcement: (at) => findActiveAnnouncement(db, at),
      },
      linkHosts,
      onSiteContentChange: deps.onSiteContentChange,
    }),
  });
}

export type { SiteContentVersion };
