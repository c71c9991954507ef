/** Window event that opens the weekly tarot game from anywhere in the shell. */
export const OPEN_TAROT_EVENT = 'open-tarot';
