import { describe, expect, it } from 'vitest';
import { genderContext, isGrammaticalGender } from './grammatical-gender.ts';

describe('grammatical gender', () => {
  it.each([
    ['f', 'female'],
    ['m', 'male'],
    ['x', undefined],
    [null, undefined],
    [undefined, undefined],
    ['female', undefined],
  ])('%s reads the %s variant (none: the neutral wording)', (gender, context) => {
    expect(genderContext(gender)).toBe(context);
  });

  it('knows f, m and x only', () => {
    expect(['f', 'm', 'x', 'F', '', null].map(isGrammaticalGender)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
