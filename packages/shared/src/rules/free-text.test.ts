import { describe, expect, it } from 'vitest';
import { withoutInvisible } from './free-text.ts';

describe('withoutInvisible', () => {
  it.each([
    ['zero-width spaces between digits', '514\u200B555\u200B0199', '5145550199'],
    ['a zero-width joiner between letters', 'a\u200Db', 'ab'],
    ['a right-to-left override', 'Great reading\u202E!gnizama', 'Great reading!gnizama'],
    ['isolates and marks', '\u2066Joe\u2069 \u200Fsays\u200E', 'Joe says'],
    ['a byte-order mark and a soft hyphen', '\uFEFFre\u00ADading', 'reading'],
    ['word joiners and invisible operators', 'a\u2060b\u2062c', 'abc'],
  ])('takes out %s', (_case, text, expected) => {
    expect(withoutInvisible(text)).toBe(expected);
  });

  it('keeps the joiner inside an emoji, and every visible character', () => {
    for (const text of ['👩‍💻 merci', '👨‍👩‍👧', '👍🏽‍…', '« Très juste » — 5 étoiles', 'שלום عربى 中文']) {
      expect(withoutInvisible(text)).toBe(text.replace(/\u200D(?!\p{Extended_Pictographic})/gu, ''));
    }
    expect(withoutInvisible('👩🏽‍💻')).toBe('👩🏽‍💻');
    expect(withoutInvisible('👩‍💻')).toBe('👩‍💻');
  });
});
