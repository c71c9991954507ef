/**
 * The shapes a portrait is drawn from, as SVG path data or markup: the star field, the face outline, the
 * hair styles, beard, clothing, shawl and eyes. Every number is rounded the same way so the output is
 * stable from run to run.
 */
import type { Beard, Gender, HairStyle, Look } from './palettes.ts';

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

export const r1 = (n: number): string => String(Math.round(n * 10) / 10);

export function sparkle(x: number, y: number, s: number): string {
  const p = (dx: number, dy: number) => `${r1(x + dx)},${r1(y + dy)}`;
  return `M${p(0, -s)}Q${p(0, 0)} ${p(s, 0)}Q${p(0, 0)} ${p(0, s)}Q${p(0, 0)} ${p(-s, 0)}Q${p(0, 0)} ${p(0, -s)}Z`;
}

export function stars(seed: number): string {
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
export const FACE =
  'M148,160C148,116 172,98 200,98C228,98 252,116 252,160C252,204 230,238 200,242C170,238 148,204 148,160Z';

/** Hair drawn behind the head and shoulders (long styles). */
export function hairBack(style: HairStyle): string {
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
export function hairFront(style: HairStyle): string {
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
export function braid(hair: string, shine: string): string {
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

export function beardPath(kind: Beard): string {
  if (kind === 'stubble') {
    return 'M152,186C156,218 176,240 200,242C224,240 244,218 248,186C240,206 226,214 214,212Q200,208 186,212C174,214 160,206 152,186Z';
  }
  const chin = kind === 'full' ? 262 : 250;
  return `M150,172C152,214 172,${chin - 4} 200,${chin}C228,${chin - 4} 248,214 250,172C244,200 232,210 218,206Q200,200 182,206C168,210 156,200 150,172ZM178,208Q188,198 200,203Q212,198 222,208Q212,206 200,209Q188,206 178,208Z`;
}

export function torso(look: Look, shadeId: string): string {
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

export function shawlPath(color: string): string {
  return `<path d="M58,420C58,346 104,300 166,286C150,320 146,360 150,420ZM342,420C342,346 296,300 234,286C250,320 254,360 250,420Z" fill="${color}"/><path d="M72,360C100,346 128,344 150,350M330,360C300,346 272,344 250,350" stroke="#fff" stroke-opacity=".35" stroke-width="3" stroke-dasharray="2 7" stroke-linecap="round" fill="none"/>`;
}

export function eyes(look: Look, gender: Gender): string {
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
