import type { AppDb } from '@app/db/client';
import type { promotions } from '@app/db/schema';
import { INITIAL_DATA_IDS } from '@app/shared/constants';
import { isAllowedLink, type LinkHosts } from '@app/shared/rules/link-hosts';
import type { ActivePromotion } from '@app/shared/schemas/promotions';
import { createCachedDataTransformer } from '../../page-html/initial-data.ts';
import type { HtmlTransformer } from '../../plugins/static-spa.ts';
import { createActiveRepository } from './active-repository.ts';

export type { ActivePromotion };

/**
 * SPEC 7 promotions: active, start_date ≤ now ≤ end_date, newest first, limit 1. With `hosts`, as
 * visitors get it: a link that is no longer allowed (saved before links were checked, or to a site since
 * taken off the list) is left out, and the banner shows none.
 */
export async function findActivePromotion(
  db: AppDb,
  now = new Date(),
  hosts?: LinkHosts,
): Promise<ActivePromotion | null> {
  const row = await createActiveRepository(db).findRunningPromotion(now);
  if (!row) return null;
  const promotion = toPromotion(row);
  if (hosts && promotion.linkUrl !== null && !isAllowedLink(promotion.linkUrl, hosts)) {
    return { ...promotion, linkUrl: null };
  }
  return promotion;
}

/** A promotion row as the site and the back office send it (the back office adds its own fields). */
export function toPromotion(row: typeof promotions.$inferSelect): ActivePromotion {
  return {
    id: row.id,
    message: row.message,
    messageFr: row.messageFr,
    linkUrl: row.linkUrl,
    backgroundColor: row.backgroundColor,
    textColor: row.textColor,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
  };
}

/**
 * Every page carries the promotion showing now as inert JSON, so the banner is in the first paint instead
 * of arriving a moment later and pushing the whole page down (layout shift). The SPA polls as before.
 */
export const createInitialPromotionTransformer = (
  db: AppDb,
  hosts: LinkHosts,
  version?: () => number,
): HtmlTransformer =>
  createCachedDataTransformer(
    INITIAL_DATA_IDS.promotion,
    'promotion',
    () => findActivePromotion(db, new Date(), hosts),
    version,
  );
