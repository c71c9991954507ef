import { FRENCH_TAROT_CARD_NAMES } from '@app/shared/content/tarot-cards-fr';
import { describe, expect, it } from 'vitest';
import { TAROT_CARD_SEEDS } from './tarot-cards-data.ts';

describe('the tarot cards in French', () => {
  it('names every card of the game, and no other', () => {
    const seeded = TAROT_CARD_SEEDS.map((card) => card.name).sort();
    expect(Object.keys(FRENCH_TAROT_CARD_NAMES).sort()).toEqual(seeded);
    for (const name of seeded) expect(FRENCH_TAROT_CARD_NAMES[name], name).not.toBe(name);
  });
});
