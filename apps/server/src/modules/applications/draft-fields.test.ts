import { describe, expect, it } from 'vitest';
import { advisorNameOf, presentationOf } from './draft-fields.ts';

describe("an approved applicant's words as the advisor's", () => {
  it('keeps a name without invisible characters, one space between words, within the advisor limit', () => {
    expect(advisorNameOf('  Amélie\u200b   Tremblay\u202e ')).toBe('Amélie Tremblay');
    const long = `${'Marie-Ève '.repeat(7)}Tremblay`;
    const cut = advisorNameOf(long);
    expect([...cut].length).toBeLessThanOrEqual(60);
    expect(long.startsWith(cut)).toBe(true);
    expect(cut).toBe(cut.trim());
  });

  it('keeps a presentation without invisible characters, with \\n line breaks', () => {
    expect(presentationOf(' I read\u200d the tarot.\r\nWith care.\r\n ')).toBe(
      'I read the tarot.\nWith care.',
    );
  });
});
