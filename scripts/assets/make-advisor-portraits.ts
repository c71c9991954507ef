/**
 * Generates the illustrated advisor portraits (packages/db/assets/advisors/<agentId>.svg) and the stock
 * fallback portraits (apps/web/public/stock/{female,male}-N.svg). Output is deterministic: the look of
 * each advisor comes from the LOOKS table (or, for an unknown id, from a hash of the id and gender).
 * The palettes, looks, shapes and drawing are in advisor-portraits/; this file writes the files.
 *
 *   npx tsx scripts/assets/make-advisor-portraits.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADVISOR_SEEDS } from '../../packages/db/src/seed/advisors-data.ts';
import { fallbackLook, LOOKS, STOCK } from './advisor-portraits/looks.ts';
import { portrait } from './advisor-portraits/portrait.ts';

const here = dirname(fileURLToPath(import.meta.url));
const advisorsDir = resolve(here, '../../packages/db/assets/advisors');
const stockDir = resolve(here, '../../apps/web/public/stock');
mkdirSync(advisorsDir, { recursive: true });
mkdirSync(stockDir, { recursive: true });

for (const a of ADVISOR_SEEDS) {
  const look = LOOKS[a.agentId] ?? fallbackLook(a.agentId, a.gender);
  writeFileSync(
    resolve(advisorsDir, `${a.agentId}.svg`),
    portrait(String(a.agentId), a.gender, look, a.agentId),
  );
}
STOCK.forEach((s, i) => {
  writeFileSync(resolve(stockDir, `${s.file}.svg`), portrait(s.file, s.gender, s.look, 9001 + i));
});
console.log(`wrote ${ADVISOR_SEEDS.length} advisor portraits and ${STOCK.length} stock portraits`);
