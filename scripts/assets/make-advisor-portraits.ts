/**
 * Generates the illustrated advisor portraits (packages/db/assets/advisors/<agentId>.svg) and the stock
 * fallback portraits (apps/web/public/stock/{female,male}-N.svg). Output is deterministic: the look of
 * each advisor comes from the LOOKS table (or, for an unknown id, from a hash of the id and gender).
 *
 *   npx tsx scripts/assets/make-advisor-portraits.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADVISOR_SEEDS } from '../../packages/db/src/seed/advisors-data.ts';

type Gender = 'female' | 'male';
type HairStyle =
  | 'long'
  | 'wavy'
  | 'bob'
  | 'bun'
  | 'curly'
  | 'braid'
  | 'bangs'
  | 'short'
  | 'sidepart'
  | 'curlyshort'
  | 'shoulder'
  | 'buzz';
type Neck = 'v' | 'round' | 'turtle' | 'collar';
type Beard = 'full' | 'short' | 'stubble';

interface Look {
  /** Background hue pair: centre glow and outer colour. */
  bg: [string, string];
  skin: keyof typeof SKINS;
  hair: HairStyle;
  hairColor: keyof typeof HAIR;
  cloth: string;
  neck: Neck;
  shawl?: string;
  beard?: Beard;
  glasses?: boolean;
  earrings?: 'hoop' | 'drop' | 'stud';
  necklace?: 'moon' | 'crystal' | 'beads';
  freckles?: boolean;
  closedEyes?: boolean;
  lips?: string;
  moon?: boolean;
  halo?: boolean;
  /** Tiny gold stars scattered on the clothing. */
  starry?: boolean;
}

const SKINS = {
  porcelain: ['#f8dccb', '#e6b9a1'],
  fair: ['#f2c9aa', '#dba585'],
  warm: ['#e2ad86', '#c78d66'],
  olive: ['#cf9d74', '#b07e57'],
  tan: ['#b57a52', '#94603d'],
  brown: ['#8d5a3b', '#70432a'],
  deep: ['#66402a', '#4e2f1e'],
} as const;

const HAIR = {
  black: ['#1e1a1f', '#3b3340'],
  espresso: ['#34231c', '#57392b'],
  brown: ['#5a3624', '#83553a'],
  auburn: ['#8a3a1f', '#b85e35'],
  ginger: ['#b5532a', '#dd8048'],
  blonde: ['#caa061', '#ecd08f'],
  silver: ['#a9a6b3', '#dcdae3'],
  pepper: ['#4d4a50', '#8f8c95'],
} as const;

