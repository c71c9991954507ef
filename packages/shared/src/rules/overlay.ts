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

/** A rectangle in px, measured from the overlay box's top left corner. */
export interface OverlayRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** How far a floating piece drifts from its place (the float keyframes: up to 14 px), plus some air. */
export const OVERLAY_CLEARANCE_PX = 16;

function pieceRect(item: OverlayItem, width: number, height: number): OverlayRect {
  const left = (item.left / 100) * width;
  const top = (item.top / 100) * height;
  return { left, top, right: left + item.size, bottom: top + item.size };
}

function overlaps(a: OverlayRect, b: OverlayRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The pieces with every one that would cover one of the `keepOut` boxes (the hero's headline and other
 * text, in px of an overlay `width` × `height` px, widened by the pieces' drift) moved to a free place of
 * the same box, so decorations never sit on the words whatever the screen. Moved pieces keep their kind,
 * size and motion; their new places come from a seed, so a layout always gives the same page. A piece
 * with no free place found stays where it was.
 */
export function keepPiecesOut(
  items: readonly OverlayItem[],
  width: number,
  height: number,
  keepOut: readonly OverlayRect[],
  clearance = OVERLAY_CLEARANCE_PX,
): OverlayItem[] {
  if (width <= 0 || height <= 0 || keepOut.length === 0) return [...items];
  const zones = keepOut.map((box) => ({
    left: box.left - clearance,
    top: box.top - clearance,
    right: box.right + clearance,
    bottom: box.bottom + clearance,
  }));
  const clear = (rect: OverlayRect) => !zones.some((zone) => overlaps(rect, zone));
  const { random } = seededRandom(0x0ff5e7 + Math.round(width) * 31 + Math.round(height));
  return items.map((item) => {
    if (clear(pieceRect(item, width, height))) return item;
    for (let attempt = 0; attempt < 60; attempt++) {
      const moved = {
        ...item,
        left: Math.round((1 + random() * 96) * 10) / 10,
        top: Math.round((2 + random() * 92) * 10) / 10,
      };
      const rect = pieceRect(moved, width, height);
      if (rect.right <= width && rect.bottom <= height && clear(rect)) return moved;
    }
    return item;
  });
}
