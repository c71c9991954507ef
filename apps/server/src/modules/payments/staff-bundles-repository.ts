import type { AppDb } from '@app/db/client';
import { bundles } from '@app/db/schema';
import { asc, eq } from 'drizzle-orm';
import { type AuditEntry, insertAudit } from '../audit/log.ts';
import { notifySiteContent } from '../catalogue/live.ts';

export type BundleRow = typeof bundles.$inferSelect;
export type BundleWordsChange = Pick<BundleRow, 'name' | 'nameFr' | 'features' | 'featuresFr'>;
type Audit = Pick<AuditEntry, 'actor' | 'reason'>;

export const bundleTarget = (id: string) => `bundle:${id}`;

/** The bundles as staff see them (those off sale too), and the one change staff make: their words. */
export function createBundlesRepository(db: AppDb) {
  return {
    list: () => db.select().from(bundles).orderBy(asc(bundles.sortOrder), asc(bundles.id)),

    /**
     * Writes a bundle's words (locked), its audit row and the NOTIFY that has every instance's pages look
     * the bundles up again, in one transaction; undefined when there is no such bundle.
     */
    updateWords(id: string, words: BundleWordsChange, audit: Audit): Promise<BundleRow | undefined> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as AppDb;
        const [before] = await tx.select().from(bundles).where(eq(bundles.id, id)).for('update');
        if (!before) return undefined;
        const [after] = await tx.update(bundles).set(words).where(eq(bundles.id, id)).returning();
        if (!after) return undefined;
        await insertAudit(tx, { ...audit, action: 'bundle.update', target: bundleTarget(id), before, after });
        await notifySiteContent(tx, 'bundle');
        return after;
      });
    },
  };
}

export type BundlesRepository = ReturnType<typeof createBundlesRepository>;