const LOOKS: Record<number, Look> = {
  1001: {
    bg: ['#c2588f', '#3d1237'],
    skin: 'fair',
    hair: 'wavy',
    hairColor: 'auburn',
    cloth: '#1f6f6a',
    neck: 'v',
    earrings: 'hoop',
    necklace: 'moon',
    lips: '#b2455a',
  },
  1002: {
    bg: ['#4f66c9', '#121a48'],
    skin: 'olive',
    hair: 'shoulder',
    hairColor: 'espresso',
    cloth: '#2c2a3a',
    neck: 'round',
    shawl: '#8a5a2b',
    beard: 'full',
    necklace: 'beads',
    moon: true,
  },
  1003: {
    bg: ['#a98ae0', '#33205e'],
    skin: 'porcelain',
    hair: 'bob',
    hairColor: 'silver',
    cloth: '#6b2f63',
    neck: 'round',
    shawl: '#e8dcc8',
    glasses: true,
    earrings: 'stud',
    lips: '#b5566a',
  },
  1004: {
    bg: ['#f08a5d', '#5e1840'],
    skin: 'brown',
    hair: 'long',
    hairColor: 'black',
    cloth: '#e0a020',
    neck: 'v',
    earrings: 'drop',
    necklace: 'crystal',
    lips: '#8e3340',
  },
  1005: {
    bg: ['#7cc7e0', '#183f66'],
    skin: 'porcelain',
    hair: 'bun',
    hairColor: 'blonde',
    cloth: '#f1ece4',
    neck: 'round',
    earrings: 'stud',
    halo: true,
    lips: '#c9637a',
  },
  1006: {
    bg: ['#5fa3a0', '#173a45'],
    skin: 'fair',
    hair: 'sidepart',
    hairColor: 'brown',
    cloth: '#223a5e',
    neck: 'collar',
    glasses: true,
    beard: 'stubble',
  },
  1007: {
    bg: ['#3d4fa8', '#0c1030'],
    skin: 'warm',
    hair: 'wavy',
    hairColor: 'espresso',
    cloth: '#1e2f6e',
    neck: 'v',
    closedEyes: true,
    earrings: 'drop',
    necklace: 'moon',
    moon: true,
    starry: true,
    lips: '#a4485a',
  },
  1008: {
    bg: ['#5f9e6b', '#12331f'],
    skin: 'porcelain',
    hair: 'curly',
    hairColor: 'ginger',
    cloth: '#3f6b4a',
    neck: 'round',
    shawl: '#b98b3e',
    freckles: true,
    earrings: 'hoop',
    lips: '#c25a5e',
  },
  1009: {
    bg: ['#3fb3b8', '#0f3b4a'],
    skin: 'warm',
    hair: 'curlyshort',
    hairColor: 'espresso',
    cloth: '#d49a2a',
    neck: 'turtle',
    beard: 'stubble',
  },
  1010: {
    bg: ['#6fc2a0', '#14403c'],
    skin: 'fair',
    hair: 'bangs',
    hairColor: 'black',
    cloth: '#d98c9b',
    neck: 'round',
    earrings: 'drop',
    necklace: 'crystal',
    lips: '#c0586a',
  },
  1011: {
    bg: ['#d2506a', '#4a0f25'],
    skin: 'olive',
    hair: 'long',
    hairColor: 'espresso',
    cloth: '#7a1e3a',
    neck: 'v',
    shawl: '#d9a441',
    earrings: 'hoop',
    lips: '#9e2f45',
  },
  1012: {
    bg: ['#8a5cc4', '#22104a'],
    skin: 'fair',
    hair: 'short',
    hairColor: 'pepper',
    cloth: '#5a2234',
    neck: 'collar',
    beard: 'short',
    closedEyes: true,
  },
  1013: {
    bg: ['#f2b06a', '#6a2a1e'],
    skin: 'fair',
    hair: 'braid',
    hairColor: 'brown',
    cloth: '#7f9a6a',
    neck: 'round',
    earrings: 'stud',
    freckles: true,
    lips: '#c06060',
  },
  1014: {
    bg: ['#4f7fd6', '#101c4a'],
    skin: 'deep',
    hair: 'buzz',
    hairColor: 'black',
    cloth: '#7d2a3c',
    neck: 'collar',
    beard: 'short',
  },
};

const STOCK: { file: string; gender: Gender; look: Look }[] = [
  {
    file: 'female-1',
    gender: 'female',
    look: {
      bg: ['#b07ad8', '#2a1450'],
      skin: 'tan',
      hair: 'curly',
      hairColor: 'black',
      cloth: '#2a7a8c',
      neck: 'v',
      earrings: 'hoop',
      lips: '#8e3a48',
    },
  },
  {
    file: 'female-2',
    gender: 'female',
    look: {
      bg: ['#e7839b', '#54163a'],
      skin: 'porcelain',
      hair: 'long',
      hairColor: 'blonde',
      cloth: '#4a3a8a',
      neck: 'round',
      necklace: 'crystal',
      lips: '#c45a6e',
    },
  },
  {
    file: 'female-3',
    gender: 'female',
    look: {
      bg: ['#6fb0d8', '#15294f'],
      skin: 'deep',
      hair: 'bun',
      hairColor: 'black',
      cloth: '#c9703a',
      neck: 'v',
      earrings: 'drop',
      lips: '#7e3040',
    },
  },
  {
    file: 'female-4',
    gender: 'female',
    look: {
      bg: ['#8cc48a', '#1d3d2a'],
      skin: 'warm',
      hair: 'bob',
      hairColor: 'auburn',
      cloth: '#6a2f5a',
      neck: 'round',
      shawl: '#e2c27a',
      glasses: true,
      lips: '#b04a5a',
    },
  },
  {
    file: 'male-1',
    gender: 'male',
    look: {
      bg: ['#5b7fc8', '#141f4a'],
      skin: 'fair',
      hair: 'short',
      hairColor: 'blonde',
      cloth: '#2f4f3f',
      neck: 'collar',
    },
  },
  {
    file: 'male-2',
    gender: 'male',
    look: {
      bg: ['#c27a4a', '#3e1a1a'],
      skin: 'brown',
      hair: 'curlyshort',
      hairColor: 'black',
      cloth: '#2a3550',
      neck: 'round',
      beard: 'short',
    },
  },
  {
    file: 'male-3',
    gender: 'male',
    look: {
      bg: ['#9a72c8', '#281846'],
      skin: 'olive',
      hair: 'sidepart',
      hairColor: 'black',
      cloth: '#6a5a2a',
      neck: 'turtle',
      glasses: true,
    },
  },
  {
    file: 'male-4',
    gender: 'male',
    look: {
      bg: ['#4fa7a0', '#103436'],
      skin: 'tan',
      hair: 'short',
      hairColor: 'espresso',
      cloth: '#4a2a4a',
      neck: 'v',
      beard: 'full',
    },
  },
];

