import type { NatalBody, NatalChart } from '@app/shared/schemas/natal-chart';
import { ZODIAC_SIGNS, type ZodiacElement } from '@app/shared/zodiac';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  arcPath,
  asText,
  BODY_GLYPHS,
  formatRangeEnd,
  normalizeDegrees,
  pointAt,
  sectorPath,
  spreadLongitudes,
  WHEEL_CENTER,
  WHEEL_SIZE,
  wheelAngle,
} from './natal-geometry.ts';

/** The rings, from the rim inwards, in the drawing's 400-unit box. */
const R_OUTER = 196;
const R_SIGN_GLYPHS = 177;
const R_SIGNS = 156;
const R_BODY_TICK = 144;
const R_BODY_GLYPHS = 126;
const R_RETROGRADE = 109;
const R_HOUSES = 92;
const R_HOUSE_NUMBERS = 77;
const R_CORE = 62;

/** Glyphs this close (in degrees) would touch at the bodies' radius: they are fanned out to this gap. */
const BODY_GAP = 11;

/** Fonts with the astrological symbols drawn as text, before the emoji fonts get a chance. */
const SYMBOL_FONTS =
  '"Segoe UI Symbol", "Apple Symbols", "Noto Sans Symbols", "Noto Sans Symbols 2", "DejaVu Sans", sans-serif';

/** Each element's sector tint and glyph colour, light on the night disc (contrast above 7:1 for glyphs). */
const ELEMENT_TONES: Record<ZodiacElement, { fill: string; glyph: string }> = {
  fire: { fill: 'rgb(248 113 113 / 0.16)', glyph: '#fca5a5' },
  earth: { fill: 'rgb(74 222 128 / 0.12)', glyph: '#86efac' },
  air: { fill: 'rgb(56 189 248 / 0.14)', glyph: '#7dd3fc' },
  water: { fill: 'rgb(167 139 250 / 0.18)', glyph: '#c4b5fd' },
};

const GOLD = '#e6bd5c';
const GOLD_LIGHT = '#f8e7b5';
const NIGHT = '#120a2e';
const MOON_SILVER = '#dbe4f0';

/**
 * The chart as a wheel (issue 42): the twelve signs round the rim, each body's glyph at its longitude with a
 * tick at its exact degree, and, with a birth time and place, the Ascendant at the left and the whole-sign
 * houses inside. It is a picture for sighted readers: screen readers get its title and a summary (the Sun's,
 * the Moon's and the Ascendant's signs), and every position is in the table beside it.
 */
