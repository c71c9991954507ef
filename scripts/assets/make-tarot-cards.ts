/**
 * Draws the 30 tarot card faces (apps/web/public/tarot/01.svg … 30.svg) and the card back (back.svg):
 * gold line-and-fill emblems on deep purple, a double gold frame with corner flourishes, the card's
 * numeral on top and its name at the bottom. Output is deterministic.
 *
 *   npx tsx scripts/assets/make-tarot-cards.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TAROT_CARD_SEEDS } from '../../packages/db/src/seed/tarot-cards-data.ts';

const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/web/public/tarot');
const INK = '#1d0c3a';
const FONT = "Cinzel, 'Cormorant Garamond', Georgia, 'Times New Roman', serif";
// Emblem styles: every emblem is drawn around (0, 0) inside a box of about ±42.
const S = 'fill="none" stroke="url(#E)" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"';
const F = 'fill="url(#E)"';
const sw = (w: number): string => S.replace('2.6', String(w));

const n1 = (v: number): string => String(Math.round(v * 10) / 10);
const pt = (r: number, deg: number, cx = 0, cy = 0): [number, number] => {
  const a = (deg * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
};

/** A star polygon path with `points` tips, rotated so a tip points up. */
function star(cx: number, cy: number, r: number, points = 5, inner = 0.42): string {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const [x, y] = pt(i % 2 === 0 ? r : r * inner, (180 * i) / points - 90, cx, cy);
    d += `${i === 0 ? 'M' : 'L'}${n1(x)},${n1(y)}`;
  }
  return `${d}Z`;
}

function rays(n: number, from: number, to: number, offset = 0, span = 360): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const deg = (span * i) / n + offset;
    const [x1, y1] = pt(from, deg);
    const [x2, y2] = pt(to, deg);
    d += `M${n1(x1)},${n1(y1)}L${n1(x2)},${n1(y2)}`;
  }
  return d;
}

/** A pointed leaf of length len at (x, y), growing in direction deg. */
function leaf(x: number, y: number, deg: number, len: number): string {
  const [tx, ty] = pt(len, deg, x, y);
  const [ax, ay] = pt(len * 0.5, deg - 30, x, y);
  const [bx, by] = pt(len * 0.5, deg + 30, x, y);
  return `M${n1(x)},${n1(y)}Q${n1(ax)},${n1(ay)} ${n1(tx)},${n1(ty)}Q${n1(bx)},${n1(by)} ${n1(x)},${n1(y)}Z`;
}

const heart = (cx: number, cy: number, s: number): string =>
  `M${n1(cx)},${n1(cy + s * 0.9)}C${n1(cx - s * 1.3)},${n1(cy + s * 0.1)} ${n1(cx - s * 0.9)},${n1(cy - s)} ${n1(cx)},${n1(cy - s * 0.35)}C${n1(cx + s * 0.9)},${n1(cy - s)} ${n1(cx + s * 1.3)},${n1(cy + s * 0.1)} ${n1(cx)},${n1(cy + s * 0.9)}Z`;

/** A chalice whose rim is centred at (0, 0) before the transform. */
const chalice = (transform: string, s = 1): string =>
  `<g transform="${transform}"><path d="M${-20 * s},0H${20 * s}C${20 * s},${18 * s} ${11 * s},${27 * s} 0,${27 * s}C${-11 * s},${27 * s} ${-20 * s},${18 * s} ${-20 * s},0Z" ${F}/><path d="M${-3 * s},${26 * s}h${6 * s}v${14 * s}h${-6 * s}Z" ${F}/><ellipse cy="${33 * s}" rx="${6 * s}" ry="${2.6 * s}" ${F}/><path d="M${-15 * s},${48 * s}Q0,${36 * s} ${15 * s},${48 * s}Z" ${F}/><path d="M${-14 * s},${6 * s}H${14 * s}" stroke="${INK}" stroke-width="1.4"/></g>`;

