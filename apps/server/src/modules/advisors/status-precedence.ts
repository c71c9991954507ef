import type { AdvisorStatusUpdate } from './repository.ts';

/** Who steers the advisor right now besides the status pushes: read under the advisor row's lock. */
export interface AdvisorLine {
  /** A call of ours is being dialled or talked (a call session 'dialing' to this advisor). */
  onOurCall: boolean;
  /** An open reserve (advisor_holds) keeps the advisor for the customer whose minutes ran out. */
  held: boolean;
  /** The advisor is signed in to the console, so they choose their status themselves. */
  inConsole: boolean;
}

/** A push from the telephony platform (or the console and phone menu), or the demo's simulator. */
export type StatusSource = 'push' | 'simulator';

/**
 * When a status change happened, and by whose clock. The platform's events are ordered by their signed
 * time and known by their key (an older event or the same event again changes nothing); the advisor's own
 * action in the console or on the phone menu is stamped by our clock and always applies, so no platform
 * clock, however far ahead, can keep an advisor from switching.
 */
export type StatusStamp = { by: 'platform'; at: Date; eventKey: string } | { by: 'advisor'; at: Date };

/**
 * What of a status update may be written, or undefined to write nothing. Our own line knows better than
 * any push whether the advisor is talking or held: while a call or a hold is ours, a push may still sign
 * the advisor out, but the call fields stay ours, so no push frees a held or connected advisor for
 * another caller nor ends a hold early. The simulator invents a life for idle demo advisors only: it
 * leaves alone an advisor on our line or in the console.
 */
export function statusUpdateToApply(
  update: Partial<AdvisorStatusUpdate>,
  line: AdvisorLine,
  source: StatusSource,
): Partial<AdvisorStatusUpdate> | undefined {
  const ours = line.onOurCall || line.held;
  if (source === 'simulator' && (ours || line.inConsole)) return undefined;
  if (!ours) return update;
  return update.signedIn === undefined ? {} : { signedIn: update.signedIn };
}
