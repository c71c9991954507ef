import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TAROT } from '@app/shared/constants';
import { describe, expect, it } from 'vitest';
import { ADVISOR_SEEDS } from './advisors-data.ts';
import { ADVISOR_ASSETS_DIR } from './seed.ts';
import { TAROT_CARD_SEEDS } from './tarot-cards-data.ts';

const WEB_PUBLIC = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../apps/web/public');

describe('committed seed assets', () => {
  it('has the pool of 30 distinct tarot cards, each with its image', () => {
    expect(TAROT_CARD_SEEDS).toHaveLength(TAROT.poolSize);
    expect(new Set(TAROT_CARD_SEEDS.map((c) => c.name)).size).toBe(TAROT.poolSize);
    for (const card of TAROT_CARD_SEEDS) {
      const file = resolve(WEB_PUBLIC, `.${card.image}`);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeGreaterThan(200);
    }
    expect(existsSync(resolve(WEB_PUBLIC, 'tarot/back.svg'))).toBe(true);
  });

  it('gives every advisor a portrait and a non-empty voice introduction', () => {
    expect(ADVISOR_SEEDS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(ADVISOR_SEEDS.map((a) => a.name)).size).toBe(ADVISOR_SEEDS.length);
    for (const advisor of ADVISOR_SEEDS) {
      expect(statSync(resolve(ADVISOR_ASSETS_DIR, `${advisor.agentId}.svg`)).size).toBeGreaterThan(500);
      // A WAV header alone is 44 bytes; a spoken introduction is tens of kilobytes.
      expect(statSync(resolve(ADVISOR_ASSETS_DIR, `${advisor.agentId}.wav`)).size).toBeGreaterThan(20_000);
    }
  });

  it('has schedules in every form the spec allows: full, with Varies, and none', () => {
    const schedules = ADVISOR_SEEDS.map((a) => a.schedule);
    expect(schedules.some((s) => s === null)).toBe(true);
    expect(
      schedules.some(
        (s) =>
          s &&
          Object.values(s)
            .flat()
            .some((e) => e.to === 'Varies'),
      ),
    ).toBe(true);
    expect(new Set(ADVISOR_SEEDS.map((a) => a.status))).toEqual(new Set(['available', 'busy', 'offline']));
  });
});
