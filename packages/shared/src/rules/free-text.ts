/**
 * Free text that strangers read (reviews, replies, satisfaction comments, names, presentations, banners):
 * stored without the characters that show nothing yet change what is read.
 */

/**
 * Format characters (Unicode category Cf): zero-width spaces and joiners, bidirectional marks, embeddings,
 * overrides and isolates, the BOM, the soft hyphen, invisible operators. They show nothing, but can split a
 * number a mask would see, or make a text read otherwise than it is stored ("‮" turns the rest around).
 * One is kept: the zero-width joiner between two pictographs, which makes one emoji of them (👩‍💻), and
 * would turn it into two if taken out.
 */
const INVISIBLE =
  /(?!(?<=\p{Extended_Pictographic}[\p{M}\p{Emoji_Modifier}]*)\u200D(?=\p{Extended_Pictographic}))\p{Cf}/gu;

/** `text` without its invisible format characters (see INVISIBLE). */
export function withoutInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}