/** Small seeded PRNG (mulberry32) so the star field is the same on every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number): string => String(Math.round(n * 10) / 10);

function sparkle(x: number, y: number, s: number): string {
  const p = (dx: number, dy: number) => `${r1(x + dx)},${r1(y + dy)}`;
  return `M${p(0, -s)}Q${p(0, 0)} ${p(s, 0)}Q${p(0, 0)} ${p(0, s)}Q${p(0, 0)} ${p(-s, 0)}Q${p(0, 0)} ${p(0, -s)}Z`;
}

function stars(seed: number): string {
  const rand = rng(seed);
  let dots = '';
  let spark = '';
  for (let i = 0; i < 22; i++) {
    const x = 12 + rand() * 376;
    const y = 10 + rand() * 250;
    // Keep the face area clear so the stars frame the head instead of sitting on it.
    if (Math.abs(x - 200) < 78 && y > 70) continue;
    dots += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(0.8 + rand() * 1.6)}" opacity="${r1(0.35 + rand() * 0.55)}"/>`;
  }
  for (let i = 0; i < 5; i++) {
    const left = i % 2 === 0;
    const x = left ? 28 + rand() * 90 : 282 + rand() * 90;
    const y = 26 + rand() * 210;
    spark += sparkle(x, y, 5 + rand() * 7);
  }
  return `<g fill="#fff">${dots}<path d="${spark}" opacity=".8"/></g>`;
}

// Head geometry shared by every style: face spans x 148..252, crown at y 100, chin at y 242.
const FACE =
  'M148,160C148,116 172,98 200,98C228,98 252,116 252,160C252,204 230,238 200,242C170,238 148,204 148,160Z';

/** Hair drawn behind the head and shoulders (long styles). */
function hairBack(style: HairStyle): string {
  switch (style) {
    case 'long':
      return 'M136,150C128,92 164,74 200,74C236,74 272,92 264,150C268,220 276,290 292,340L108,340C124,290 132,220 136,150Z';
    case 'wavy':
      return 'M134,148C124,88 166,72 200,72C234,72 276,88 266,148C272,190 262,210 276,240C290,270 270,290 290,322C296,334 280,346 262,340L138,340C120,346 104,334 110,322C130,290 110,270 124,240C138,210 128,190 134,148Z';
    case 'bob':
      return 'M138,150C132,96 166,80 200,80C234,80 268,96 262,150C264,190 268,222 262,246C240,256 160,256 138,246C132,222 136,190 138,150Z';
    case 'bangs':
      return 'M140,140C136,92 168,80 200,80C232,80 264,92 260,140L266,330L134,330Z';
    case 'curly':
      return curls(200, 160, 92, 96, 16, 28, 3);
    case 'shoulder':
      return 'M142,150C134,98 166,82 200,82C234,82 266,98 258,150C262,200 266,240 274,276C250,290 150,290 126,276C134,240 138,200 142,150Z';
    case 'braid':
      return 'M142,150C136,96 166,82 200,82C234,82 264,96 258,150C260,180 256,196 250,204L150,204C144,196 140,180 142,150Z';
    default:
      return '';
  }
}

