// ---------------------------------------------------------------------------------------------------
// French elision before a name the text does not know in advance: « que Amélie » is written
// « qu’Amélie », « de Hélène » « d’Hélène », but « de Marc » and « de Yannick » stay. The catalogue holds
// the elided sentence as a variant of the key (`<key>_elided`, messages/variant.ts); this rule says when
// a name needs it.
// ---------------------------------------------------------------------------------------------------

const VOWELS = 'aàâäeéèêëiîïoôöuùûüœæ';

/**
 * Names whose h is aspirated in French (« de Hugues », « de Heidi »): most first names beginning with h
 * (Hélène, Hugo, Henri, Hubert) take the elision, these keep « de ».
 */
const ASPIRATED_H_NAMES = new Set(['hans', 'harold', 'harry', 'heidi', 'helmut', 'howard', 'hugues']);

const isVowel = (letter: string | undefined) => letter !== undefined && VOWELS.includes(letter);

/**
 * Whether a word (a first name, a full name) starts with a vowel sound for French elision: a vowel, a mute
 * h before a vowel, or a y sounded /i/ (Yves, Yvonne: y before a consonant; Yannick and Yolande start
 * with the consonant /j/).
 */
export function startsWithVowelSound(word: string): boolean {
  const lower = word.trim().normalize('NFC').toLowerCase();
  const [first, second] = [...lower];
  if (isVowel(first)) return true;
  if (first === 'h') {
    const firstWord = lower.split(/[\s-]/, 1)[0] ?? '';
    return isVowel(second) && !ASPIRATED_H_NAMES.has(firstWord);
  }
  if (first === 'y') return second !== undefined && /\p{L}/u.test(second) && !isVowel(second);
  return false;
}

/** The short words French elides before a vowel sound, and their elided form. */
const ELIDED: Readonly<Record<string, string>> = {
  de: 'd’',
  que: 'qu’',
  le: 'l’',
  la: 'l’',
  je: 'j’',
  me: 'm’',
  te: 't’',
  se: 's’',
  ne: 'n’',
  jusque: 'jusqu’',
  lorsque: 'lorsqu’',
  puisque: 'puisqu’',
};

/** `word` then `next` as French writes them: « qu’Amélie », « d’Hélène », « de Marc ». */
export function elide(word: string, next: string): string {
  const elided = ELIDED[word.toLowerCase()];
  if (!elided || !startsWithVowelSound(next)) return `${word} ${next}`;
  const form = word[0] === word[0]?.toUpperCase() ? elided[0]?.toUpperCase() + elided.slice(1) : elided;
  return `${form}${next.trim()}`;
}

/**
 * The catalogue context of a sentence that puts « de », « que »… before `name`: 'elided' when the name
 * needs the elided variant, else none. Harmless in English, whose keys have no such variant.
 */
export function elisionContext(name: string): 'elided' | undefined {
  return startsWithVowelSound(name) ? 'elided' : undefined;
}
