import { ADVISOR_NAME_MAX } from '@app/shared/schemas/staff-advisors';
import { describe, expect, it } from 'vitest';
import { nameWithExtension } from './staff-changes.ts';

describe('a draft advisor’s name when another advisor has it', () => {
  it('takes the extension after it', () => {
    expect(nameWithExtension('Claude Tremblay', 1015)).toBe('Claude Tremblay (1015)');
  });

  it('stays within the advisor name limit, cut at a character, not in a pair of code units', () => {
    const long = `${'é'.repeat(ADVISOR_NAME_MAX - 2)}🌙x`;
    const named = nameWithExtension(long, 1015);
    expect([...named].length).toBeLessThanOrEqual(ADVISOR_NAME_MAX);
    expect(named.endsWith(' (1015)')).toBe(true);
    expect(named).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