/** A ring of overlapping circles: volume for curly hair. */
function curls(cx: number, cy: number, rx: number, ry: number, n: number, r: number, seed: number): string {
  const rand = rng(seed);
  let d = `M${cx - rx * 0.8},${cy}a${rx * 0.8},${ry * 0.8} 0 1,0 ${rx * 1.6},0a${rx * 0.8},${ry * 0.8} 0 1,0 ${-rx * 1.6},0Z`;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const x = cx + Math.cos(a) * rx;
    const y = cy + Math.sin(a) * ry * (Math.sin(a) > 0 ? 0.75 : 1);
    const rr = r * (0.8 + rand() * 0.35);
    d += `M${r1(x - rr)},${r1(y)}a${r1(rr)},${r1(rr)} 0 1,0 ${r1(rr * 2)},0a${r1(rr)},${r1(rr)} 0 1,0 ${r1(-rr * 2)},0Z`;
  }
  return d;
}

/** Hair drawn over the head: crown, fringe and framing locks. */
function hairFront(style: HairStyle): string {
  switch (style) {
    case 'long':
      return 'M200,102C182,104 160,118 155,150C151,176 154,210 146,250L134,246C128,200 126,170 134,130C144,94 172,82 200,82C228,82 256,94 266,130C274,170 272,200 266,246L254,250C246,210 249,176 245,150C240,118 218,104 200,102Z';
    case 'wavy':
      return 'M212,100C186,110 166,126 158,160C154,180 160,206 150,236C140,250 126,240 132,222C124,190 130,170 132,140C140,98 170,80 204,80C236,80 262,96 268,136C272,170 268,200 270,226C274,244 258,248 252,236C250,200 252,170 244,146C236,124 226,110 212,100Z';
    case 'bob':
      return 'M146,180C140,120 166,88 202,88C238,88 262,118 254,180C250,158 246,142 238,132C226,138 204,140 186,134C176,130 166,126 160,134C152,146 148,160 146,180Z';
    case 'bun':
      return 'M200,46a25,23 0 1,0 0.1,0ZM148,160C144,112 170,88 200,88C230,88 256,112 252,160C248,140 240,124 226,116C212,110 188,110 174,116C160,124 152,140 148,160Z';
    case 'bangs':
      return 'M146,170C140,112 168,86 200,86C232,86 260,112 254,170C252,150 248,140 244,134C226,140 176,140 156,134C152,140 148,152 146,170Z';
    case 'curly':
      return curls(200, 118, 52, 22, 9, 17, 7);
    case 'braid':
      return 'M150,176C142,118 170,90 204,90C240,90 266,118 258,200L250,206C250,160 244,136 228,124C212,114 186,114 170,124C158,134 152,152 150,176Z';
    case 'short':
      return 'M148,156C142,108 170,86 202,86C234,86 260,106 252,156C248,136 242,124 232,120C214,124 186,122 164,126C156,132 150,142 148,156Z';
    case 'sidepart':
      return 'M148,160C140,108 168,84 204,84C238,84 262,108 252,160C250,140 246,128 238,122C216,116 186,120 166,136C158,142 152,150 148,160ZM166,136C176,114 200,104 226,106C206,110 188,118 178,130Z';
    case 'curlyshort':
      return curls(200, 112, 50, 16, 10, 15, 11);
    case 'shoulder':
      return 'M206,98C180,102 162,120 156,150C152,180 152,210 146,246L132,244C128,200 128,160 136,130C146,98 172,84 202,84C232,84 258,98 266,132C272,162 270,200 266,244L254,246C248,210 250,176 246,150C240,124 226,106 206,98Z';
    case 'buzz':
      return 'M150,150C148,110 172,94 200,94C228,94 252,110 250,150C246,132 238,122 226,118C210,114 190,114 174,118C162,122 154,132 150,150Z';
  }
}

