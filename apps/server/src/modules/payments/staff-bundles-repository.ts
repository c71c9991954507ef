import type { AppDb } from '@app/db/client';
import { bundles } from '@app/db/schema';
import { asc, eq } from 'drizzle-orm';
import { notifySiteContent } from '../catalogue/live.ts';

export type BundleRow = typeof bundles.$inferSelect;
export type BundleWordsChange = Pick<BundleRow, 'name' | 'nameFr' | 'features' | 'featuresFr'>;

/** The bundles as staff see them (those off sale too), and the one change staff make: their words. */
export function createBundlesRepository(db: AppDb) {
  return {
    list: () => db.select().from(bundles).orderBy(asc(bundles.sortOrder), asc(bundles.id)),

    /** The bundle, locked (FOR UPDATE) for the rest of the transaction. */
    async lock(id: string): Promise<BundleRow | undefined> {
      const [row] = await db.select().from(bundles).where(eq(bundles.id, id)).for('update');
      return row;
    },

    async updateWords(id: string, words: BundleWordsChange): Promise<BundleRow | undefined> {
      const [after] = await db.update(bundles).set(words).where(eq(bundles.id, id)).returning();
      return after;
    },

    /** Has every instance's pages look the bundles up again, once the transaction commits. */
    notifyChange: () => notifySiteContent(db, 'bundle'),
  };
}

export type BundlesRepository = ReturnType<typeof createBundlesRepository>;
