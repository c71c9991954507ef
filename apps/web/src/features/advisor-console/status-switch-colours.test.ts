import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { contrastRatio, WCAG_AA_NON_TEXT, WCAG_AA_NORMAL_TEXT } from '@app/shared/rules/contrast';
import { describe, expect, it } from 'vitest';
import { STATUS_SWITCH_COLOURS } from './status-switch-colours.ts';

const require = createRequire(import.meta.url);
const OUR_THEME = readFileSync(new URL('../../styles.css', import.meta.url), 'utf8');
const TAILWIND_THEME = readFileSync(require.resolve('tailwindcss/theme.css'), 'utf8');

const hex = (channel: number) =>
  Math.round(Math.min(1, Math.max(0, channel)) * 255)
    .toString(16)
    .padStart(2, '0');

/** 'oklch(50.8% 0.118 165.612)' (Tailwind's palette) as '#rrggbb', by the OKLab → linear sRGB matrices. */
function oklchToHex(value: string): string {
  const [l = 0, c = 0, h = 0] = value
    .replace(/oklch\(|\)/g, '')
    .trim()
    .split(/\s+/)
    .map((part) => (part.endsWith('%') ? Number.parseFloat(part) / 100 : Number.parseFloat(part)));
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const lms = [
    (l + 0.3963377774 * a + 0.2158037573 * b) ** 3,
    (l - 0.1055613458 * a - 0.0638541728 * b) ** 3,
    (l - 0.0894841775 * a - 1.291485548 * b) ** 3,
  ] as const;
  const linear = [
    4.0767416621 * lms[0] - 3.3077115913 * lms[1] + 0.2309699292 * lms[2],
    -1.2684380046 * lms[0] + 2.6097574011 * lms[1] - 0.3413193965 * lms[2],
    -0.0041960863 * lms[0] - 0.7034186147 * lms[1] + 1.707614701 * lms[2],
  ];
  const gamma = (x: number) => (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055);
  return `#${linear.map((x) => hex(gamma(x))).join('')}`;
}

/** The colour a class paints ('bg-night-500' → '#5236b4'): our theme first, then Tailwind's; null if neither has it. */
function colourOf(className: string): string | null {
  const token = className.replace(/^(bg|text|ring|border)-/, '');
  if (token === 'white') return '#ffffff';
  const ours = new RegExp(`--color-${token}:\\s*(#[0-9a-fA-F]{6})`).exec(OUR_THEME)?.[1];
  if (ours) return ours.toLowerCase();
  const tailwind = new RegExp(`--color-${token}:\\s*(oklch\\([^)]*\\))`).exec(TAILWIND_THEME)?.[1];
  return tailwind ? oklchToHex(tailwind) : null;
}

const ratio = (first: string, second: string) =>
  contrastRatio(colourOf(first) ?? 'missing', colourOf(second) ?? 'missing') ?? 0;

describe('the console status switch', () => {
  it('reads Tailwind oklch colours as sRGB', () => {
    expect(oklchToHex('oklch(100% 0 0)')).toBe('#ffffff');
    expect(colourOf('bg-emerald-700')).toBe('#007a55');
  });

  describe.each(['on', 'off'] as const)('%s', (state) => {
    const colours = STATUS_SWITCH_COLOURS[state];

    it('uses only colours the theme defines', () => {
      for (const className of Object.values(colours)) expect(colourOf(className), className).not.toBeNull();
    });

    it('stands out from the card and its own surface, and its label reads', () => {
      // WCAG 1.4.11: the parts that show the state, 3:1 against what they sit on; the label is text.
      expect(ratio(colours.track, colours.surface)).toBeGreaterThanOrEqual(WCAG_AA_NON_TEXT);
      expect(ratio(colours.dot, colours.surface)).toBeGreaterThanOrEqual(WCAG_AA_NON_TEXT);
      expect(ratio('bg-white', colours.track)).toBeGreaterThanOrEqual(WCAG_AA_NON_TEXT);
      expect(ratio(colours.edge, 'bg-white')).toBeGreaterThanOrEqual(WCAG_AA_NON_TEXT);
      expect(ratio(colours.label, colours.surface)).toBeGreaterThanOrEqual(WCAG_AA_NORMAL_TEXT);
    });
  });
});
