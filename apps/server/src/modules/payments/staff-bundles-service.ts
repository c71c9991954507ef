import type { AppDb } from '@app/db/client';
import { en } from '@app/shared/messages/en';
import type { StaffBundle, StaffBundleBody, StaffBundleList } from '@app/shared/schemas/bundles';
import { AppError } from '../../app-error.ts';
import type { StaffActor } from '../accounts/staff-guard.ts';
import { insertAudit } from '../audit/log.ts';
import { toBundleDto } from './bundles.ts';
import { type BundleRow, createBundlesRepository } from './staff-bundles-repository.ts';

const bundleTarget = (id: string) => `bundle:${id}`;

function toStaffBundle(row: BundleRow): StaffBundle {
  return { ...toBundleDto(row), active: row.active, sortOrder: row.sortOrder };
}

/**
 * The bundles' words in the back office. Only the words change here: minutes, prices and taxes are the
 * price list's (SPEC 9), which orders are priced and taxed by.
 */
export function createBundlesService({
  db,
  onSiteContentChange = () => undefined,
}: {
  db: AppDb;
  /** After a change here: this instance's pages need not wait for the NOTIFY to carry the new words. */
  onSiteContentChange?: () => void | Promise<void>;
}) {
  const repository = createBundlesRepository(db);
  return {
    async list(): Promise<StaffBundleList> {
      return { items: (await repository.list()).map(toStaffBundle) };
    },

    async updateWords(actor: StaffActor, id: string, body: StaffBundleBody): Promise<StaffBundle> {
      const audit = {
        actor: { userId: actor.userId, email: actor.email, role: actor.role, clientIp: actor.clientIp },
        reason: null,
      };
      // The words (the bundle locked), their audit row and the NOTIFY that has every instance's pages look
      // the bundles up again, in one transaction; undefined when there is no such bundle.
      const row = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as AppDb;
        const rows = createBundlesRepository(tx);
        const before = await rows.lock(id);
        if (!before) return undefined;
        const after = await rows.updateWords(id, body);
        if (!after) return undefined;
        await insertAudit(tx, { ...audit, action: 'bundle.update', target: bundleTarget(id), before, after });
        await rows.notifyChange();
        return after;
      });
      if (!row) throw new AppError(404, 'NOT_FOUND', en.backOffice.bundles.notFound);
      await onSiteContentChange();
      return toStaffBundle(row);
    },
  };
}

export type BundlesService = ReturnType<typeof createBundlesService>;
