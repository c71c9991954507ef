// Draws the 30 tarot card faces and the card back as small SVGs (apps/web/public/tarot/).
// Run: npx tsx packages/db/scripts/make-tarot-cards.ts
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TAROT_CARD_SEEDS } from '../src/seed/tarot-cards-data.ts';

const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/public/tarot');
const GOLD = '#e8c170';
const ROMAN = [
  '0',
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
  'XVIII',
  'XIX',
  'XX',
  'XXI',
];

const star = (cx: number, cy: number, r: number, points = 5) => {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? r : r * 0.42;
    const a = (Math.PI * i) / points - Math.PI / 2;
    pts.push(`${(cx + radius * Math.cos(a)).toFixed(1)},${(cy + radius * Math.sin(a)).toFixed(1)}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${GOLD}"/>`;
};
const rays = (n: number, r1: number, r2: number) =>
  Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    return `<line x1="${(100 + r1 * Math.cos(a)).toFixed(1)}" y1="${(150 + r1 * Math.sin(a)).toFixed(1)}" x2="${(100 + r2 * Math.cos(a)).toFixed(1)}" y2="${(150 + r2 * Math.sin(a)).toFixed(1)}"/>`;
  }).join('');

// One emblem per card, centred on (100, 150); drawn with the gold stroke set on the group.
const EMBLEMS: Record<string, string> = {
  'The Fool': `<circle cx="100" cy="125" r="14"/><path d="M70 185 Q100 140 130 185"/><path d="M128 112 l14 -14"/>${star(142, 96, 6)}`,
  'The Magician': `<path d="M70 150 q15 -22 30 0 t30 0 q-15 22 -30 0 t-30 0z"/><line x1="100" y1="95" x2="100" y2="205"/>`,
  'The High Priestess': `<path d="M112 110 a32 32 0 1 0 0 80 a40 40 0 1 1 0 -80z"/><line x1="60" y1="110" x2="60" y2="200"/><line x1="140" y1="110" x2="140" y2="200"/>`,
  'The Empress': `<circle cx="100" cy="140" r="22"/><line x1="100" y1="162" x2="100" y2="200"/><line x1="84" y1="184" x2="116" y2="184"/>`,
  'The Emperor': `<rect x="72" y="120" width="56" height="60"/><path d="M72 120 l14 -22 l14 16 l14 -16 l14 22"/>`,
  'The Hierophant': `<line x1="100" y1="98" x2="100" y2="205"/><line x1="80" y1="120" x2="120" y2="120"/><line x1="74" y1="140" x2="126" y2="140"/><line x1="84" y1="160" x2="116" y2="160"/>`,
  'The Lovers': `<path d="M100 190 C40 150 62 100 100 128 C138 100 160 150 100 190z"/>`,
  'The Chariot': `<rect x="68" y="120" width="64" height="40" rx="6"/><circle cx="80" cy="172" r="12"/><circle cx="120" cy="172" r="12"/>`,
  Strength: `<path d="M60 150 c0 -30 80 -30 80 0 c0 30 -80 30 -80 0z" transform="rotate(0)"/><path d="M100 150 c-20 -20 -40 20 -60 0 M100 150 c20 20 40 -20 60 0"/>`,
  'The Hermit': `<path d="M88 120 h24 l6 40 h-36z"/><line x1="100" y1="100" x2="100" y2="120"/>${star(100, 142, 8, 6)}`,
  'Wheel of Fortune': `<circle cx="100" cy="150" r="40"/><circle cx="100" cy="150" r="10"/>${rays(8, 10, 40)}`,
  Justice: `<line x1="100" y1="100" x2="100" y2="200"/><line x1="64" y1="120" x2="136" y2="120"/><path d="M56 150 l8 -30 l8 30z M128 150 l8 -30 l8 30z"/>`,
  'The Hanged Man': `<line x1="60" y1="105" x2="140" y2="105"/><line x1="100" y1="105" x2="100" y2="140"/><circle cx="100" cy="175" r="14"/><path d="M100 140 l-16 20 M100 140 l16 20"/>`,
  Death: `<path d="M70 200 q30 -110 60 -90 q-30 0 -40 30"/><line x1="84" y1="100" x2="84" y2="205"/>`,
  Temperance: `<path d="M66 120 h28 l-4 30 h-20z M106 150 h28 l-4 30 h-20z"/><path d="M90 150 q15 10 20 20"/>`,
  'The Devil': `<path d="M70 110 q10 30 30 30 q20 0 30 -30"/><path d="M100 110 v40 l-20 50 h40 l-20 -50"/>${star(100, 180, 10)}`,
  'The Tower': `<rect x="80" y="115" width="40" height="85"/><path d="M76 115 h48 l-6 -14 h-36z"/><path d="M140 95 l-18 28 h14 l-16 26"/>`,
  'The Star': `${star(100, 140, 34, 8)}${star(62, 104, 7)}${star(142, 186, 7)}`,
  'The Moon': `<path d="M118 105 a45 45 0 1 0 0 90 a36 36 0 1 1 0 -90z"/>${star(70, 110, 5)}${star(140, 196, 5)}`,
  'The Sun': `<circle cx="100" cy="150" r="24"/>${rays(16, 32, 48)}`,
  Judgement: `<path d="M60 170 l60 -40 l6 10 l-60 40z"/><path d="M126 130 l16 -14 v40z"/>${rays(6, 54, 64)}`,
  'The World': `<ellipse cx="100" cy="150" rx="34" ry="48"/>${star(100, 150, 12)}`,
  'Ace of Cups': `<path d="M72 115 h56 q0 40 -28 48 q-28 -8 -28 -48z"/><line x1="100" y1="163" x2="100" y2="190"/><line x1="82" y1="192" x2="118" y2="192"/>`,
  'Ace of Wands': `<line x1="80" y1="200" x2="120" y2="100"/><path d="M112 118 l14 -4 M98 150 l-14 -4 M106 134 l14 4"/>`,
  'Ace of Swords': `<line x1="100" y1="96" x2="100" y2="186"/><line x1="78" y1="180" x2="122" y2="180"/><line x1="100" y1="186" x2="100" y2="204"/><path d="M100 96 l-6 14 h12z"/>`,
  'Ace of Pentacles': `<circle cx="100" cy="150" r="38"/>${star(100, 150, 30)}`,
  'Queen of Cups': `<path d="M76 128 h48 q0 34 -24 40 q-24 -6 -24 -40z"/><path d="M74 112 l10 -16 l16 12 l16 -12 l10 16z"/>`,
  'King of Wands': `<line x1="100" y1="118" x2="100" y2="205"/><path d="M74 112 l10 -18 l16 12 l16 -12 l10 18z"/>`,
  'Knight of Swords': `<line x1="70" y1="196" x2="130" y2="104"/><line x1="130" y1="196" x2="70" y2="104"/><circle cx="100" cy="150" r="10"/>`,
  'Page of Pentacles': `<circle cx="100" cy="140" r="28"/>${star(100, 140, 20)}<line x1="76" y1="190" x2="124" y2="190"/>`,
};

