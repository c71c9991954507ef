import { describe, expect, it } from 'vitest';
import { metaDescription } from './meta.ts';

describe('metaDescription', () => {
  it('collapses whitespace and newlines', () => {
    expect(metaDescription('  Gifted\n\nclairvoyant\t with   20 years  ')).toBe(
      'Gifted clairvoyant with 20 years',
    );
  });

  it('keeps short text whole', () => {
    expect(metaDescription('Short.')).toBe('Short.');
    expect(metaDescription('')).toBe('');
  });

  it('cuts at 160 characters', () => {
    const text = 'a'.repeat(200);
    expect(metaDescription(text)).toBe('a'.repeat(160));
    expect(metaDescription('a'.repeat(160))).toHaveLength(160);
  });

  it('counts collapsed whitespace once', () => {
    const text = `${'a'.repeat(100)}\n\n\n${'b'.repeat(100)}`;
    expect(metaDescription(text)).toBe(`${'a'.repeat(100)} ${'b'.repeat(59)}`);
  });

  it('drops a space left at the cut', () => {
    expect(metaDescription(`${'a'.repeat(159)} bcd`)).toBe('a'.repeat(159));
  });

  it('never splits an emoji at the boundary', () => {
    const result = metaDescription(`${'a'.repeat(159)}🔮🔮`);
    expect(result).toBe(`${'a'.repeat(159)}🔮`);
    expect(result).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
