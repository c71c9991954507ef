import { formatDecimalIn, type Language } from './language.ts';

/** The least contrast WCAG 2.x level AA asks of normal-size text. */
export const WCAG_AA_NORMAL_TEXT = 4.5;

/** The least contrast WCAG 2.x (1.4.11) asks of the parts of a control that show its state. */
export const WCAG_AA_NON_TEXT = 3;

/** '#rrggbb' (either case): the only colour form promotions store. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** One sRGB channel (0–255) to its linear value, as WCAG 2.x defines relative luminance. */
function linearChannel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance (0 black … 1 white) of a '#rrggbb' colour; null for anything else. */
export function relativeLuminance(hex: string): number | null {
  if (!HEX_COLOUR.test(hex)) return null;
  const channel = (at: number) => linearChannel(Number.parseInt(hex.slice(at, at + 2), 16));
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2.x contrast ratio of two '#rrggbb' colours (1 … 21, either order); null if one is not a colour. */
export function contrastRatio(first: string, second: string): number | null {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  if (a === null || b === null) return null;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * The ratio as people read it, rounded down to two decimals ('4.49:1', « 4,49:1 » in French): never rounded
 * up into a pass, so the figure shown and the verdict always agree.
 */
export function formatContrastRatio(ratio: number, language: Language = 'en'): string {
  return `${formatDecimalIn(language, Math.floor(ratio * 100) / 100, 2)}:1`;
}

export function passesAaNormalText(ratio: number): boolean {
  return ratio >= WCAG_AA_NORMAL_TEXT;
}