function frame(inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 320" width="200" height="320">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a1550"/><stop offset="1" stop-color="#120a2a"/></linearGradient></defs>
<rect width="200" height="320" rx="14" fill="url(#bg)"/>
<rect x="8" y="8" width="184" height="304" rx="10" fill="none" stroke="${GOLD}" stroke-width="2"/>
<rect x="14" y="14" width="172" height="292" rx="7" fill="none" stroke="${GOLD}" stroke-opacity=".45"/>
${inner}
</svg>
`;
}

for (const card of TAROT_CARD_SEEDS) {
  const numeral = card.id <= 22 ? ROMAN[card.id - 1] : '';
  const emblem = EMBLEMS[card.name];
  if (!emblem) throw new Error(`no emblem for ${card.name}`);
  const svg =
    frame(`<circle cx="100" cy="150" r="62" fill="#ffffff" fill-opacity=".04" stroke="${GOLD}" stroke-opacity=".35"/>
<g fill="none" stroke="${GOLD}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${emblem}</g>
<text x="100" y="50" text-anchor="middle" font-family="Georgia, serif" font-size="20" fill="${GOLD}">${numeral}</text>
<text x="100" y="268" text-anchor="middle" font-family="Georgia, serif" font-size="${card.name.length > 16 ? 14 : 16}" fill="${GOLD}">${card.name}</text>`);
  writeFileSync(resolve(OUT, card.image.replace('/tarot/', '')), svg);
}

const back = frame(`${rays(24, 30, 70).replace(/<line/g, `<line stroke="${GOLD}" stroke-opacity=".5"`)}
<circle cx="100" cy="150" r="30" fill="none" stroke="${GOLD}" stroke-width="2"/>
<path d="M112 132 a22 22 0 1 0 0 36 a17 17 0 1 1 0 -36z" fill="${GOLD}"/>
${star(100, 52, 8)}${star(100, 248, 8)}${star(40, 150, 6)}${star(160, 150, 6)}
<rect x="28" y="28" width="144" height="244" rx="6" fill="none" stroke="${GOLD}" stroke-opacity=".35" stroke-dasharray="2 6"/>`);
writeFileSync(resolve(OUT, 'back.svg'), back);
console.log(`wrote ${TAROT_CARD_SEEDS.length} faces and back.svg to ${OUT}`);
