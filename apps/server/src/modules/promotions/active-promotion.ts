import type { AppDb } from '@app/db/client';
import { promotions } from '@app/db/schema';
import { INITIAL_DATA_IDS } from '@app/shared/constants';
import { scriptSafeJson } from '@app/shared/rules/json-ld';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { HtmlTransformer } from '../../plugins/static-spa.ts';
import { appendToHead, initialDataScript } from '../site/initial-data.ts';

export interface ActivePromotion {
  id: string;
  message: string;
  linkUrl: string | null;
  backgroundColor: string;
  textColor: string;
  startDate: string;
  endDate: string;
}

/** SPEC 7 promotions: active, start_date ≤ now ≤ end_date, newest first, limit 1. */
export async function findActivePromotion(db: AppDb, now = new Date()): Promise<ActivePromotion | null> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.isActive, true), lte(promotions.startDate, now), gte(promotions.endDate, now)))
    .orderBy(desc(promotions.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    message: row.message,
    linkUrl: row.linkUrl,
    backgroundColor: row.backgroundColor,
    textColor: row.textColor,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
  };
}

/** Pages reuse one lookup for this long, so a burst of visits costs one query. */
const CACHE_MS = 15_000;

/**
 * Every page carries the promotion showing now as inert JSON, so the banner is in the first paint instead
 * of arriving a moment later and pushing the whole page down (layout shift). The SPA polls as before.
 */
export function createInitialPromotionTransformer(db: AppDb): HtmlTransformer {
  let cached: { at: number; script: string } | undefined;
  return async (html) => {
    if (!cached || Date.now() - cached.at > CACHE_MS) {
      let promotion: ActivePromotion | null = null;
      try {
        promotion = await findActivePromotion(db);
      } catch {
        // The banner is optional: a failed lookup leaves it to the browser's own poll.
        return html;
      }
      cached = {
        at: Date.now(),
        script: initialDataScript(INITIAL_DATA_IDS.promotion, scriptSafeJson({ promotion })),
      };
    }
    return appendToHead(html, cached.script);
  };
}
