import { OVERLAY_COUNTS, type ThemeMode } from '../constants.ts';
import { seededRandom } from './tarot.ts';

export type OverlayKind = 'star' | 'bat' | 'pumpkin' | 'snowflake' | 'tree' | 'tag' | 'bag';

/** SPEC 1: each season's decorations; the default theme has no overlay. */
export const OVERLAY_KINDS: Record<ThemeMode, { medium: OverlayKind; large: OverlayKind } | null> = {
  default: null,
  halloween: { medium: 'bat', large: 'pumpkin' },
  christmas: { medium: 'snowflake', large: 'tree' },
  blackfriday: { medium: 'tag', large: 'bag' },
};

export interface OverlayItem {
  kind: OverlayKind;
  /** Position in percent of the overlay box. */
  left: number;
  top: number;
  /** Size in px. */
  size: number;
  /** Animation delay and duration in seconds, so the pieces do not move in step. */
  delay: number;
  duration: number;
  opacity: number;
}

const SIZES: Record<'star' | 'medium' | 'large', [number, number]> = {
  star: [6, 12],
  medium: [18, 30],
  large: [26, 40],
};

/**
 * The overlay of a theme: 32 stars, 16 medium and 12 large pieces (SPEC 9), placed by a fixed seed so that
 * the same page always looks the same (no layout shift between renders, stable screenshots).
 */
export function overlayItems(theme: ThemeMode): OverlayItem[] {
  const kinds = OVERLAY_KINDS[theme];
  if (!kinds) return [];
  const { random } = seededRandom(0x5eed + theme.length * 7919);
  const between = (low: number, high: number) => low + random() * (high - low);
  const make = (kind: OverlayKind, band: keyof typeof SIZES): OverlayItem => ({
    kind,
    left: Math.round(between(1, 97) * 10) / 10,
    top: Math.round(between(2, 94) * 10) / 10,
    size: Math.round(between(...SIZES[band])),
    delay: Math.round(between(0, 8) * 10) / 10,
    duration: Math.round(between(9, 18) * 10) / 10,
    opacity: Math.round(between(band === 'star' ? 0.5 : 0.35, band === 'star' ? 0.95 : 0.7) * 100) / 100,
  });
  return [
    ...Array.from({ length: OVERLAY_COUNTS.stars }, () => make('star', 'star')),
    ...Array.from({ length: OVERLAY_COUNTS.medium }, () => make(kinds.medium, 'medium')),
    ...Array.from({ length: OVERLAY_COUNTS.large }, () => make(kinds.large, 'large')),
  ];
}

/** How the pieces move: stars twinkle (opacity), the others drift (translation). */
export type OverlayMotion = 'twinkle' | 'float';

export interface OverlayLayer {
  motion: OverlayMotion;
  /** Seconds; layers start at different points of their cycle and run at different speeds. */
  delay: number;
  duration: number;
  items: OverlayItem[];
}

/** Layers per motion: enough for the pieces not to move in step, few enough to stay cheap. */
export const OVERLAY_LAYERS_PER_MOTION = 3;

/**
 * The pieces grouped into a few animated layers. Each piece animating on its own made the browser update
 * sixty layers on every frame (tens of milliseconds of main thread per frame on a mid-range phone); a
 * handful of layers, each moving its pieces together, looks alike and costs a fraction of that.
 */
export function overlayLayers(items: readonly OverlayItem[]): OverlayLayer[] {
  const layers: OverlayLayer[] = [];
  for (const motion of ['twinkle', 'float'] as const) {
    const pieces = items.filter((item) => (item.kind === 'star') === (motion === 'twinkle'));
    for (let index = 0; index < OVERLAY_LAYERS_PER_MOTION; index++) {
      const members = pieces.filter((_, position) => position % OVERLAY_LAYERS_PER_MOTION === index);
      if (members.length === 0) continue;
      layers.push({
        motion,
        delay: (members[0] as OverlayItem).delay,
        duration: motion === 'twinkle' ? 5 + index * 1.5 : 10 + index * 3,
        items: members,
      });
    }
  }
  return layers;
}
