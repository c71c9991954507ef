/**
 * The call-back line's compact controls: small enough for a directory card (a narrow column on a desktop,
 * 360 px on a phone), labels free to wrap rather than spill. `relative z-10` lifts them above the card's
 * stretched link.
 */
export const lineButtonClass =
  'relative z-10 inline-flex min-h-9 w-full items-center justify-center gap-2 rounded-full px-3 py-2 text-center text-sm leading-tight font-semibold transition-colors disabled:cursor-wait disabled:opacity-60';

export const lineTones = {
  join: 'bg-night-700 text-white hover:bg-night-600',
  leave: 'border border-night-700/25 bg-white text-night-800 hover:border-night-600 hover:bg-night-50',
};
