import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

const MB = 1024 * 1024;

describe('formatFileSize', () => {
  it.each([
    [5 * MB, '5 MB', '5\u00a0Mo'],
    [5 * MB + 1, '5.1 MB', '5,1\u00a0Mo'],
    [12.25 * MB, '12.3 MB', '12,3\u00a0Mo'],
    [MB, '1 MB', '1\u00a0Mo'],
    [830 * 1024, '830 KB', '830\u00a0Ko'],
    [10, '1 KB', '1\u00a0Ko'],
  ])('reads %i bytes as %s in English and %s in French, rounded up', (bytes, english, french) => {
    expect(formatFileSize(bytes, 'en')).toBe(english);
    expect(formatFileSize(bytes, 'fr')).toBe(french);
  });
});
