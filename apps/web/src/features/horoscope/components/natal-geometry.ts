import type { ChartBody } from '@app/shared/schemas/natal-chart';

/**
 * The natal wheel's arithmetic, kept out of the component so it can be tested alone: where a longitude
 * falls on the wheel, how bodies crowded into a few degrees are spread so their glyphs stay apart, and how
 * the table writes a degree (12°34′).
 */

/** The wheel's drawing box is 400 × 400 units; its centre is the middle of it. */
export const WHEEL_SIZE = 400;
export const WHEEL_CENTER = WHEEL_SIZE / 2;

/** The planets' glyphs, on the wheel and beside their names in the table. */
export const BODY_GLYPHS: Record<ChartBody, string> = {
  sun: '☉',
  moon: '☽',
  mercury: '☿',
  venus: '♀',
  mars: '♂',
  jupiter: '♃',
  saturn: '♄',
  uranus: '♅',
  neptune: '♆',
  pluto: '♇',
};

/** A symbol in its text form (U+FE0E): phones would otherwise draw ♈ or ♀ as colour emoji, deaf to `fill`. */
export function asText(symbol: string): string {
  return `${symbol}\uFE0E`;
}

export interface Point {
  x: number;
  y: number;
}

/** An angle or a longitude brought into [0, 360). */
export function normalizeDegrees(value: number): number {
  const turned = value % 360;
  return turned < 0 ? turned + 360 : turned;
}

/**
 * The screen angle of a longitude, in degrees counter-clockwise from 3 o'clock: the traditional chart puts
 * the Ascendant at 9 o'clock (180°) and lets the zodiac run counter-clockwise from it. Without an Ascendant
 * (the birth date alone), 0° Aries takes its place at the left.
 */
export function wheelAngle(longitude: number, ascendant = 0): number {
  return normalizeDegrees(180 + longitude - ascendant);
}

/** The point `radius` units from the centre at a screen angle (SVG's y axis points down, hence the minus). */
export function pointAt(angle: number, radius: number, center = WHEEL_CENTER): Point {
  const radians = (angle * Math.PI) / 180;
  return { x: round(center + radius * Math.cos(radians)), y: round(center - radius * Math.sin(radians)) };
}

/** Two decimals are plenty for a 400-unit drawing, and keep the markup (and snapshots) short. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** How far the zodiac runs counter-clockwise from `from` to `to` (0 to 360). */
export function forwardSpan(from: number, to: number): number {
  return normalizeDegrees(to - from);
}

/**
 * The SVG path of an arc at `radius` running counter-clockwise on screen from the longitude `from` to the
 * longitude `to` (the zodiac's direction), as the Moon's range over a birth day is drawn.
 */
export function arcPath(from: number, to: number, radius: number, ascendant = 0): string {
  const span = forwardSpan(from, to);
  const start = pointAt(wheelAngle(from, ascendant), radius);
  const end = pointAt(wheelAngle(to, ascendant), radius);
  // Sweep 0: counter-clockwise as seen on screen, since SVG's y axis points down.
  return `M ${start.x} ${start.y} A ${radius} ${radius} 0 ${span > 180 ? 1 : 0} 0 ${end.x} ${end.y}`;
}

/** The SVG path of a ring's sector between two longitudes (a sign's 30° of the outer ring). */
export function sectorPath(from: number, to: number, outer: number, inner: number, ascendant = 0): string {
  const large = forwardSpan(from, to) > 180 ? 1 : 0;
  const a = pointAt(wheelAngle(from, ascendant), outer);
  const b = pointAt(wheelAngle(to, ascendant), outer);
  const c = pointAt(wheelAngle(to, ascendant), inner);
  const d = pointAt(wheelAngle(from, ascendant), inner);
  return [
    `M ${a.x} ${a.y}`,
    `A ${outer} ${outer} 0 ${large} 0 ${b.x} ${b.y}`,
    `L ${c.x} ${c.y}`,
    `A ${inner} ${inner} 0 ${large} 1 ${d.x} ${d.y}`,
    'Z',
  ].join(' ');
}

interface Cluster {
  /** Indexes into the input, in zodiac order. */
  members: number[];
  /** The unwrapped longitudes of the members (may run past 360 after a wrap). */
  truths: number[];
  /** Where the first member is drawn; the others follow `gap` apart. */
  start: number;
}

