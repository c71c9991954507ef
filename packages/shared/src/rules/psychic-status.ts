import type { advisors } from '../messages/general.ts';

export type YN = 'Y' | 'N';
export type PsychicStatus = 'offline' | 'waiting' | 'busy';
export type StatusTone = 'green' | 'yellow' | 'gray';

export function derivePsychicStatus(r: { signedIn: YN; onACall: YN }): PsychicStatus {
  if (r.signedIn !== 'Y') return 'offline';
  return r.onACall === 'Y' ? 'busy' : 'waiting';
}

/** "waiting" is the feed's word for an advisor ready to take a call; customers read it as Available. */
export function statusLabel(s: PsychicStatus, labels: Record<keyof typeof advisors.status, string>): string {
  return labels[s];
}

const TONES: Record<PsychicStatus, StatusTone> = { waiting: 'green', busy: 'yellow', offline: 'gray' };

export function statusTone(s: PsychicStatus): StatusTone {
  return TONES[s];
}