export function NatalWheel({ chart }: { chart: NatalChart }) {
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  // Without the Ascendant, 0° Aries sits where it would be: at the left.
  const ascendant = chart.ascendant?.longitude ?? 0;
  const at = (longitude: number, radius: number) => pointAt(wheelAngle(longitude, ascendant), radius);
  const drawn = spreadLongitudes(
    chart.bodies.map((body) => body.longitude),
    BODY_GAP,
  );
  const houseOf = new Map(chart.houses.map((house) => [house.sign, house.house]));

  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      viewBox={`0 0 ${WHEEL_SIZE} ${WHEEL_SIZE}`}
      className="mx-auto block h-auto w-full max-w-md"
    >
      <title id={titleId}>{t('natalChart.wheel.title')}</title>
      <desc id={descId}>{summary(chart, t)}</desc>
      <defs>
        <radialGradient id={`${id}-sky`} cx="50%" cy="45%" r="55%">
          <stop offset="0%" stopColor="#2a1a62" />
          <stop offset="70%" stopColor="#1c1145" />
          <stop offset="100%" stopColor="#0a0618" />
        </radialGradient>
      </defs>
      {/*
        Every glyph is hidden from screen readers in one layer, a nested <svg> (same 400-unit box): the title,
        the summary and the table speak instead. (Biome takes aria-hidden on an SVG <text> or <g> for a
        focusable element; on an <svg> it does not.)
      */}
      <svg aria-hidden="true" data-glyphs="">
        <circle cx={WHEEL_CENTER} cy={WHEEL_CENTER} r={R_OUTER} fill={`url(#${id}-sky)`} />

        {/* The signs' ring: 30° sectors tinted by element, dividers, and each sign's symbol mid-sector. */}
        <g fontFamily={SYMBOL_FONTS}>
          {ZODIAC_SIGNS.map((sign, index) => {
            const start = index * 30;
            const tone = ELEMENT_TONES[sign.element];
            const glyph = at(start + 15, R_SIGN_GLYPHS);
            const edge = at(start, R_OUTER);
            const inner = at(start, chart.houses.length > 0 ? R_CORE : R_HOUSES);
            return (
              <g key={sign.key}>
                <path d={sectorPath(start, start + 30, R_OUTER, R_SIGNS, ascendant)} fill={tone.fill} />
                <line x1={edge.x} y1={edge.y} x2={inner.x} y2={inner.y} stroke={GOLD} strokeOpacity={0.28} />
                <text
                  x={glyph.x}
                  y={glyph.y}
                  fill={tone.glyph}
                  fontSize={21}
                  textAnchor="middle"
                  dominantBaseline="central"
                >
                  {asText(sign.symbol)}
                </text>
              </g>
            );
          })}
        </g>

        {/* Degree ticks inside the ring: every 5°, longer every 10°, so a body's tick can be read against them. */}
        <g stroke={GOLD_LIGHT} strokeOpacity={0.45}>
          {Array.from({ length: 72 }, (_, index) => {
            const longitude = index * 5;
            const from = at(longitude, R_SIGNS);
            const to = at(longitude, R_SIGNS - (index % 2 === 0 ? 6 : 3));
            return <line key={longitude} x1={from.x} y1={from.y} x2={to.x} y2={to.y} />;
          })}
        </g>
        <g fill="none" stroke={GOLD} strokeOpacity={0.7}>
          <circle cx={WHEEL_CENTER} cy={WHEEL_CENTER} r={R_OUTER - 0.5} />
          <circle cx={WHEEL_CENTER} cy={WHEEL_CENTER} r={R_SIGNS} />
          <circle cx={WHEEL_CENTER} cy={WHEEL_CENTER} r={R_HOUSES} strokeOpacity={0.4} />
        </g>

        {chart.houses.length > 0 ? (
          <g>
            <circle
              cx={WHEEL_CENTER}
              cy={WHEEL_CENTER}
              r={R_CORE}
              fill="none"
              stroke={GOLD}
              strokeOpacity={0.4}
            />
            {ZODIAC_SIGNS.map((sign, index) => {
              const house = houseOf.get(sign.key);
              if (house === undefined) return null;
              const place = at(index * 30 + 15, R_HOUSE_NUMBERS);
              return (
                <text
                  key={sign.key}
                  data-house={house}
                  x={place.x}
                  y={place.y}
                  fill="#ece8f8"
                  fillOpacity={0.8}
                  fontSize={12}
                  fontWeight={600}
                  textAnchor="middle"
                  dominantBaseline="central"
                  stroke={NIGHT}
                  strokeWidth={3}
                  paintOrder="stroke"
                >
                  {house}
                </text>
              );
            })}
          </g>
        ) : null}

        {chart.ascendant ? <AscendantLine label={t('natalChart.ascendantShort')} /> : null}

        {chart.moonRange ? (
          <MoonRange
            from={chart.moonRange.from.longitude}
            to={chart.moonRange.to.longitude}
            ascendant={ascendant}
          />
        ) : null}

        <g fontFamily={SYMBOL_FONTS}>
          {chart.bodies.map((body, index) => (
            <BodyMark
              key={body.body}
              body={body}
              drawnAt={drawn[index] ?? body.longitude}
              ascendant={ascendant}
              ranged={body.body === 'moon' && chart.moonRange !== null}
            />
          ))}
        </g>
      </svg>
    </svg>
  );
}

/** The wheel's description: one sentence per point a reader asks about first. */
function summary(chart: NatalChart, t: TFunction): string {
  const sign = (key: NatalBody['sign']) => t(`horoscope.signs.${key}`);
  const moon = chart.bodies.find((body) => body.body === 'moon');
  const sentences: string[] = [t('natalChart.wheel.sun', { sign: sign(chart.sunSign) })];
  if (chart.moonRange) {
    const { from, to } = chart.moonRange;
    sentences.push(
      t('natalChart.wheel.moonRange', {
        from: formatRangeEnd(sign(from.sign), from.degree),
        to: formatRangeEnd(sign(to.sign), to.degree),
      }),
    );
  } else if (moon) {
    sentences.push(t('natalChart.wheel.moon', { sign: sign(moon.sign) }));
  }
  sentences.push(
    chart.ascendant
      ? t('natalChart.wheel.ascendant', { sign: sign(chart.ascendant.sign) })
      : t('natalChart.wheel.dateOnly'),
  );
  sentences.push(t('natalChart.wheel.table'));
  return sentences.join(' ');
}

/**
 * The horizon's rising end at 9 o'clock: a gold pointer on the signs' ring, a line across the bodies' ring,
 * and the label in the centre's disc. The line stops short of the sign's symbol and of the 1st house's
 * number, which the Ascendant often shares a bearing with.
 */
