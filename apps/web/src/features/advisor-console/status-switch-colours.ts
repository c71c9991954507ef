/**
 * The colours of the console's 'Taking calls' / 'Offline' switch, by state, as whole Tailwind classes (so
 * the build finds them). Only colours the theme defines, and each part contrasting with what it sits on:
 * status-switch-colours.test.ts checks both against the contrast rule, since an advisor reads this switch
 * on a phone, often outdoors.
 */
export const STATUS_SWITCH_COLOURS = {
  on: {
    surface: 'bg-emerald-50',
    edge: 'ring-emerald-600',
    dot: 'bg-emerald-700',
    track: 'bg-emerald-700',
    label: 'text-night-900',
  },
  off: {
    surface: 'bg-night-50',
    edge: 'ring-night-500',
    dot: 'bg-night-500',
    track: 'bg-night-500',
    label: 'text-night-900',
  },
} as const;
