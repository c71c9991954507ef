import { auditReferenceKey, auditReferences } from '@app/shared/rules/audit-references';
import type { StaffAuditEntry, StaffAuditPage } from '@app/shared/schemas/staff';
import type { AuditSearch, StaffAuditRepository } from './repository.ts';

type AuditRow = Awaited<ReturnType<StaffAuditRepository['search']>>['rows'][number];

function toAuditEntry(row: AuditRow, names: Record<string, string>): StaffAuditEntry {
  return { ...row, at: row.at.toISOString(), before: row.before ?? null, after: row.after ?? null, names };
}

/** The audit log as staff read it: what was done, by whom, to what, with the names of what it refers to. */
export function createAuditService(audit: StaffAuditRepository) {
  return {
    async search(search: AuditSearch): Promise<StaffAuditPage> {
      const { rows, total } = await audit.search(search);
      // One look-up per kind for the whole page: staff read names, not ids.
      const references = rows.map(auditReferences);
      const names = await audit.namesOf(references.flat());
      const items = rows.map((row, index) => {
        const own = (references[index] ?? []).flatMap((reference): [string, string][] => {
          const key = auditReferenceKey(reference);
          const name = names.get(key);
          return name === undefined ? [] : [[key, name]];
        });
        return toAuditEntry(row, Object.fromEntries(own));
      });
      return { items, total, page: search.page, pageSize: search.pageSize };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