function AscendantLine({ label }: { label: string }) {
  const y = WHEEL_CENTER;
  const ring = WHEEL_CENTER - R_SIGNS;
  return (
    <g>
      <line x1={ring} y1={y} x2={WHEEL_CENTER - R_HOUSES} y2={y} stroke={GOLD} strokeWidth={2} />
      <path d={`M ${ring + 1} ${y - 5} L ${ring - 9} ${y} L ${ring + 1} ${y + 5} Z`} fill={GOLD} />
      <text
        data-ascendant-label=""
        x={WHEEL_CENTER - R_CORE + 8}
        y={y}
        fill={GOLD}
        fontSize={13}
        fontWeight={700}
        letterSpacing={1}
        dominantBaseline="central"
      >
        {label}
      </text>
    </g>
  );
}

/** With the date alone, the Moon is a silver arc over the day's range, its ends marked, not a point. */
function MoonRange({ from, to, ascendant }: { from: number; to: number; ascendant: number }) {
  const radius = R_SIGNS - 4;
  const ends = [from, to].map((longitude) => ({
    outer: pointAt(wheelAngle(longitude, ascendant), R_SIGNS),
    inner: pointAt(wheelAngle(longitude, ascendant), R_SIGNS - 14),
  }));
  return (
    <g data-moon-range="" stroke={MOON_SILVER}>
      <path
        d={arcPath(from, to, radius, ascendant)}
        fill="none"
        strokeWidth={6}
        strokeOpacity={0.55}
        strokeLinecap="round"
      />
      {ends.map((end) => (
        <line
          key={`${end.outer.x} ${end.outer.y}`}
          x1={end.outer.x}
          y1={end.outer.y}
          x2={end.inner.x}
          y2={end.inner.y}
          strokeWidth={1.5}
        />
      ))}
    </g>
  );
}

/**
 * A body: a tick at its exact degree on the ring, its glyph where the spread put it, a faint line between
 * the two when they differ, and ℞ under the glyph when it is retrograde. The Moon known only to a range has
 * no tick (the arc is its place) and a dashed ring round its glyph, drawn at its noon position.
 */
function BodyMark({
  body,
  drawnAt,
  ascendant,
  ranged,
}: {
  body: NatalBody;
  drawnAt: number;
  ascendant: number;
  ranged: boolean;
}) {
  const trueAngle = wheelAngle(body.longitude, ascendant);
  const shownAngle = wheelAngle(drawnAt, ascendant);
  const tickOuter = pointAt(trueAngle, R_SIGNS);
  const tickInner = pointAt(trueAngle, R_BODY_TICK);
  const glyph = pointAt(shownAngle, R_BODY_GLYPHS);
  const leaderEnd = pointAt(shownAngle, R_BODY_GLYPHS + 12);
  const retrograde = pointAt(shownAngle, R_RETROGRADE);
  const moved = Math.abs(normalizeDegrees(drawnAt - body.longitude + 180) - 180) > 0.5;
  // The ranged Moon's line starts on its arc, where the others' start at the end of their tick.
  const leaderStart = ranged ? pointAt(trueAngle, R_SIGNS - 11) : tickInner;
  return (
    <g data-body={body.body}>
      {ranged ? null : (
        <line
          x1={tickOuter.x}
          y1={tickOuter.y}
          x2={tickInner.x}
          y2={tickInner.y}
          stroke={GOLD}
          strokeWidth={2}
        />
      )}
      {moved || ranged ? (
        <line
          x1={leaderStart.x}
          y1={leaderStart.y}
          x2={leaderEnd.x}
          y2={leaderEnd.y}
          stroke={GOLD_LIGHT}
          strokeOpacity={0.5}
        />
      ) : null}
      {ranged ? (
        <circle cx={glyph.x} cy={glyph.y} r={13} fill="none" stroke={MOON_SILVER} strokeDasharray="3 3" />
      ) : null}
      <text
        x={glyph.x}
        y={glyph.y}
        fill={ranged ? MOON_SILVER : '#fcf4dc'}
        fontSize={19}
        textAnchor="middle"
        dominantBaseline="central"
        stroke={NIGHT}
        strokeWidth={3}
        paintOrder="stroke"
      >
        {asText(BODY_GLYPHS[body.body])}
      </text>
      {body.retrograde ? (
        <text
          data-retrograde=""
          x={retrograde.x}
          y={retrograde.y}
          fill="#fca5a5"
          fontSize={10}
          fontWeight={700}
          textAnchor="middle"
          dominantBaseline="central"
        >
          ℞
        </text>
      ) : null}
    </g>
  );
}
