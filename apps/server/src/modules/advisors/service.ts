import { WEEKDAY_KEYS } from '@app/shared/rules/availability';
import type { YN } from '@app/shared/rules/psychic-status';
import type { PsychicStatusRecord } from '@app/shared/schemas/advisors';
import type { AdvisorStatusRow, AdvisorsRepository } from './repository.ts';

export const FUNCTIONS_BASE = '/.netlify/functions';

export function psychicPhotoUrl(agentId: number): string {
  return `${FUNCTIONS_BASE}/psychic-photo?agentId=${agentId}`;
}

const yn = (flag: boolean): YN => (flag ? 'Y' : 'N');

/** The feed's historical wire format: Y/N flags, 'descr', and every weekday present (an empty list for a day off). */
export function toPsychicStatusRecord(row: AdvisorStatusRow): PsychicStatusRecord {
  const schedule = {} as PsychicStatusRecord['schedule'];
  for (const day of WEEKDAY_KEYS) schedule[day] = row.schedule?.[day] ?? [];
  return {
    agentId: row.agentId,
    agentName: row.name,
    availTime: row.availTime,
    availTimeStr: row.availTimeStr,
    bridged: yn(row.bridged),
    descr: row.description,
    isICCall: yn(row.isIcCall),
    onACall: yn(row.onACall),
    schedule,
    signedIn: yn(row.signedIn),
    photoUrl: psychicPhotoUrl(row.agentId),
  };
}

export interface AdvisorsService {
  listPsychicStatuses(): Promise<PsychicStatusRecord[]>;
}

export function createAdvisorsService(repository: AdvisorsRepository): AdvisorsService {
  return {
    async listPsychicStatuses() {
      const rows = await repository.listStatuses();
      return rows.map(toPsychicStatusRecord);
    },
  };
}
