import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes every field, doubles quotes and ends rows with CRLF', () => {
    expect(toCsv(['a', 'b'], [['x "y"', 3]])).toBe('"a","b"\r\n"x ""y""","3"\r\n');
  });

  it('defuses text a spreadsheet would run as a formula, not negative numbers', () => {
    expect(toCsv(['n'], [['=HYPERLINK("x")'], ['@SUM(1)'], ['+1'], ['-2'], [-2]])).toBe(
      '"n"\r\n"\'=HYPERLINK(""x"")"\r\n"\'@SUM(1)"\r\n"\'+1"\r\n"\'-2"\r\n"-2"\r\n',
    );
  });
});