/** A plait falling over the right shoulder, drawn as alternating rotated lobes. */
function braid(hair: string, shine: string): string {
  let lobes = '';
  for (let i = 0; i < 7; i++) {
    const cx = 250 + i * 2.5;
    const cy = 214 + i * 16;
    const rot = i % 2 === 0 ? 28 : -28;
    const rx = 12 - i * 0.6;
    lobes += `<ellipse cx="${r1(cx)}" cy="${cy}" rx="${r1(rx)}" ry="10" transform="rotate(${rot} ${r1(cx)} ${cy})"/>`;
  }
  return `<g fill="${hair}" stroke="${shine}" stroke-opacity=".45" stroke-width="1.5">${lobes}</g><path d="M258,322q10,10 4,26q-4-10-12-14q8-4 8-12Z" fill="${hair}"/><rect x="256" y="314" width="12" height="6" rx="3" fill="#e9c46a"/>`;
}

function beardPath(kind: Beard): string {
  if (kind === 'stubble') {
    return 'M152,186C156,218 176,240 200,242C224,240 244,218 248,186C240,206 226,214 214,212Q200,208 186,212C174,214 160,206 152,186Z';
  }
  const chin = kind === 'full' ? 262 : 250;
  return `M150,172C152,214 172,${chin - 4} 200,${chin}C228,${chin - 4} 248,214 250,172C244,200 232,210 218,206Q200,200 182,206C168,210 156,200 150,172ZM178,208Q188,198 200,203Q212,198 222,208Q212,206 200,209Q188,206 178,208Z`;
}

function torso(look: Look, shadeId: string): string {
  const open =
    look.neck === 'v'
      ? 'L200,336L232,286'
      : look.neck === 'round'
        ? 'Q200,318 232,286'
        : look.neck === 'collar'
          ? 'L200,320L232,286'
          : 'L170,252Q200,262 230,252L232,286';
  const d = `M58,420C58,346 104,302 168,286${open}C296,302 342,346 342,420Z`;
  const body = `<path d="${d}" fill="${look.cloth}"/><path d="${d}" fill="url(#${shadeId})"/>`;
  let extra = '';
  if (look.neck === 'collar') {
    extra = `<path d="M168,286L200,320L188,338L162,300ZM232,286L200,320L212,338L238,300Z" fill="#f4efe6"/><path d="M200,320L200,420" stroke="#000" stroke-opacity=".18" stroke-width="3"/>`;
  }
  if (look.neck === 'turtle') {
    extra = `<path d="M176,256Q200,266 224,256M174,270Q200,280 226,270" stroke="#000" stroke-opacity=".15" stroke-width="3" fill="none"/>`;
  }
  return body + extra;
}

function shawlPath(color: string): string {
  return `<path d="M58,420C58,346 104,300 166,286C150,320 146,360 150,420ZM342,420C342,346 296,300 234,286C250,320 254,360 250,420Z" fill="${color}"/><path d="M72,360C100,346 128,344 150,350M330,360C300,346 272,344 250,350" stroke="#fff" stroke-opacity=".35" stroke-width="3" stroke-dasharray="2 7" stroke-linecap="round" fill="none"/>`;
}

function eyes(look: Look, gender: Gender): string {
  const ink = '#2a1c26';
  if (look.closedEyes) {
    return `<path d="M170,172Q180,180 190,172M210,172Q220,180 230,172" stroke="${ink}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  }
  let s = `<g fill="${ink}"><ellipse cx="180" cy="170" rx="5.5" ry="6.5"/><ellipse cx="220" cy="170" rx="5.5" ry="6.5"/></g><g fill="#fff"><circle cx="182" cy="167.5" r="1.8"/><circle cx="222" cy="167.5" r="1.8"/></g>`;
  if (gender === 'female') {
    s += `<path d="M170,166Q180,158 190,165l3-2M230,166Q220,158 210,165M230,166l3-2" stroke="${ink}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`;
  }
  return s;
}

