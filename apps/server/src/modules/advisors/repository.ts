import type { AppDb } from '@app/db/client';
import type { AdvisorSchedule } from '@app/db/schema';

/** What the status feed needs: deliberately not the private phone number, nor the media blobs. */
export interface AdvisorStatusRow {
  agentId: number;
  name: string;
  description: string;
  schedule: AdvisorSchedule | null;
  signedIn: boolean;
  onACall: boolean;
  bridged: boolean;
  isIcCall: boolean;
  availTime: number;
  availTimeStr: string;
}

export interface AdvisorsRepository {
  listStatuses(): Promise<AdvisorStatusRow[]>;
}

export function createAdvisorsRepository(db: AppDb): AdvisorsRepository {
  return {
    listStatuses: () =>
      db.query.advisors.findMany({
        columns: {
          agentId: true,
          name: true,
          description: true,
          schedule: true,
          signedIn: true,
          onACall: true,
          bridged: true,
          isIcCall: true,
          availTime: true,
          availTimeStr: true,
        },
        orderBy: (advisor, { asc }) => [asc(advisor.sortOrder), asc(advisor.agentId)],
      }),
  };
}
