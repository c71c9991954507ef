import { describe, expect, it } from 'vitest';
import { keepPiecesOut, OVERLAY_LAYERS_PER_MOTION, overlayItems, overlayLayers } from './overlay.ts';

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

describe('keepPiecesOut', () => {
  const headline = { left: 20, top: 96, right: 340, bottom: 330 };
  const subtitle = { left: 20, top: 360, right: 330, bottom: 420 };
  const clearOf = (box: typeof headline, rect: typeof headline) =>
    rect.right <= box.left - 16 ||
    rect.left >= box.right + 16 ||
    rect.bottom <= box.top - 16 ||
    rect.top >= box.bottom + 16;
  const clear = (rect: typeof headline) => clearOf(headline, rect) && clearOf(subtitle, rect);
  const rectOf = (item: { left: number; top: number; size: number }, width: number, height: number) => {
    const left = (item.left / 100) * width;
    const top = (item.top / 100) * height;
    return { left, top, right: left + item.size, bottom: top + item.size };
  };

  it.each([
    [360, 1100],
    [1440, 700],
  ])('moves every piece off the text of a %i × %i px hero, and only those', (width, height) => {
    const items = overlayItems('blackfriday');
    const covering = items.filter((item) => !clear(rectOf(item, width, height)));
    expect(covering.length).toBeGreaterThan(0);
    const placed = keepPiecesOut(items, width, height, [headline, subtitle]);
    expect(placed).toHaveLength(items.length);
    expect(count(placed)).toEqual(count(items));
    placed.forEach((item, index) => {
      const before = items[index];
      expect(clear(rectOf(item, width, height)), `${item.kind} ${index}`).toBe(true);
      if (before && clear(rectOf(before, width, height))) expect(item).toBe(before);
      else expect({ ...item, left: 0, top: 0 }).toEqual({ ...before, left: 0, top: 0 });
    });
    expect(keepPiecesOut(items, width, height, [headline, subtitle])).toEqual(placed);
  });

  it('leaves the pieces as they are in a box not laid out yet, or with nothing to avoid', () => {
    const items = overlayItems('halloween');
    expect(keepPiecesOut(items, 0, 0, [headline])).toEqual(items);
    expect(keepPiecesOut(items, 360, 1100, [])).toEqual(items);
  });
});
