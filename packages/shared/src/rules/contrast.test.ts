import { describe, expect, it } from 'vitest';
import { contrastRatio, formatContrastRatio, passesAaNormalText, relativeLuminance } from './contrast.ts';

describe('contrast (WCAG 2.x)', () => {
  it('gives the extremes and is symmetric', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#336699', '#336699')).toBe(1);
  });

  it.each([
    // Published reference figures (WebAIM's checker).
    ['#777777', '#ffffff', 4.47],
    ['#767676', '#ffffff', 4.54],
    ['#0000ff', '#ffffff', 8.59],
    ['#ff0000', '#ffffff', 3.99],
  ])('%s on %s is about %s:1', (text, background, expected) => {
    expect(contrastRatio(text, background)).toBeCloseTo(expected, 1);
  });

  it('draws the AA line at 4.5:1 and never rounds a fail up to a pass', () => {
    const grey = contrastRatio('#777777', '#ffffff') ?? 0;
    expect(passesAaNormalText(grey)).toBe(false);
    expect(passesAaNormalText(contrastRatio('#767676', '#ffffff') ?? 0)).toBe(true);
    expect(formatContrastRatio(4.4999)).toBe('4.49:1');
    expect(formatContrastRatio(21)).toBe('21.00:1');
  });

  it('writes the ratio with the decimal sign of the language', () => {
    const ratio = contrastRatio('#ffffff', '#1e1b4b') ?? 0;
    expect(formatContrastRatio(ratio)).toBe('15.98:1');
    expect(formatContrastRatio(ratio, 'en')).toBe('15.98:1');
    expect(formatContrastRatio(ratio, 'fr')).toBe('15,98:1');
    expect(formatContrastRatio(4.4999, 'fr')).toBe('4,49:1');
    expect(formatContrastRatio(21, 'fr')).toBe('21,00:1');
  });

  it('refuses what is not #rrggbb', () => {
    expect(relativeLuminance('#fff')).toBeNull();
    expect(relativeLuminance('red')).toBeNull();
    expect(contrastRatio('#12345g', '#ffffff')).toBeNull();
  });
});
