import { en } from '@app/shared/messages/en';
import type { StaffBundle, StaffBundleBody, StaffBundleList } from '@app/shared/schemas/bundles';
import { AppError } from '../../app-error.ts';
import type { StaffActor } from '../accounts/staff-guard.ts';
import { toBundleDto } from './bundles.ts';
import type { BundleRow, BundlesRepository } from './staff-bundles-repository.ts';

function toStaffBundle(row: BundleRow): StaffBundle {
  return { ...toBundleDto(row), active: row.active, sortOrder: row.sortOrder };
}

/**
 * The bundles' words in the back office. Only the words change here: minutes, prices and taxes are the
 * price list's (SPEC 9), which orders are priced and taxed by.
 */
export function createBundlesService({
  repository,
  onSiteContentChange = () => undefined,
}: {
  repository: BundlesRepository;
  /** After a change here: this instance's pages need not wait for the NOTIFY to carry the new words. */
  onSiteContentChange?: () => void;
}) {
  return {
    async list(): Promise<StaffBundleList> {
      return { items: (await repository.list()).map(toStaffBundle) };
    },

    async updateWords(actor: StaffActor, id: string, body: StaffBundleBody): Promise<StaffBundle> {
      const row = await repository.updateWords(id, body, {
        actor: { userId: actor.userId, email: actor.email, role: actor.role, clientIp: actor.clientIp },
        reason: null,
      });
      if (!row) throw new AppError(404, 'NOT_FOUND', en.backOffice.bundles.notFound);
      onSiteContentChange();
      return toStaffBundle(row);
    },
  };
}

export type BundlesService = ReturnType<typeof createBundlesService>;