/** A sword pointing up with its tip at (0, -len) and its pommel below the origin. */
const sword = (transform: string, len = 62): string =>
  `<g transform="${transform}"><path d="M0,${-len}L5,${-len + 10}V14H-5V${-len + 10}Z" ${F}/><path d="M0,${-len + 8}V10" stroke="${INK}" stroke-width="1.2"/><rect x="-17" y="13" width="34" height="5" rx="2.5" ${F}/><rect x="-3" y="18" width="6" height="13" ${F}/><circle cy="34" r="4" ${F}/></g>`;

const crown = (cx: number, cy: number, w: number): string => {
  const h = w * 0.55;
  const x = (f: number) => n1(cx + f * w);
  const y = (f: number) => n1(cy + f * h);
  return `<path d="M${x(-0.5)},${y(0.5)}L${x(-0.56)},${y(-0.5)}L${x(-0.25)},${y(-0.05)}L${x(0)},${y(-0.75)}L${x(0.25)},${y(-0.05)}L${x(0.56)},${y(-0.5)}L${x(0.5)},${y(0.5)}Z" ${F}/><g ${F}><circle cx="${x(-0.56)}" cy="${y(-0.56)}" r="${n1(w * 0.06)}"/><circle cx="${x(0)}" cy="${y(-0.82)}" r="${n1(w * 0.07)}"/><circle cx="${x(0.56)}" cy="${y(-0.56)}" r="${n1(w * 0.06)}"/></g><path d="M${x(-0.46)},${y(0.3)}H${x(0.46)}" stroke="${INK}" stroke-width="1.3"/>`;
};

const pentacle = (cx: number, cy: number, r: number): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" ${F}/><circle cx="${cx}" cy="${cy}" r="${n1(r * 0.82)}" fill="${INK}"/><path d="${pentagram(cx, cy, r * 0.74)}" ${S}/>`;

