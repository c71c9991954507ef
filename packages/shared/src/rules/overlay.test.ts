import { describe, expect, it } from 'vitest';
import { OVERLAY_LAYERS_PER_MOTION, overlayItems, overlayLayers } from './overlay.ts';

const count = (items: { kind: string }[]) =>
  items.reduce<Record<string, number>>((acc, item) => {
    acc[item.kind] = (acc[item.kind] ?? 0) + 1;
    return acc;
  }, {});

describe('overlayItems', () => {
  it.each([
    ['halloween', { star: 32, bat: 16, pumpkin: 12 }],
    ['christmas', { star: 32, snowflake: 16, tree: 12 }],
    ['blackfriday', { star: 32, tag: 16, bag: 12 }],
  ] as const)('gives %s 32 stars plus its 16 and 12 pieces', (theme, expected) => {
    expect(count(overlayItems(theme))).toEqual(expected);
  });

  it('has no overlay in the default theme', () => {
    expect(overlayItems('default')).toEqual([]);
  });

  it('places the same pieces on every render and keeps them inside the box', () => {
    const items = overlayItems('halloween');
    expect(overlayItems('halloween')).toEqual(items);
    for (const item of items) {
      expect(item.left).toBeGreaterThanOrEqual(0);
      expect(item.left).toBeLessThanOrEqual(100);
      expect(item.top).toBeGreaterThanOrEqual(0);
      expect(item.top).toBeLessThanOrEqual(100);
      expect(item.size).toBeGreaterThan(0);
    }
    expect(new Set(items.map((item) => `${item.left},${item.top}`)).size).toBeGreaterThan(50);
  });
});

describe('overlayLayers', () => {
  it('puts every piece in exactly one layer, stars twinkling and the others floating', () => {
    const items = overlayItems('christmas');
    const layers = overlayLayers(items);
    const placed = layers.flatMap((layer) => layer.items);
    expect(placed).toHaveLength(items.length);
    expect(new Set(placed)).toEqual(new Set(items));
    for (const layer of layers) {
      const stars = layer.items.filter((item) => item.kind === 'star').length;
      expect(stars).toBe(layer.motion === 'twinkle' ? layer.items.length : 0);
    }
  });

  it('animates a handful of layers, not every piece, at different speeds', () => {
    const layers = overlayLayers(overlayItems('halloween'));
    expect(layers).toHaveLength(2 * OVERLAY_LAYERS_PER_MOTION);
    for (const motion of ['twinkle', 'float'] as const) {
      const durations = layers.filter((layer) => layer.motion === motion).map((layer) => layer.duration);
      expect(new Set(durations).size).toBe(OVERLAY_LAYERS_PER_MOTION);
    }
  });

  it('has nothing to animate without pieces', () => {
    expect(overlayLayers([])).toEqual([]);
  });
});