function portrait(id: string, gender: Gender, look: Look, seed: number): string {
  const [skin, shade] = SKINS[look.skin];
  const [hair, shine] = HAIR[look.hairColor];
  const p = `p${id}`;
  const defs =
    `<defs><radialGradient id="${p}b" cx=".5" cy=".36" r=".72"><stop offset="0" stop-color="${look.bg[0]}"/><stop offset="1" stop-color="${look.bg[1]}"/></radialGradient>` +
    `<linearGradient id="${p}c" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></linearGradient>` +
    `<clipPath id="${p}f"><path d="${FACE}"/></clipPath></defs>`;
  const parts: string[] = [defs, `<rect width="400" height="400" fill="url(#${p}b)"/>`, stars(seed)];
  parts.push(
    `<circle cx="200" cy="172" r="128" fill="#fff" opacity=".08"/><circle cx="200" cy="172" r="146" fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="1.5"/>`,
  );
  if (look.moon) {
    parts.push(`<path d="M344,52a26,26 0 1,0 18,44a21,21 0 1,1 -18,-44Z" fill="#fbeecb" opacity=".9"/>`);
  }
  if (look.halo) {
    parts.push(
      `<circle cx="200" cy="146" r="104" fill="#fff3c4" fill-opacity=".1" stroke="#fff3c4" stroke-width="3" stroke-opacity=".75"/>`,
    );
  }
  // Everything from here on is the figure, enlarged a touch around the bottom centre.
  parts.push('<g transform="matrix(1.08 0 0 1.08 -16 -32)">');
  const back = hairBack(look.hair);
  if (back) parts.push(`<path d="${back}" fill="${hair}"/>`);
  // Neck and chest skin, then the clothing over it.
  parts.push(
    `<path d="M178,200L178,262C160,280 166,300 170,340L230,340C234,300 240,280 222,262L222,200Z" fill="${skin}"/>`,
    `<path d="M178,222C186,246 214,246 222,222L222,244C210,258 190,258 178,244Z" fill="${shade}" opacity=".7"/>`,
  );
  parts.push('<g transform="translate(0 -10)">', torso(look, `${p}c`));
  if (look.starry) {
    const pts = [
      [96, 372],
      [128, 336],
      [150, 388],
      [262, 344],
      [292, 380],
      [316, 352],
      [236, 396],
      [120, 404],
    ];
    parts.push(
      `<path d="${pts.map(([x = 0, y = 0]) => sparkle(x, y, 5)).join('')}" fill="#f4d47c" opacity=".8"/>`,
    );
  }
  if (look.shawl) parts.push(shawlPath(look.shawl));
  if (look.necklace === 'moon') {
    parts.push(
      `<path d="M176,290Q200,318 224,290" stroke="#e9c46a" stroke-width="1.6" fill="none"/><path d="M196,308a8,8 0 1,0 9,12a6.5,6.5 0 1,1 -9,-12Z" fill="#f4d47c"/>`,
    );
  } else if (look.necklace === 'crystal') {
    parts.push(
      `<path d="M178,288Q200,316 222,288" stroke="#e9c46a" stroke-width="1.6" fill="none"/><path d="M200,306l6,8-6,14-6-14Z" fill="#c9b6ff" stroke="#fff" stroke-width="1"/>`,
    );
  } else if (look.necklace === 'beads') {
    let b = '';
    for (let i = 0; i <= 8; i++) {
      const t = i / 8;
      const x = 172 + t * 56;
      const y = 288 + Math.sin(t * Math.PI) * 30;
      b += `<circle cx="${r1(x)}" cy="${r1(y)}" r="3.4"/>`;
    }
    parts.push(`<g fill="#d9b36c" stroke="#7a5a2a" stroke-width=".8">${b}</g>`);
  }
  parts.push('</g>');
  // Ears, face, and a soft side shadow clipped to the face.
  parts.push(
    `<g fill="${skin}"><ellipse cx="149" cy="172" rx="10" ry="16"/><ellipse cx="251" cy="172" rx="10" ry="16"/></g>`,
    `<path d="${FACE}" fill="${skin}"/>`,
    `<g clip-path="url(#${p}f)"><ellipse cx="276" cy="176" rx="34" ry="96" fill="${shade}" opacity=".5"/><ellipse cx="200" cy="250" rx="60" ry="22" fill="${shade}" opacity=".35"/></g>`,
  );
  if (look.beard) {
    parts.push(
      `<path d="${beardPath(look.beard)}" fill="${hair}" opacity="${look.beard === 'stubble' ? 0.28 : 1}"/>`,
    );
  }
  const front = hairFront(look.hair);
  parts.push(
    `<clipPath id="${p}h"><path d="${front}"/></clipPath><path d="${front}" fill="${hair}"/>`,
    `<g clip-path="url(#${p}h)" fill="none" stroke="${shine}" stroke-linecap="round"><path d="M160,122Q200,90 242,118" stroke-opacity=".22" stroke-width="10"/></g>`,
  );
  if (look.hair === 'braid') parts.push(braid(hair, shine));
  // Face: brows, eyes, nose, cheeks, mouth.
  parts.push(
    `<path d="M168,153Q180,145 192,151M208,151Q220,145 232,153" stroke="${hair}" stroke-width="${gender === 'male' ? 4.2 : 3.2}" fill="none" stroke-linecap="round"/>`,
    eyes(look, gender),
    `<path d="M201,178Q196,194 203,198" stroke="${shade}" stroke-width="2.6" fill="none" stroke-linecap="round"/>`,
    `<g fill="#f07a8a" opacity=".16"><circle cx="170" cy="196" r="11"/><circle cx="230" cy="196" r="11"/></g>`,
  );
  if (look.freckles) {
    parts.push(
      `<g fill="${shade}"><circle cx="166" cy="188" r="1.4"/><circle cx="174" cy="192" r="1.2"/><circle cx="162" cy="194" r="1.1"/><circle cx="234" cy="188" r="1.4"/><circle cx="226" cy="192" r="1.2"/><circle cx="238" cy="194" r="1.1"/></g>`,
    );
  }
  if (look.lips) {
    parts.push(`<path d="M186,212Q193,207 200,210Q207,207 214,212Q200,226 186,212Z" fill="${look.lips}"/>`);
  } else {
    parts.push(
      look.beard && look.beard !== 'stubble'
        ? '<path d="M189,212Q200,224 211,212Q200,216 189,212Z" fill="#b8646c"/>'
        : '<path d="M188,213Q200,221 212,213" stroke="#7a3a40" stroke-width="3" fill="none" stroke-linecap="round"/>',
    );
  }
  if (look.glasses) {
    parts.push(
      `<g fill="#fff" fill-opacity=".12" stroke="#2b2330" stroke-width="3"><rect x="163" y="158" width="32" height="24" rx="9"/><rect x="205" y="158" width="32" height="24" rx="9"/></g><path d="M195,168Q200,164 205,168M163,166L150,162M237,166L250,162" stroke="#2b2330" stroke-width="3" fill="none"/>`,
    );
  }
  if (look.earrings === 'hoop') {
    parts.push(
      `<g fill="none" stroke="#e9c46a" stroke-width="2.6"><circle cx="148" cy="196" r="8"/><circle cx="252" cy="196" r="8"/></g>`,
    );
  } else if (look.earrings === 'drop') {
    parts.push(
      `<g fill="#f2cf6e"><circle cx="148" cy="189" r="2.6"/><path d="M148,192l5,9-5,9-5-9Z"/><circle cx="252" cy="189" r="2.6"/><path d="M252,192l5,9-5,9-5-9Z"/></g>`,
    );
  } else if (look.earrings === 'stud') {
    parts.push(
      `<g fill="#fdf6e8"><circle cx="148" cy="189" r="3.4"/><circle cx="252" cy="189" r="3.4"/></g>`,
    );
  }
  parts.push('</g>');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img">${parts.join('')}</svg>\n`;
}

/** Deterministic look for an advisor missing from LOOKS (e.g. a newly added seed). */
function fallbackLook(agentId: number, gender: Gender): Look {
  const pool = STOCK.filter((s) => s.gender === gender);
  const pick = pool[agentId % pool.length];
  if (!pick) throw new Error(`no stock look for ${gender}`);
  return pick.look;
}

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