function pentagram(cx: number, cy: number, r: number): string {
  const p = [0, 2, 4, 1, 3].map((k) => pt(r, -90 + 72 * k, cx, cy));
  return `${p.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n1(x)},${n1(y)}`).join('')}Z`;
}

/** A laurel wreath: two branches rising from a bow at the bottom and almost meeting at the top. */
function wreath(rx: number, ry: number, count: number, size: number): string {
  const at = (deg: number): [number, number] =>
    pt(1, deg).map((v, k) => v * (k === 0 ? rx : ry)) as [number, number];
  let leaves = '';
  let stems = '';
  for (const side of [1, -1]) {
    const deg = (i: number) => 90 - side * (12 + (i / count) * 150);
    const [sx, sy] = at(deg(0));
    const [ex, ey] = at(deg(count));
    stems += `M${n1(sx)},${n1(sy)}A${rx},${ry} 0 0,${side === 1 ? 0 : 1} ${n1(ex)},${n1(ey)}`;
    for (let i = 0; i < count; i++) {
      const [x, y] = at(deg(i + 0.5));
      const [nx, ny] = at(deg(i + 1));
      const dir = (Math.atan2(ny - y, nx - x) * 180) / Math.PI;
      leaves += leaf(x, y, dir - 38, size) + leaf(x, y, dir + 38, size * 0.85);
    }
  }
  return `<path d="${stems}" ${sw(1.6)}/><path d="${leaves}" ${F}/>`;
}

/** A leafy branch curving up from the bottom centre towards one side, leaves following the stem. */
function branch(side: 1 | -1): string {
  const [x0, y0, cx, cy, x2, y2] = [0, 34, side * 30, 32, side * 36, -6];
  const at = (t: number): [number, number] => [
    (1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x2,
    (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y2,
  ];
  let d = '';
  for (let i = 1; i <= 5; i++) {
    const [x, y] = at(i / 5.4);
    const [nx, ny] = at(i / 5.4 + 0.02);
    const dir = (Math.atan2(ny - y, nx - x) * 180) / Math.PI;
    d += leaf(x, y, dir - 40, 10) + leaf(x, y, dir + 40, 10);
  }
  const [tx, ty] = at(1);
  return `<path d="M${x0},${y0}Q${cx},${cy} ${x2},${y2}" ${sw(1.8)}/><path d="${d}${leaf(tx, ty, side === 1 ? -80 : -100, 11)}" ${F}/>`;
}

const EMBLEMS: Record<string, string> = {
  'The Fool': `<path d="M0,10Q-3,26 0,40" ${S}/><path d="${leaf(0, 28, 200, 18)}${leaf(0, 22, -20, 16)}" ${F}/>${[
    0, 1, 2, 3, 4,
  ]
    .map((k) => {
      const [x, y] = pt(11, -90 + 72 * k, 0, -8);
      return `<circle cx="${n1(x)}" cy="${n1(y)}" r="12" ${F}/>`;
    })
    .join(
      '',
    )}<circle cy="-8" r="9" fill="${INK}"/><path d="M0,-13a5,5 0 1,1 -4.5,3a3,3 0 1,1 3,-2" ${sw(1.8)}/><path d="${star(-30, -30, 5, 4)}${star(30, -34, 4, 4)}${star(34, 4, 3, 4)}" ${F}/>`,
  'The Magician': `<path d="M0,-30C-6,-38 -20,-38 -20,-30C-20,-22 -6,-22 0,-30C6,-38 20,-38 20,-30C20,-22 6,-22 0,-30Z" ${S}/><path d="M0,-10V36" ${sw(5)}/><circle cy="-12" r="4.5" ${F}/><circle cy="38" r="4.5" ${F}/><path d="${rays(8, 9, 15)}" ${sw(1.6)} transform="translate(0 -12)"/><path d="${star(-28, 14, 6, 4)}${star(28, 14, 6, 4)}" ${F}/>`,
  'The High Priestess': `<g ${S}><path d="M-34,-32h14v6h-14zM-32,-26h10v56h-10zM-35,30h16v6h-16z"/></g><path d="M20,-32h14v6h-14zM22,-26h10v56h-10zM19,30h16v6h-16z" ${F}/><path d="M0,-30A15,15 0 1,0 0,0A19,19 0 0,1 0,-30Z" ${F} transform="rotate(-90 0 -15) translate(-5 0)"/><path d="${star(0, 18, 7, 4)}" ${F}/>`,
  'The Empress': `<circle cy="-4" r="14" ${sw(3.4)}/><path d="M0,10V38M-11,26H11" ${sw(3.4)}/><path d="${[
    -160, -135, -110, -90, -70, -45, -20,
  ]
    .map((deg) => {
      const [x, y] = pt(32, deg, 0, 2);
      return star(x, y, 4.2);
    })
    .join('')}" ${F}/>`,
  'The Emperor': `${crown(0, -6, 64)}<rect x="-32" y="12" width="64" height="9" rx="2" ${F}/><g fill="${INK}"><circle cx="-16" cy="16.5" r="2.4"/><circle cy="16.5" r="2.8"/><circle cx="16" cy="16.5" r="2.4"/></g><path d="M-26,32H26" ${S}/><path d="${star(0, 32, 4, 4)}" ${F}/>`,
  'The Hierophant': ['rotate(-34)', 'rotate(34)']
    .map(
      (r) =>
        `<g transform="${r}"><circle cy="26" r="8" ${sw(3.2)}/><path d="M0,18V-34M0,-34h9v5h-5v4h5v5h-9M0,-4h6" ${sw(3.2)}/></g>`,
    )
    .join('')
    .concat(`<path d="${star(0, -36, 5, 4)}" ${F}/>`),
  'The Lovers': `<path d="${heart(-9, 2, 20)}" ${sw(3)}/><path d="${heart(10, 8, 18)}" ${F}/><path d="${star(0, -34, 6, 4)}" ${F}/>`,
  'The Chariot': `<path d="M-32,-12Q0,-40 32,-12" ${S}/><path d="M-27,-14V4M27,-14V4" ${sw(2)}/><path d="${star(-12, -18, 3.5)}${star(0, -22, 4)}${star(12, -18, 3.5)}" ${F}/><rect x="-32" y="2" width="64" height="18" rx="3" ${F}/><path d="M-20,11H20" stroke="${INK}" stroke-width="1.4"/>${[
    -20, 20,
  ]
    .map(
      (x) =>
        `<circle cx="${x}" cy="28" r="10" fill="${INK}" stroke="url(#E)" stroke-width="2.6"/><path d="M${x - 9},28H${x + 9}M${x},19V37" ${sw(1.6)}/>`,
    )
    .join('')}`,
  Strength: `<path d="M0,-34C-5,-40 -15,-40 -15,-34C-15,-28 -5,-28 0,-34C5,-40 15,-40 15,-34C15,-28 5,-28 0,-34Z" ${sw(2)}/>${Array.from(
    { length: 14 },
    (_, k) => {
      const [x, y] = pt(22, k * (360 / 14), 0, 6);
      return `<circle cx="${n1(x)}" cy="${n1(y)}" r="8"/>`;
    },
  )
    .join('')
    .replace(
      /^/,
      `<g ${F}>`,
    )}</g><circle cy="6" r="17" fill="${INK}" stroke="url(#E)" stroke-width="2.2"/><g ${F}><circle cx="-6.5" cy="1" r="2.2"/><circle cx="6.5" cy="1" r="2.2"/><path d="M-4,8H4L0,13Z"/></g><path d="M0,13V16M-6,18Q0,22 6,18" ${sw(1.6)}/>`,
  'The Hermit': `<path d="M0,-42V-32" ${sw(2)}/><path d="M-13,-22L0,-32L13,-22Z" ${F}/><rect x="-15" y="-22" width="30" height="4" ${F}/><rect x="-12" y="-18" width="24" height="30" fill="${INK}" stroke="url(#E)" stroke-width="2.4"/><path d="${star(0, -3, 9, 6, 0.5)}" ${F}/><rect x="-15" y="12" width="30" height="5" rx="1" ${F}/><path d="M-8,17L-5,22H5L8,17Z" ${F}/><path d="${rays(10, 24, 32, 18)}" ${sw(1.5)} transform="translate(0 -3)" opacity=".75"/>`,
  'Wheel of Fortune': `<circle r="34" ${sw(3)}/><circle r="25" ${sw(1.4)}/><path d="${rays(8, 7, 25)}" ${sw(2)}/><circle r="7" ${F}/><g ${F} font-family="${FONT}" font-size="8" text-anchor="middle"><text y="-27.5">T</text><text x="30" y="3">A</text><text y="33.5">R</text><text x="-30" y="3">O</text></g><path d="${[
    45, 135, 225, 315,
  ]
    .map((d) => {
      const [x, y] = pt(29.5, d);
      return star(x, y, 3.2, 4);
    })
    .join('')}" ${F}/>`,
  Justice: `<path d="M0,-32V30M-12,36H12L6,30H-6Z" ${sw(3)}/><circle cy="-36" r="4" ${F}/><path d="M-32,-24H32" ${sw(3)}/><path d="M-32,-24L-41,6M-32,-24L-23,6M32,-24L23,6M32,-24L41,6" ${sw(1.4)}/><path d="M-44,6Q-32,20 -20,6ZM20,6Q32,20 44,6Z" ${F}/>`,
  'The Hanged Man': `<path d="M-26,38V-30M26,38V-30M-34,-30H34" ${sw(4)}/><path d="${leaf(-26, -8, 200, 10)}${leaf(26, 4, -20, 10)}${leaf(-26, 16, 160, 9)}${leaf(26, -18, 20, 9)}" ${F}/><path d="M0,-30V-14" ${sw(1.6)}/><path d="M-9,-14H9L0,4Z" ${sw(2.4)}/><circle cy="14" r="6.5" ${F}/><path d="${rays(12, 9.5, 14)}" ${sw(1.3)} transform="translate(0 14)"/>`,
  Death: `<path d="M16,40Q6,4 -8,-36" ${sw(4)}/><path d="M-8,-36C8,-44 32,-34 40,-12C26,-26 10,-30 -5,-27Z" ${F}/><path d="M3,-2l8,-3M9,18l8,-3" ${sw(2.4)}/><path d="M-40,36H40" ${sw(1.6)}/><path d="M-34,36A13,13 0 0,1 -8,36Z" ${F}/><path d="${rays(7, 16, 21, 195, 175)}" ${sw(1.4)} transform="translate(-21 36)"/>`,
  Temperance: `${chalice('translate(-18 -22) rotate(-28) scale(.62)')}${chalice('translate(18 6) rotate(22) scale(.62)')}<path d="M-6,-22Q10,-28 12,2" ${sw(2)} stroke-dasharray="0.1 5"/><path d="${star(0, 36, 5, 4)}${star(-30, 30, 3, 4)}${star(32, -30, 3, 4)}" ${F}/>`,
  'The Devil': `<path d="M-5,-14C-20,-16 -30,-28 -26,-42C-22,-30 -14,-26 -3,-24ZM5,-14C20,-16 30,-28 26,-42C22,-30 14,-26 3,-24Z" ${F}/><circle cy="-24" r="3.5" ${F}/><g ${sw(3)}><ellipse cy="0" rx="6" ry="10"/><ellipse cy="16" rx="10" ry="5"/><ellipse cy="32" rx="6" ry="10"/></g><path d="M-30,30a8,8 0 1,0 16,0a8,8 0 1,0 -16,0M14,30a8,8 0 1,0 16,0a8,8 0 1,0 -16,0" ${sw(2)}/><path d="M-14,30H-6M6,30H14" ${sw(2)}/>`,
  'The Tower': `<path d="M-15,40L-11,-12H11L15,40Z" ${F}/><path d="M-16,-12V-24H-9V-19H-3V-24H3V-19H9V-24H16V-12Z" ${F}/><g fill="${INK}"><path d="M-4,2a4,4 0 0,1 8,0v8h-8z"/><path d="M-6,40v-11a6,6 0 0,1 12,0v11z"/></g><path d="M38,-44L18,-18H27L12,4L36,-24H26L42,-44Z" ${F}/><g transform="translate(-26 -30) rotate(-30)">${crown(0, 0, 20)}</g><g ${F}><circle cx="-30" cy="-6" r="2"/><circle cx="-34" cy="10" r="1.6"/><circle cx="30" cy="14" r="2"/><circle cx="34" cy="30" r="1.6"/></g>`,
  'The Star': `<path d="${star(0, -4, 24, 8, 0.38)}" ${F}/><path d="${[0, 1, 2, 3, 4, 5, 6]
    .map((k) => {
      const [x, y] = pt(36, -90 + (360 / 7) * k + 26, 0, -4);
      return star(x, y, 5.5, 8, 0.4);
    })
    .join('')}" ${F}/><path d="M-30,34Q-20,28 -10,34T10,34T30,34" ${sw(2)}/>`,
  'The Moon': `<path d="M6,-36A26,26 0 1,0 6,16A32,32 0 0,1 6,-36Z" ${F}/><circle cx="-4" cy="-16" r="1.8" fill="${INK}"/><path d="${[
    -16, 0, 16,
  ]
    .map((x, i) => `M${x},${24 + (i % 2) * 6}q-4,6 0,9q4,-3 0,-9Z`)
    .join('')}" ${F}/><path d="${star(26, -30, 4, 4)}${star(32, -8, 3, 4)}${star(-34, 10, 3, 4)}" ${F}/>`,
  'The Sun': `<circle r="16" ${F}/><circle r="11" fill="none" stroke="${INK}" stroke-width="1.4"/><path d="${Array.from(
    { length: 8 },
    (_, k) => {
      const [x1, y1] = pt(20, k * 45 - 6);
      const [x2, y2] = pt(38, k * 45);
      const [x3, y3] = pt(20, k * 45 + 6);
      return `M${n1(x1)},${n1(y1)}L${n1(x2)},${n1(y2)}L${n1(x3)},${n1(y3)}Z`;
    },
  ).join('')}" ${F}/><path d="${rays(8, 21, 31, 22.5)}" ${sw(2.2)}/>`,
  Judgement: ['', 'scale(-1 1)']
    .map(
      (t) =>
        `<path d="M-7,-2C-20,-30 -38,-32 -44,-22C-36,-20 -32,-16 -32,-12C-38,-10 -42,-4 -42,0C-34,-2 -30,0 -28,2C-32,6 -34,12 -32,16C-22,8 -12,6 -7,4Z" ${F} transform="${t}"/><path d="M-12,-4C-22,-18 -30,-22 -36,-21M-14,0C-22,-6 -30,-8 -36,-6" stroke="${INK}" stroke-width="1.2" fill="none" transform="${t}"/>`,
    )
    .join('')
    .concat(
      `<circle cy="0" r="6" ${F}/><path d="${rays(12, 9, 13)}" ${sw(1.4)}/><path d="${star(0, -30, 5, 4)}${star(-16, 30, 3.5, 4)}${star(16, 30, 3.5, 4)}" ${F}/>`,
    ),
  'The World': `${wreath(27, 37, 6, 12)}<path d="M0,37l-9,-5v10zM0,37l9,-5v10z" ${F}/><path d="${star(0, -40, 4, 4)}" ${F}/><circle r="11" ${sw(2)}/><path d="M-11,0H11M0,-11V11" ${sw(1.2)}/><ellipse rx="5" ry="11" ${sw(1.2)}/>`,
  'Ace of Cups': `${chalice('translate(0 -12)', 1.05)}<path d="M-8,-16q-5,-8 0,-14t0,-14M0,-16q-5,-8 0,-14t0,-14M8,-16q-5,-8 0,-14t0,-14" ${sw(1.8)}/><path d="${star(-28, -30, 4, 4)}${star(28, -26, 4, 4)}" ${F}/>`,
  'Ace of Wands': `<path d="M-22,38L22,-34" ${sw(7)}/><g fill="${INK}"><ellipse cx="-8" cy="15" rx="1.8" ry="1.2"/><ellipse cx="8" cy="-11" rx="1.8" ry="1.2"/></g><path d="${leaf(12, -18, -80, 20)}${leaf(5, -6, 185, 20)}${leaf(-4, 8, -20, 18)}${leaf(19, -29, 5, 16)}${leaf(-12, 22, 195, 16)}" ${F}/><path d="${star(-26, -24, 5, 4)}${star(30, 20, 4, 4)}" ${F}/>`,
  'Ace of Swords': `<path d="${leaf(-11, -22, 150, 14)}${leaf(-11, -22, 105, 12)}${leaf(11, -22, 30, 14)}${leaf(11, -22, 75, 12)}" ${F}/>${sword('translate(0 4)', 46)}${crown(0, -26, 24)}<path d="${star(-28, 20, 4, 4)}${star(28, 20, 4, 4)}" ${F}/>`,
  'Ace of Pentacles': `${pentacle(0, 0, 32)}<path d="${leaf(-28, 32, 160, 12)}${leaf(28, 32, 20, 12)}" ${F}/>`,
  'Queen of Cups': `<path d="M-17,-6H17C17,10 9,18 0,18C-9,18 -17,10 -17,-6Z" ${F}/><path d="M-17,-2C-28,-2 -28,12 -14,12M17,-2C28,-2 28,12 14,12" ${sw(2.4)}/><path d="M-18,-7Q0,-22 18,-7Z" ${F}/><circle cy="-18" r="3" ${F}/><path d="M-3,18h6v10h-6zM-13,36Q0,26 13,36Z" ${F}/><path d="M-12,2H12" stroke="${INK}" stroke-width="1.3"/><path d="M-16,-32Q-8,-26 0,-40Q8,-26 16,-32L13,-24H-13Z" ${sw(2)}/>`,
  'King of Wands': `${crown(0, -28, 40)}<path d="M0,-12V40" ${sw(6)}/><path d="${leaf(0, 2, -30, 14)}${leaf(0, 14, 210, 14)}${leaf(0, 26, -30, 12)}" ${F}/><path d="${star(-26, 10, 4, 4)}${star(26, 26, 4, 4)}" ${F}/>`,
  'Knight of Swords': `${sword('rotate(-38) translate(0 4)', 44)}${sword('rotate(38) translate(0 4)', 44)}<path d="M-38,-20q10,-6 20,0t20,0M-30,-30q8,-5 16,0" ${sw(1.6)} transform="translate(10 50)"/>`,
  'Page of Pentacles': `${pentacle(0, -12, 22)}${branch(1)}${branch(-1)}`,
};