function centred(members: number[], truths: number[], gap: number): Cluster {
  const mean = truths.reduce((sum, value) => sum + value, 0) / truths.length;
  return { members, truths, start: mean - ((members.length - 1) * gap) / 2 };
}

const end = (cluster: Cluster, gap: number) => cluster.start + (cluster.members.length - 1) * gap;

/**
 * Where to draw each longitude so that no two are closer than `minGap` degrees around the circle: bodies
 * within a few degrees of each other (a stellium, Mercury beside the Sun) would otherwise print their glyphs
 * on top of one another. A run of crowded bodies is fanned out evenly about its mean, in zodiac order, and
 * runs that then touch are merged, until none does; a lone body stays exactly where it is. The result is in
 * the input's order, each in [0, 360).
 */
export function spreadLongitudes(longitudes: readonly number[], minGap: number): number[] {
  const count = longitudes.length;
  if (count < 2) return longitudes.map(normalizeDegrees);
  // More bodies than the circle can hold at that gap: share the circle out instead.
  const gap = Math.min(minGap, 360 / count);
  const order = longitudes
    .map((longitude, index) => ({ longitude: normalizeDegrees(longitude), index }))
    .sort((a, b) => a.longitude - b.longitude || a.index - b.index);

  // Start the unrolled circle after its widest empty stretch, where fanned-out runs are least likely to
  // wrap round and meet.
  let widest = 0;
  let widestGap = -1;
  for (let i = 0; i < count; i += 1) {
    const here = order[i]!.longitude;
    const next = i + 1 < count ? order[i + 1]!.longitude : order[0]!.longitude + 360;
    if (next - here > widestGap) {
      widestGap = next - here;
      widest = (i + 1) % count;
    }
  }
  const rolled = [...order.slice(widest), ...order.slice(0, widest)];
  const base = rolled[0]!.longitude;
  let clusters: Cluster[] = rolled.map(({ longitude, index }) => {
    const truth = longitude < base ? longitude + 360 : longitude;
    return { members: [index], truths: [truth], start: truth };
  });

  for (let merged = true; merged && clusters.length > 1; ) {
    merged = false;
    for (let i = 0; i + 1 < clusters.length; i += 1) {
      const a = clusters[i]!;
      const b = clusters[i + 1]!;
      if (b.start - end(a, gap) < gap - 1e-9) {
        const joined = centred([...a.members, ...b.members], [...a.truths, ...b.truths], gap);
        clusters = [...clusters.slice(0, i), joined, ...clusters.slice(i + 2)];
        merged = true;
        break;
      }
    }
    if (merged || clusters.length < 2) continue;
    // The last run may have fanned round into the first: the first then continues it, a turn later.
    const first = clusters[0]!;
    const last = clusters[clusters.length - 1]!;
    if (first.start + 360 - end(last, gap) < gap - 1e-9) {
      const joined = centred(
        [...last.members, ...first.members],
        [...last.truths, ...first.truths.map((truth) => truth + 360)],
        gap,
      );
      clusters = [...clusters.slice(1, -1), joined];
      merged = true;
    }
  }

  const drawn = new Array<number>(count);
  for (const cluster of clusters) {
    cluster.members.forEach((index, position) => {
      drawn[index] = normalizeDegrees(cluster.start + position * gap);
    });
  }
  return drawn;
}

/**
 * A degree (within a sign, or an orb) as whole degrees and minutes of arc, the minutes cut rather than
 * rounded: astrologers write 29°59′ for a body about to leave its sign, never 30°00′. The small allowance
 * keeps 12.55° (753 minutes in floating point as 752.99…) at 12°33′.
 */
export function splitDegree(value: number): { degrees: number; minutes: number } {
  const totalMinutes = Math.floor(Math.abs(value) * 60 + 1e-6);
  return { degrees: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** '12°34′', '3°05′': the same in both languages (symbols, no words). */
export function formatDegree(value: number): string {
  const { degrees, minutes } = splitDegree(value);
  return `${degrees}°${String(minutes).padStart(2, '0')}′`;
}

/** '20°': a whole degree, for the ends of the Moon's range, which is no more precise than that. */
export function formatWholeDegree(value: number): string {
  return `${splitDegree(value).degrees}°`;
}

/** 'Leo 20°': an end of the Moon's range, the sign's name in the page's language, never split over two lines. */
export function formatRangeEnd(signName: string, degree: number): string {
  return `${signName}\u00a0${formatWholeDegree(degree)}`;
}
