/**
 * Only one advisor's voice plays at a time: whichever element starts claims the page and pauses the one
 * playing before it. Module-level on purpose, so that players in unrelated parts of the tree agree.
 */
let current: HTMLAudioElement | null = null;

export function claimPlayback(audio: HTMLAudioElement): void {
  if (current && current !== audio && !current.paused) current.pause();
  current = audio;
}

export function releasePlayback(audio: HTMLAudioElement): void {
  if (current === audio) current = null;
}