const NUMERALS = [
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
// Minor cards carry their rank in the suit: Ace I, Page XI, Knight XII, Queen XIII, King XIV.
const RANKS: Record<string, string> = { Ace: 'I', Page: 'XI', Knight: 'XII', Queen: 'XIII', King: 'XIV' };

/** Corner flourish for the top-left corner; the other three are mirrors of it. */
const CORNER = `<path d="M18,44V26Q18,18 26,18H44" fill="none" stroke="url(#G)" stroke-width="1.2"/><path d="${star(24, 24, 4.5, 4, 0.35)}" fill="url(#G)"/><circle cx="44" cy="18" r="1.6" fill="url(#G)"/><circle cx="18" cy="44" r="1.6" fill="url(#G)"/>`;

function shell(id: string, body: string): string {
  const corners = ['', 'matrix(-1 0 0 1 200 0)', 'matrix(1 0 0 -1 0 320)', 'matrix(-1 0 0 -1 200 320)']
    .map((t) => (t ? `<g transform="${t}">${CORNER}</g>` : CORNER))
    .join('');
  // Ids are unique per card so several cards can be inlined in one page.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 320">${body
    .replace(/__CORNERS__/, corners)
    .replace(/url\(#([GEBRP])\)/g, `url(#${id}$1)`)
    .replace(/id="([GEBRP])"/g, `id="${id}$1"`)}</svg>\n`;
}

const DEFS =
  '<defs><linearGradient id="B" x1="0" y1="0" x2="0" y2="320" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#3b1a6e"/><stop offset=".55" stop-color="#24104a"/><stop offset="1" stop-color="#150830"/></linearGradient>' +
  '<radialGradient id="R" cx="100" cy="150" r="130" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#7b4cc2" stop-opacity=".55"/><stop offset="1" stop-color="#7b4cc2" stop-opacity="0"/></radialGradient>' +
  '<linearGradient id="G" x1="0" y1="0" x2="200" y2="320" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#f8e6a8"/><stop offset=".35" stop-color="#d6a94e"/><stop offset=".65" stop-color="#f4d68c"/><stop offset="1" stop-color="#b8862f"/></linearGradient>' +
  '<linearGradient id="E" x1="-42" y1="-42" x2="42" y2="42" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fbeab4"/><stop offset=".5" stop-color="#e0b45a"/><stop offset="1" stop-color="#c4923a"/></linearGradient></defs>';

const FRAME =
  '<rect width="200" height="320" rx="12" fill="url(#B)"/><rect width="200" height="320" rx="12" fill="url(#R)"/>' +
  '<rect x="7" y="7" width="186" height="306" rx="9" fill="none" stroke="url(#G)" stroke-width="1.8"/>' +
  '<rect x="12.5" y="12.5" width="175" height="295" rx="6" fill="none" stroke="url(#G)" stroke-width=".7" stroke-opacity=".7"/>__CORNERS__';

function face(id: number, name: string): string {
  const emblem = EMBLEMS[name];
  if (!emblem) throw new Error(`no emblem for ${name}`);
  const numeral = id <= 22 ? NUMERALS[id - 1] : RANKS[name.split(' ')[0] ?? ''];
  if (!numeral) throw new Error(`no numeral for ${name}`);
  const label = name.toUpperCase();
  // Roman numerals are about 11 units wide each at this size: keep the side rules clear of them.
  const gap = Math.round(100 - numeral.length * 6 - 8);
  const size = label.length > 16 ? 10 : label.length > 12 ? 11 : 12.5;
  const stars = [
    [56, 96],
    [146, 90],
    [44, 196],
    [158, 212],
    [62, 224],
    [140, 104],
  ]
    .map(([x = 0, y = 0], i) => star(x, y, i % 3 === 0 ? 2.6 : 1.8, 4, 0.35))
    .join('');
  return shell(
    `c${id}`,
    `${DEFS}${FRAME}` +
      `<g fill="url(#G)" font-family="${FONT}" text-anchor="middle"><text x="100" y="47" font-size="17" letter-spacing="2">${numeral}</text><text x="100" y="280" font-size="${size}" letter-spacing="1.2">${label}</text></g>` +
      `<path d="M52,41H${gap}M${200 - gap},41H148M40,258H88M112,258H160" stroke="url(#G)" stroke-width=".8"/><path d="${star(100, 258, 4, 4, 0.35)}${star(40, 41, 2.4, 4, 0.3)}${star(160, 41, 2.4, 4, 0.3)}" fill="url(#G)"/>` +
      `<path d="${stars}" fill="#f4d68c" opacity=".6"/>` +
      `<circle cx="100" cy="156" r="60" fill="${INK}" fill-opacity=".45" stroke="url(#G)" stroke-width="1.2"/><circle cx="100" cy="156" r="54.5" fill="none" stroke="url(#G)" stroke-width="1" stroke-dasharray=".1 4" stroke-linecap="round"/>` +
      `<g transform="translate(100 156)">${emblem}</g>` +
      `<g fill="url(#G)"><circle cx="92" cy="296" r="1.3"/><circle cx="100" cy="296" r="1.8"/><circle cx="108" cy="296" r="1.3"/></g>`,
  );
}

function back(): string {
  // Point symmetric: every motif above the centre is mirrored below it.
  const half =
    `<path d="M100,46A16,16 0 1,0 100,78A20,20 0 0,1 100,46Z" fill="url(#G)" transform="rotate(-90 100 62)"/>` +
    `<path d="${star(100, 96, 5, 4, 0.35)}${star(62, 64, 3, 4, 0.35)}${star(138, 64, 3, 4, 0.35)}" fill="url(#G)"/>`;
  return shell(
    'cb',
    `${DEFS.replace('</defs>', '<pattern id="P" width="20" height="20" patternUnits="userSpaceOnUse" x="0" y="0"><path d="M10,0L20,10L10,20L0,10Z" fill="none" stroke="#f4d68c" stroke-opacity=".2" stroke-width=".7"/><circle cx="10" cy="10" r="1" fill="#f4d68c" fill-opacity=".35"/></pattern></defs>')}${FRAME}` +
      `<rect x="22" y="22" width="156" height="276" rx="4" fill="url(#P)" stroke="url(#G)" stroke-width=".8" stroke-opacity=".6"/>` +
      `${half}<g transform="rotate(180 100 160)">${half}</g>` +
      `<circle cx="100" cy="160" r="46" fill="#1d0c3a" stroke="url(#G)" stroke-width="1.4"/><circle cx="100" cy="160" r="40" fill="none" stroke="url(#G)" stroke-width=".8" stroke-dasharray=".1 3.5" stroke-linecap="round"/>` +
      `<g transform="translate(100 160)"><path d="${rays(24, 14, 34)}" stroke="url(#G)" stroke-width="1" opacity=".8"/><path d="${star(0, 0, 30, 8, 0.3)}" fill="url(#G)" opacity=".35"/><path d="${star(0, 0, 18, 8, 0.42)}" fill="url(#G)"/><circle r="5" fill="#1d0c3a"/></g>` +
      `<path d="${star(38, 160, 4, 4, 0.35)}${star(162, 160, 4, 4, 0.35)}" fill="url(#G)"/>`,
  );
}

mkdirSync(OUT, { recursive: true });
for (const card of TAROT_CARD_SEEDS) {
  writeFileSync(resolve(OUT, card.image.replace('/tarot/', '')), face(card.id, card.name));
}
writeFileSync(resolve(OUT, 'back.svg'), back());
console.log(`wrote ${TAROT_CARD_SEEDS.length} faces and back.svg to ${OUT}`);
